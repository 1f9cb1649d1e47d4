import { useState, type FormEvent } from 'react';
import type { PriceSummary } from '../../api-client/types';
import { cardMessages, validateCard, type CardDetails, type CardErrors, type CardField } from '../../domain/card';
import { localeEntry } from '../../config/locales';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { BookedReservation, BookingError } from '../../machines/booking.machine';
import { money } from './format';
import { useErrorMessage } from './ErrorStep';
import { StepHeading } from './StepHeading';
import * as styles from './booking.module.css';

interface PaymentStepProps {
  reservation: BookedReservation;
  price: PriceSummary | null;
  error: BookingError | null;
  paying: boolean;
  /** The reservation is being looked up again (after a reload): the form waits. */
  checking: boolean;
  onPay: (card: CardDetails) => void;
  /** Without it (the reservation overview) there is no Back button. */
  onBack?: () => void;
  /** Inside another page (the reservation overview): an h2, and focus stays where it is. */
  embedded?: boolean;
}

type CardForm = { number: string; expiry: string; cvc: string; holderName: string };

/** "MM/YY" or "MM/YYYY" as month and year; anything else as 0 so the card check names it. */
function expiryOf(value: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  return match ? { expMonth: Number(match[1]), expYear: Number(match[2]) } : { expMonth: 0, expYear: 0 };
}

const messageKeyOf = Object.fromEntries(Object.entries(cardMessages).map(([key, text]) => [text, key])) as Record<
  string,
  string
>;

/** The server's field path (`card.number`, `card.expMonth`) as the form's field. */
function cardFieldOf(path: string): CardField | null {
  const name = path.replace(/^card\./, '');
  if (name === 'expMonth' || name === 'expYear') return 'expiry';
  return name === 'number' || name === 'cvc' || name === 'holderName' ? name : null;
}

/**
 * Step 4, the contract (spec §2 /book/payment/): the rental terms to accept, the amount due now and
 * the test gateway's card form. The button is disabled while paying and the machine ignores a second
 * press, so a double click charges once.
 */
export function PaymentStep({
  reservation,
  price,
  error,
  paying,
  checking,
  onPay,
  onBack,
  embedded = false,
}: PaymentStepProps) {
  const { t, language } = useTranslation();
  const messageOf = useErrorMessage();
  const [form, setForm] = useState<CardForm>({ number: '', expiry: '', cvc: '', holderName: '' });
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<CardErrors & { terms?: string }>({});
  const serverErrors: CardErrors = {};
  for (const [path, message] of Object.entries(error?.fields ?? {})) {
    const field = cardFieldOf(path);
    if (field) serverErrors[field] = message;
  }
  const shown: CardErrors & { terms?: string } = { ...serverErrors, ...errors };
  const translate = (text: string | undefined) => {
    if (!text) return undefined;
    const key = messageKeyOf[text];
    return key ? t(`card.${key}`) : text;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paying || checking) return;
    const expiry = form.expiry.trim() ? expiryOf(form.expiry) : { expMonth: undefined, expYear: undefined };
    const typed = { number: form.number.trim(), ...expiry, cvc: form.cvc.trim(), holderName: form.holderName.trim() };
    const found: CardErrors & { terms?: string } = validateCard(typed, new Date());
    if (!accepted) found.terms = t('booking.payment.acceptTermsRequired');
    setErrors(found);
    const first = (['terms', 'number', 'expiry', 'cvc', 'holderName'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(first === 'terms' ? 'accept-terms' : `card-${first}`)?.focus();
      return;
    }
    const card: CardDetails = { ...typed, expMonth: expiry.expMonth ?? 0, expYear: expiry.expYear ?? 0 };
    onPay(card);
  };

  const field = (name: CardField, label: string, input: JSX.IntrinsicElements['input']) => {
    const id = `card-${name}`;
    const message = translate(shown[name]);
    return (
      <div className={styles.field} data-invalid={Boolean(message)}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
          aria-invalid={Boolean(message)}
          {...(message ? { 'aria-describedby': `${id}-error` } : {})}
          {...input}
        />
        {message ? (
          <span id={`${id}-error`} className={styles.fieldError}>
            {message}
          </span>
        ) : null}
      </div>
    );
  };

  const errorCount = Object.values(shown).filter(Boolean).length;
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
      {error && !error.fields ? (
        <p role="alert" className={styles.errorMessage}>
          {messageOf(error)}
        </p>
      ) : null}
      {errorCount > 0 ? (
        <p role="alert" className={styles.errorMessage}>
          {t('booking.details.fixErrors', { count: errorCount })}
        </p>
      ) : null}
      <p>{t('booking.payment.reference', { reference: reservation.reference })}</p>
      {reservation.holdExpiresAt ? (
        <p className={styles.muted}>
          {t('booking.payment.held', {
            time: new Intl.DateTimeFormat(localeEntry(language).language, {
              hour: '2-digit',
              minute: '2-digit',
            }).format(new Date(reservation.holdExpiresAt)),
          })}
        </p>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend>{t('booking.payment.contract')}</legend>
        <p>{t('booking.payment.termsText')}</p>
        {price && price.deposit > 0 ? (
          <p>{t('booking.payment.deposit', { amount: money(price.deposit, price.currency) })}</p>
        ) : null}
        <div className={styles.field} data-invalid={Boolean(shown.terms)}>
          <label className={styles.checkRow}>
            <input
              id="accept-terms"
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              aria-invalid={Boolean(shown.terms)}
              {...(shown.terms ? { 'aria-describedby': 'accept-terms-error' } : {})}
            />
            <span>{t('booking.payment.acceptTerms')}</span>
          </label>
          {shown.terms ? (
            <span id="accept-terms-error" className={styles.fieldError}>
              {shown.terms}
            </span>
          ) : null}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('booking.payment.card')}</legend>
        <p className={styles.muted}>{t('booking.payment.testMode')}</p>
        <div className={styles.cardForm}>
          {field('holderName', t('booking.payment.holderName'), { autoComplete: 'cc-name' })}
          {field('number', t('booking.payment.number'), {
            autoComplete: 'cc-number',
            inputMode: 'numeric',
            placeholder: '1234 1234 1234 1234',
          })}
          <div className={styles.cardRow}>
            {field('expiry', t('booking.payment.expiry'), {
              autoComplete: 'cc-exp',
              inputMode: 'numeric',
              placeholder: t('booking.payment.expiryPlaceholder'),
            })}
            {field('cvc', t('booking.payment.cvc'), { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
          </div>
        </div>
      </fieldset>

      <p className={styles.dueNow}>
        {t('booking.payment.dueNow', { amount: money(reservation.amountDue, reservation.currency) })}
      </p>
      <div className={styles.actions}>
        {onBack ? (
          <button type="button" className={styles.secondaryButton} onClick={onBack} disabled={paying}>
            {t('booking.back')}
          </button>
        ) : null}
        <button type="submit" className={styles.primaryButton} disabled={paying || checking}>
          {paying
            ? t('booking.payment.paying')
            : t('booking.payment.pay', { amount: money(reservation.amountDue, reservation.currency) })}
        </button>
      </div>
    </form>
  );
}
