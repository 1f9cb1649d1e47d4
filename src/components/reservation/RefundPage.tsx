import { Link } from 'gatsby';
import { useState, type FormEvent } from 'react';
import { api } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { RefundRequest, Reservation } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { toMinorUnits } from '../../domain/money';
import { localePrefix } from '../../domain/paths';
import { containsCardNumber, messages } from '../../domain/validation';
import { useTranslation } from '../../i18n/TranslationProvider';
import { money } from '../booking/format';
import { ErrorSummary, type FieldProblem } from './ErrorSummary';
import { ReservationHeading } from './ReservationHeading';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';
import { FieldError } from '../ui/FieldError';

type RefundField = 'reason' | 'amount';

/**
 * Refund request (spec §2 /reservation/refund/): a reason and, optionally, an amount below what was
 * paid and kept (docs/api.md refund-requests); staff review it, no money moves. Then a confirmation.
 */
export function RefundPage({ reservation }: { reservation: Reservation }) {
  const { t, language } = useTranslation();
  const overview = `${localePrefix(language as LocaleCode)}/reservation/`;
  const refundable = reservation.paid - reservation.refunded;
  const [form, setForm] = useState({ reason: '', amount: '' });
  const [errors, setErrors] = useState<Partial<Record<RefundField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<RefundRequest | null>(null);
  const amount = (minor: number) => money(minor, reservation.currency);

  if (sent) {
    return (
      <section className={booking.step} aria-labelledby="page-title">
        <ReservationHeading>{t('reservation.refund.sentTitle')}</ReservationHeading>
        <p className={booking.confirmation} data-testid="refund-sent">
          {t('reservation.refund.sent', { amount: money(sent.amount, sent.currency) })}
        </p>
        <div className={booking.actions}>
          <Link className={booking.secondaryButton} to={overview}>
            {t('reservation.backToOverview')}
          </Link>
        </div>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: Partial<Record<RefundField, string>> = {};
    const reason = form.reason.trim();
    if (!reason) found.reason = t('reservation.refund.reasonRequired');
    else if (reason.length > 2000) found.reason = t('reservation.refund.reasonTooLong');
    else if (containsCardNumber(reason)) found.reason = t('validation.cardNumberRefused');
    let minor: number | undefined;
    if (form.amount.trim()) {
      const major = Number(form.amount.trim().replace(',', '.'));
      minor = Number.isFinite(major) ? toMinorUnits(major, reservation.currency) : Number.NaN;
      if (!Number.isInteger(minor) || minor < 1) found.amount = t('reservation.refund.amountInvalid');
      else if (minor > refundable) found.amount = t('reservation.refund.amountTooHigh', { amount: amount(refundable) });
    }
    setErrors(found);
    setFailure(null);
    setAttempt((count) => count + 1);
    if (found.reason || found.amount) return;
    setSending(true);
    try {
      const answer = await api.requestRefund(reservation.reference, {
        reason,
        ...(minor !== undefined ? { amount: minor } : {}),
      });
      setSent(answer.refundRequest);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors({
          ...(error.fields.reason
            ? {
                reason:
                  error.fields.reason === messages.cardNumberRefused
                    ? t('validation.cardNumberRefused')
                    : t('reservation.refund.reasonRequired'),
              }
            : {}),
          ...(error.fields.amount
            ? { amount: t('reservation.refund.amountTooHigh', { amount: amount(refundable) }) }
            : {}),
        });
        setAttempt((count) => count + 1);
      } else if (error instanceof ApiError && error.code === 'nothing_to_refund') {
        setFailure(t('reservation.refund.nothingToRefund'));
      } else {
        setFailure(t('booking.errors.unexpected'));
      }
    } finally {
      setSending(false);
    }
  };

  if (refundable <= 0) {
    return (
      <section className={booking.step} aria-labelledby="page-title">
        <ReservationHeading>{t('reservation.refund.title')}</ReservationHeading>
        <p className={booking.errorMessage}>{t('reservation.refund.nothingToRefund')}</p>
        <div className={booking.actions}>
          <Link className={booking.secondaryButton} to={overview}>
            {t('reservation.backToOverview')}
          </Link>
        </div>
      </section>
    );
  }

  const problems: FieldProblem[] = (['reason', 'amount'] as const)
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: `refund-${name}`, message: errors[name] ?? '' }));
  const describedBy = (name: RefundField, hint: boolean) =>
    [hint ? `refund-${name}-hint` : '', errors[name] ? `refund-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form className={booking.step} onSubmit={(event) => void submit(event)} aria-labelledby="page-title" noValidate>
      <ReservationHeading>{t('reservation.refund.title')}</ReservationHeading>
      <p>{t('reservation.refund.intro', { amount: amount(refundable) })}</p>
      <ErrorSummary problems={problems} attempt={attempt} />
      <div className={styles.failureSlot}>
        {failure ? (
          <p role="alert" className={booking.errorMessage}>
            {failure}
          </p>
        ) : null}
      </div>
      <div className={booking.field} data-invalid={Boolean(errors.reason)}>
        <label htmlFor="refund-reason">{t('reservation.refund.reason')}</label>
        <textarea
          id="refund-reason"
          rows={5}
          maxLength={2000}
          value={form.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={describedBy('reason', false)}
        />
        <FieldError id="refund-reason-error" message={errors.reason} />
      </div>
      <div className={booking.field} data-invalid={Boolean(errors.amount)}>
        <label htmlFor="refund-amount">{t('reservation.refund.amount', { currency: reservation.currency })}</label>
        <span id="refund-amount-hint" className={booking.muted}>
          {t('reservation.refund.amountHint', { amount: amount(refundable) })}
        </span>
        <input
          id="refund-amount"
          inputMode="decimal"
          value={form.amount}
          onChange={(event) => setForm({ ...form, amount: event.target.value })}
          aria-invalid={Boolean(errors.amount)}
          aria-describedby={describedBy('amount', true)}
        />
        <FieldError id="refund-amount-error" message={errors.amount} />
      </div>
      <div className={booking.actions}>
        <Link className={booking.secondaryButton} to={overview}>
          {t('reservation.backToOverview')}
        </Link>
        <button type="submit" className={booking.primaryButton} disabled={sending}>
          {sending ? t('reservation.refund.sending') : t('reservation.refund.submit')}
        </button>
      </div>
    </form>
  );
}
