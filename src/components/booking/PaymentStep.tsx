import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PriceSummary } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { formatClock } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { BookedReservation, BookingError } from '../../machines/booking.machine';
import type { PaymentActorRef } from '../../machines/payment.machine';
import { ProcessorCheckout } from '../payment/ProcessorCheckout';
import { money } from './format';
import { useErrorMessage } from './ErrorStep';
import { StepHeading } from './StepHeading';
import * as styles from './booking.module.css';
import * as payments from '../payment/ProcessorCheckout.module.css';

interface PaymentStepProps {
  reservation: Pick<BookedReservation, 'reference' | 'currency' | 'amountDue' | 'holdExpiresAt'>;
  price: PriceSummary | null;
  error: BookingError | null;
  /** The payment under way (the flow machine's `payment` child): its processor page shows in the step. */
  payment: PaymentActorRef | null;
  /**
   * The reservation is being looked up again (after a reload): a tap on Pay meanwhile is kept, said,
   * and paid once the look-up has answered without an error (issue 30).
   */
  checking: boolean;
  onPay: () => void;
  /** Without it (the reservation overview) there is no Back button. */
  onBack?: () => void;
  /** Inside another page (the reservation overview): an h2, and focus stays where it is. */
  embedded?: boolean;
  /** The brand's days from the return to the deposit's release (src/config/deposit.ts), when known. */
  depositReleaseDays?: number;
  /** The check-in: the deposit is held now, with what is due (not "at check-in"). */
  depositHeldNow?: boolean;
}

/**
 * Step 4, the contract (spec §2 /book/payment/): the rental terms to accept, then what is charged now
 * (in the reservation's currency, which is exactly what the processor charges) and what is only held
 * (the deposit). Pay opens the processor's page in the step (issue 26): the card is typed there, never
 * here. The button is gone while paying and the machine ignores a second press, so a double click pays once.
 */
export function PaymentStep({
  reservation,
  price,
  error,
  payment,
  checking,
  onPay,
  onBack,
  embedded = false,
  depositReleaseDays,
  depositHeldNow = false,
}: PaymentStepProps) {
  const { t, language } = useTranslation();
  const messageOf = useErrorMessage();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const paying = payment !== null;
  // A tap on Pay while the reservation is looked up again: kept (the ref, read once the look-up ends)
  // and said meanwhile (the state). After a reload or Back the look-up may resume the attempt that was
  // under way, which ends at once when the customer had left the processor's page: the tap waits for
  // that attempt to end too, and pays then.
  const payWhenChecked = useRef(false);
  const [waitingToPay, setWaitingToPay] = useState(false);
  useEffect(() => {
    if (checking || paying || !payWhenChecked.current) return;
    payWhenChecked.current = false;
    setWaitingToPay(false);
    // A look-up or resumed attempt that failed says so itself (the alert above): nothing is paid then.
    if (!error) onPay();
  }, [checking, error, onPay, paying]);
  const dueNow = money(reservation.amountDue, reservation.currency);
  const deposit = price && price.deposit > 0 ? money(price.deposit, price.currency) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    if (!accepted) {
      setTermsError(t('booking.payment.acceptTermsRequired'));
      document.getElementById('accept-terms')?.focus();
      return;
    }
    setTermsError(null);
    if (checking) {
      payWhenChecked.current = true;
      setWaitingToPay(true);
      return;
    }
    onPay();
  };

  const depositText = deposit
    ? t(depositHeldNow ? 'booking.payment.depositNow' : 'booking.payment.depositHeld', { amount: deposit }) +
      ' ' +
      (depositReleaseDays !== undefined
        ? t('booking.payment.depositReleaseDays', { days: String(depositReleaseDays) })
        : t('booking.payment.depositRelease'))
    : null;

  return (
    <form
      className={styles.step}
      onSubmit={submit}
      aria-labelledby={embedded ? 'payment-title' : 'step-title'}
      noValidate
    >
      {embedded ? (
        <h2 id="payment-title">{t('booking.payment.title')}</h2>
      ) : (
        <StepHeading>
          <span id="step-title">{t('booking.payment.title')}</span>
        </StepHeading>
      )}
      {error && !paying ? (
        <p role="alert" className={styles.errorMessage} data-testid="payment-error">
          {messageOf(error)}
        </p>
      ) : null}
      <p>{t('booking.payment.reference', { reference: reservation.reference })}</p>
      {reservation.holdExpiresAt ? (
        <p className={styles.muted}>
          {t('booking.payment.held', {
            time: formatClock(new Date(reservation.holdExpiresAt), language as LocaleCode),
          })}
        </p>
      ) : null}

      <fieldset className={styles.fieldset} disabled={paying}>
        <legend>{t('booking.payment.contract')}</legend>
        <p>{t('booking.payment.termsText')}</p>
        <div className={styles.field} data-invalid={Boolean(termsError)}>
          <label className={styles.checkRow}>
            <input
              id="accept-terms"
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              aria-invalid={Boolean(termsError)}
              {...(termsError ? { 'aria-describedby': 'accept-terms-error' } : {})}
            />
            <span>{t('booking.payment.acceptTerms')}</span>
          </label>
          {termsError ? (
            <span id="accept-terms-error" className={styles.fieldError}>
              {termsError}
            </span>
          ) : null}
        </div>
      </fieldset>

      <section className={styles.fieldset} aria-labelledby="payment-summary-title" data-testid="payment-summary">
        {/* One level below the step's own heading: h2 under the step's h1, h3 inside another page's h2. */}
        {embedded ? (
          <h3 id="payment-summary-title" className={payments.summaryTitle}>
            {t('booking.payment.whatYouPay')}
          </h3>
        ) : (
          <h2 id="payment-summary-title" className={payments.summaryTitle}>
            {t('booking.payment.whatYouPay')}
          </h2>
        )}
        <p className={styles.dueNow} data-testid="payment-due-now">
          {t('booking.payment.chargedNow', { amount: dueNow, currency: reservation.currency })}
        </p>
        {depositText ? <p data-testid="payment-deposit">{depositText}</p> : null}
        <p className={styles.muted}>{t('booking.payment.cardOnProcessor')}</p>
      </section>

      {payment ? <ProcessorCheckout payment={payment} /> : null}

      <div className={styles.actions}>
        {onBack ? (
          <button type="button" className={styles.secondaryButton} onClick={onBack} disabled={paying}>
            {t('booking.back')}
          </button>
        ) : null}
        {paying ? null : (
          <button type="submit" className={styles.primaryButton}>
            {t('booking.payment.pay', { amount: dueNow })}
          </button>
        )}
      </div>
      <p role="status" className={styles.muted}>
        {waitingToPay ? t('booking.payment.payWhenChecked') : null}
      </p>
    </form>
  );
}
