import { Link, navigate } from 'gatsby';
import { useState } from 'react';
import { api } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { CancellationNow, Reservation, TermsChangedAnswer } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { money } from '../booking/format';
import { ReservationHeading } from './ReservationHeading';
import { icelandDateTime } from './reservation-format';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';
import { translateFirst } from '../../i18n/translate';

type Terms = Omit<CancellationNow, 'allowed'>;

/** Why a reservation cannot be cancelled online, as a key of reservation.cancel.notAllowed. */
function refusalOf(reservation: Reservation): string {
  if (reservation.status === 'cancelled') return 'cancelled';
  if (reservation.status === 'expired') return 'expired';
  return 'started';
}

/**
 * Cancel (spec §2 /reservation/cancel/): the refund the policy gives now, shown before confirming; the
 * confirmation sends that refund as `expectedRefund`, so a change of terms (409) shows the new amount
 * and asks again instead of cancelling on terms the customer did not see.
 */
export function CancelPage({ reservation }: { reservation: Reservation }) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const overview = `${localePrefix(lang)}/reservation/`;
  const [terms, setTerms] = useState<Terms>(reservation.cancellation);
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const amount = (minor: number) => money(minor, reservation.currency);

  if (!reservation.cancellation.allowed) {
    return (
      <section className={booking.step} aria-labelledby="page-title">
        <ReservationHeading>{t('reservation.cancel.title')}</ReservationHeading>
        <p className={booking.errorMessage}>{t(`reservation.cancel.notAllowed.${refusalOf(reservation)}`)}</p>
        <div className={booking.actions}>
          <Link className={booking.secondaryButton} to={overview}>
            {t('reservation.backToOverview')}
          </Link>
        </div>
      </section>
    );
  }

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await api.cancelReservation(reservation.reference, { expectedRefund: terms.refund });
      void navigate(overview);
    } catch (error) {
      const current = error instanceof ApiError ? (error.body as Partial<TermsChangedAnswer> | null) : null;
      if (error instanceof ApiError && error.code === 'terms_changed' && current?.cancellation) {
        setTerms(current.cancellation);
        setChanged(true);
      } else if (error instanceof ApiError) {
        setFailure(translateFirst(t, [`reservation.cancel.errors.${error.code}`], t('booking.errors.unexpected')));
      } else {
        setFailure(t('booking.errors.unexpected'));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={booking.step} aria-labelledby="page-title">
      <ReservationHeading>{t('reservation.cancel.title')}</ReservationHeading>
      <p>{t('reservation.cancel.intro', { reference: reservation.reference })}</p>
      <div className={styles.failureSlot} aria-live="polite">
        {changed ? (
          <p role="alert" className={booking.errorMessage} data-testid="terms-changed">
            {t('reservation.cancel.termsChanged')}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className={booking.errorMessage}>
            {failure}
          </p>
        ) : null}
      </div>
      <dl className={styles.amounts} data-testid="cancel-terms">
        <dt>{t('reservation.overview.paid')}</dt>
        <dd data-testid="cancel-paid">{amount(reservation.paid - reservation.refunded)}</dd>
        <dt>{t('reservation.cancel.fee')}</dt>
        <dd>{terms.fee > 0 ? amount(terms.fee) : t('reservation.cancel.noFee')}</dd>
        <dt>{t('reservation.cancel.refund')}</dt>
        <dd data-testid="cancel-refund">{amount(terms.refund)}</dd>
      </dl>
      <p>
        {terms.free
          ? t('reservation.cancel.free', { time: icelandDateTime(terms.freeUntil, lang) })
          : t('reservation.cancel.late', { time: icelandDateTime(terms.freeUntil, lang) })}
      </p>
      <div className={booking.actions}>
        <Link className={booking.secondaryButton} to={overview}>
          {t('reservation.cancel.keep')}
        </Link>
        <button type="button" className={booking.primaryButton} onClick={() => void confirm()} disabled={sending}>
          {sending
            ? t('reservation.cancel.cancelling')
            : t('reservation.cancel.confirm', { refund: amount(terms.refund) })}
        </button>
      </div>
    </section>
  );
}
