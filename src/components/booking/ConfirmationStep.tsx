import { Link } from 'gatsby';
import { useEffect } from 'react';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { BookedReservation, BookingDetails } from '../../machines/booking.machine';
import { saveReservationReference } from '../reservation/reservation-storage';
import { money } from './format';
import { StepHeading } from './StepHeading';
import * as styles from './booking.module.css';

/** Step 5: the booking is paid; its reference and the way to manage it. */
export function ConfirmationStep({
  reservation,
  details,
  onRestart,
}: {
  reservation: BookedReservation;
  details: BookingDetails | null;
  onRestart: () => void;
}) {
  const { t, language } = useTranslation();
  // The overview (/reservation/) shows the tab's reservation: this booking, from now on.
  useEffect(() => saveReservationReference(window.sessionStorage, reservation.reference), [reservation.reference]);
  return (
    <section className={styles.step} aria-labelledby="step-title">
      <StepHeading>
        <span id="step-title">{t('booking.confirmation.title')}</span>
      </StepHeading>
      <div className={styles.confirmation}>
        <p>{t('booking.confirmation.reference')}</p>
        <p className={styles.reference} data-testid="reservation-reference">
          {reservation.reference}
        </p>
        <p>
          {t('booking.confirmation.paid', {
            amount: money(reservation.total - reservation.amountDue, reservation.currency),
          })}
        </p>
        {details ? <p>{t('booking.confirmation.email', { email: details.customer.email })}</p> : null}
        <p>{t('booking.confirmation.checkIn')}</p>
      </div>
      <div className={styles.actions}>
        <Link className={styles.primaryButton} to={`${localePrefix(language as LocaleCode)}/reservation/`}>
          {t('booking.confirmation.manage')}
        </Link>
        <button type="button" className={styles.secondaryButton} onClick={onRestart}>
          {t('booking.confirmation.newBooking')}
        </button>
      </div>
    </section>
  );
}
