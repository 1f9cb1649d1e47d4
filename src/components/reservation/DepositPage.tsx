import { Link } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { api, newIdempotencyKey } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { Reservation } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { money } from '../booking/format';
import { ReservationHeading } from './ReservationHeading';
import * as booking from '../booking/booking.module.css';

/** Where the processor sends the window back: this page, with the checkout's key. */
function depositReturnUrl(prefix: string, key: string): string {
  const url = new URL(`${prefix}/reservation/deposit/`, window.location.origin);
  url.searchParams.set('key', key);
  return url.toString();
}

type DepositView =
  | { kind: 'ready' }
  | { kind: 'opening' }
  | { kind: 'checking' }
  | { kind: 'held'; reservation: Reservation }
  | { kind: 'refused' }
  | { kind: 'failed' };

/**
 * The deposit hold's authorisation (the `deposit-hold-refused` e-mail's link, and the overview's when
 * the card kept at booking refused it): the whole window goes to the processor's page with a checkout
 * of manual capture; it comes back here with the checkout's key in the address, and the outcome is
 * asked of the site (the same key answers the same checkout, so a reload applies nothing twice).
 */
export function DepositPage({ reservation }: { reservation: Reservation }) {
  const { t, language } = useTranslation();
  const prefix = localePrefix(language as LocaleCode);
  const overview = `${prefix}/reservation/`;
  const amount = money(reservation.deposit.amount, reservation.currency);
  // Back from the processor's page: `key` is ours, `sessionResult` the processor's.
  const [back] = useState(() => {
    const query = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    const key = query.get('key');
    const sessionResult = query.get('sessionResult');
    return key && sessionResult ? { key, sessionResult } : null;
  });
  const [view, setView] = useState<DepositView>(back ? { kind: 'checking' } : { kind: 'ready' });
  const returned = useRef(false);

  useEffect(() => {
    if (returned.current || !back) return;
    returned.current = true;
    const { key, sessionResult } = back;
    void (async () => {
      try {
        const started = await api.startDepositHold(reservation.reference, depositReturnUrl(prefix, key), key);
        const settled = await api.paymentResult(reservation.reference, started.payment.id, sessionResult);
        setView(
          settled.reservation.deposit.status === 'held'
            ? { kind: 'held', reservation: settled.reservation }
            : { kind: 'checking' },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 402) setView({ kind: 'refused' });
        else if (error instanceof ApiError && error.code === 'deposit_not_needed') setView({ kind: 'ready' });
        else setView({ kind: 'failed' });
      }
    })();
  }, [back, prefix, reservation.reference]);

  const open = async () => {
    setView({ kind: 'opening' });
    const key = newIdempotencyKey();
    try {
      const started = await api.startDepositHold(reservation.reference, depositReturnUrl(prefix, key), key);
      if (!started.checkout) throw new Error('No checkout');
      window.location.assign(started.checkout.url);
    } catch (error) {
      setView({ kind: error instanceof ApiError && error.code === 'deposit_not_needed' ? 'ready' : 'failed' });
    }
  };

  const needed =
    reservation.deposit.amount > 0 &&
    reservation.deposit.status === 'not_held' &&
    (reservation.status === 'confirmed' || reservation.status === 'checked_in');
  const backLink = (
    <div className={booking.actions}>
      <Link className={booking.secondaryButton} to={overview}>
        {t('reservation.backToOverview')}
      </Link>
    </div>
  );
  if (view.kind === 'held') {
    return (
      <section className={booking.step} aria-labelledby="page-title">
        <ReservationHeading>{t('reservation.titles.deposit')}</ReservationHeading>
        <p className={booking.confirmation} data-testid="deposit-held">
          {t('reservation.deposit.held', { amount: money(view.reservation.deposit.heldAmount, reservation.currency) })}
        </p>
        {backLink}
      </section>
    );
  }
  if (!needed && view.kind !== 'checking') {
    return (
      <section className={booking.step} aria-labelledby="page-title">
        <ReservationHeading>{t('reservation.titles.deposit')}</ReservationHeading>
        <p>{t('reservation.deposit.notNeeded')}</p>
        {backLink}
      </section>
    );
  }
  return (
    <section className={booking.step} aria-labelledby="page-title">
      <ReservationHeading>{t('reservation.titles.deposit')}</ReservationHeading>
      <p>{t('reservation.deposit.intro', { amount })}</p>
      <div aria-live="polite">
        {view.kind === 'checking' ? <p>{t('reservation.deposit.checking')}</p> : null}
        {view.kind === 'refused' ? (
          <p role="alert" className={booking.errorMessage}>
            {t('reservation.deposit.cardRefused')}
          </p>
        ) : null}
        {view.kind === 'failed' ? (
          <p role="alert" className={booking.errorMessage}>
            {t('booking.errors.unexpected')}
          </p>
        ) : null}
      </div>
      <div className={booking.actions}>
        <Link className={booking.secondaryButton} to={overview}>
          {t('reservation.backToOverview')}
        </Link>
        <button
          type="button"
          className={booking.primaryButton}
          disabled={view.kind === 'opening' || view.kind === 'checking'}
          onClick={() => void open()}
        >
          {view.kind === 'opening' ? t('reservation.deposit.opening') : t('reservation.deposit.go')}
        </button>
      </div>
    </section>
  );
}
