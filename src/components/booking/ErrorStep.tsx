import { useTranslation } from '../../i18n/TranslationProvider';
import type { BookedReservation, BookingError } from '../../machines/booking.machine';
import { StepHeading } from './StepHeading';
import * as styles from './booking.module.css';
import { translateFirst } from '../../i18n/translate';

/** The message of a failure in the page's language, or the server's own words for an unknown code. */
export function useErrorMessage(): (error: BookingError) => string {
  const { t } = useTranslation();
  return (error) => {
    return translateFirst(t, [`booking.errors.${error.code}`], error.message || t('booking.errors.unexpected'));
  };
}

/** The booking error page (spec §2 /book/error/): what went wrong and the way on. */
export function ErrorStep({
  error,
  reservation,
  onRetryPayment,
  onRestart,
}: {
  error: BookingError | null;
  reservation: BookedReservation | null;
  onRetryPayment: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const held = reservation?.status === 'pending_payment';
  return (
    <section className={styles.step} aria-labelledby="step-title">
      <StepHeading>
        <span id="step-title">{t('booking.error.title')}</span>
      </StepHeading>
      <p role="alert" className={styles.errorMessage}>
        {messageOf(error ?? { code: 'unexpected', message: '' })}
      </p>
      {held ? <p>{t('booking.error.held', { reference: reservation.reference })}</p> : null}
      <div className={styles.actions}>
        {held ? (
          <button type="button" className={styles.primaryButton} onClick={onRetryPayment}>
            {t('booking.error.retryPayment')}
          </button>
        ) : null}
        <button type="button" className={held ? styles.secondaryButton : styles.primaryButton} onClick={onRestart}>
          {t('booking.error.restart')}
        </button>
      </div>
    </section>
  );
}
