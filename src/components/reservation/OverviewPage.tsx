import { Link } from 'gatsby';
import { useState } from 'react';
import { reportConversion } from '../../affiliate/affiliate-trigger';
import { api, newIdempotencyKey } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { Reservation } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import type { CardDetails } from '../../domain/card';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { BookingError } from '../../machines/booking.machine';
import { money } from '../booking/format';
import { PaymentStep } from '../booking/PaymentStep';
import { PriceLines } from './PriceLines';
import { ReservationHeading } from './ReservationHeading';
import { icelandDateTime, localDateTime } from './reservation-format';
import { LeaseSummary } from '../lease/LeaseSummary';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';

/**
 * The reservation overview (spec §2 /reservation/): what was booked, what was paid and refunded, the
 * payment while a hold runs, and what the customer may still do and until when: "Change booking" opens
 * the edit wizard while `edit.allowed` (until `edit.until`); check-in shows as information.
 */
export function OverviewPage({
  reservation,
  onChange,
}: {
  reservation: Reservation;
  onChange: (reservation: Reservation) => void;
}) {
  const { t, language } = useTranslation();
  const lang = language as LocaleCode;
  const prefix = localePrefix(lang);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<BookingError | null>(null);
  const when = (instant: string) => icelandDateTime(instant, lang);
  const amount = (minor: number) => money(minor, reservation.currency);
  const { vehicle, cancellation, edit, checkInWindow } = reservation;
  const live = ['pending_payment', 'confirmed', 'checked_in'].includes(reservation.status);
  const holdRuns =
    reservation.status === 'pending_payment' &&
    reservation.amountDue > 0 &&
    (!reservation.holdExpiresAt || new Date(reservation.holdExpiresAt) > new Date());
  const refundable = reservation.paid - reservation.refunded;

  const pay = async (card: CardDetails) => {
    if (paying) return;
    setPaying(true);
    setPayError(null);
    try {
      // One key per attempt (docs/api.md Idempotency): a refused card is retried with a new key.
      const answer = await api.payReservation(reservation.reference, card, newIdempotencyKey());
      // A booking whose card was declined is paid here: its affiliate conversion (spec §7, not shown).
      reportConversion(answer.reservation);
      onChange(answer.reservation);
    } catch (error) {
      setPayError(
        error instanceof ApiError
          ? { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) }
          : { code: 'unexpected', message: '' },
      );
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className={styles.overview}>
      <section className={booking.step} aria-labelledby="page-title">
        <ReservationHeading>{t('reservation.overview.title')}</ReservationHeading>
        <div className={styles.headline}>
          <p className={styles.referenceBlock}>
            <span className={booking.muted}>{t('reservation.overview.reference')}</span>
            <span className={booking.reference} data-testid="reservation-reference">
              {reservation.reference}
            </span>
          </p>
          <p className={styles.status} data-status={reservation.status} data-testid="reservation-status">
            {t(`reservation.status.${reservation.status}`)}
          </p>
        </div>
        <p className={booking.muted}>{t('reservation.overview.icelandTime')}</p>

        <h2>{t('reservation.overview.trip')}</h2>
        <p>
          <strong>{vehicle.name ?? vehicle.classId}</strong>{' '}
          {reservation.price.guaranteedModel ? t('booking.summary.guaranteedModel') : t('booking.summary.orSimilar')}
        </p>
        <dl className={booking.trip}>
          <dt>{t('booking.summary.pickup')}</dt>
          <dd data-testid="reservation-pickup">
            {reservation.pickup.location.title}
            <br />
            {localDateTime(reservation.pickup.at, lang)}
          </dd>
          <dt>{t('booking.summary.return')}</dt>
          <dd data-testid="reservation-return">
            {reservation.return.location.title}
            <br />
            {localDateTime(reservation.return.at, lang)}
          </dd>
        </dl>

        {reservation.lease ? <LeaseSummary lease={reservation.lease} /> : null}

        <h2>{t('reservation.overview.drivers')}</h2>
        <ul className={styles.plainList}>
          <li>
            {t('reservation.overview.renter', {
              name: `${reservation.customer.firstName ?? ''} ${reservation.customer.lastName ?? ''}`.trim(),
            })}
          </li>
          <li>
            {reservation.driver
              ? t('reservation.overview.mainDriver', { name: reservation.driver.fullName })
              : t('reservation.overview.renterDrives')}
          </li>
          {reservation.extraDrivers > 0 ? (
            <li>{t('reservation.overview.extraDrivers', { count: reservation.extraDrivers })}</li>
          ) : null}
        </ul>

        <h2>{t('reservation.overview.extras')}</h2>
        <ul className={styles.plainList}>
          {reservation.extras.map((extra) => (
            <li key={extra.id}>{extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name}</li>
          ))}
          {reservation.extras.length === 0 ? <li>{t('reservation.overview.noExtras')}</li> : null}
          <li>{t('reservation.overview.insurance', { name: reservation.insurance.name })}</li>
        </ul>

        <h2>{t('reservation.overview.price')}</h2>
        <PriceLines reservation={reservation} />
        <dl className={styles.amounts}>
          <dt>{t('reservation.overview.paid')}</dt>
          <dd data-testid="reservation-paid">{amount(reservation.paid)}</dd>
          {reservation.refunded > 0 ? (
            <>
              <dt>{t('reservation.overview.refunded')}</dt>
              <dd data-testid="reservation-refunded">{amount(reservation.refunded)}</dd>
            </>
          ) : null}
          {reservation.amountDue > 0 ? (
            <>
              <dt>{t('reservation.overview.amountDue')}</dt>
              <dd>{amount(reservation.amountDue)}</dd>
            </>
          ) : null}
          {reservation.dueAtPickup > 0 ? (
            <>
              <dt>{t('booking.lines.dueAtPickup')}</dt>
              <dd>{amount(reservation.dueAtPickup)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {holdRuns ? (
        <section className={styles.panel} aria-label={t('reservation.overview.payNow')}>
          {reservation.holdExpiresAt ? (
            <p>{t('reservation.overview.holdUntil', { time: when(reservation.holdExpiresAt) })}</p>
          ) : null}
          <PaymentStep
            embedded
            reservation={reservation}
            price={reservation.price}
            error={payError}
            paying={paying}
            checking={false}
            onPay={(card) => void pay(card)}
          />
        </section>
      ) : null}

      <section className={styles.panel} aria-labelledby="can-do-title">
        <h2 id="can-do-title">{t('reservation.overview.canDo')}</h2>
        <ul className={styles.plainList}>
          {live ? (
            <li data-testid="reservation-edit">
              {edit.allowed
                ? t('reservation.overview.editUntil', { time: when(edit.until) })
                : t('reservation.overview.editClosed')}
            </li>
          ) : null}
          {cancellation.allowed ? (
            <li data-testid="reservation-cancellation">
              {cancellation.free
                ? t('reservation.overview.freeCancellationUntil', { time: when(cancellation.freeUntil) })
                : t('reservation.overview.lateCancellation', {
                    fee: amount(cancellation.fee),
                    refund: amount(cancellation.refund),
                  })}
            </li>
          ) : null}
          {reservation.status === 'confirmed' ? (
            <li data-testid="reservation-check-in">
              {checkInWindow.open
                ? t('reservation.overview.checkInOpen')
                : t('reservation.overview.checkInOpens', { time: when(checkInWindow.opensAt) })}
            </li>
          ) : null}
          {reservation.status === 'cancelled' ? <li>{t('reservation.overview.cancelledNote')}</li> : null}
          {reservation.status === 'expired' ? <li>{t('reservation.overview.expiredNote')}</li> : null}
        </ul>
        <div className={styles.panelActions}>
          {reservation.status === 'confirmed' && checkInWindow.open ? (
            <Link
              className={booking.primaryButton}
              to={`${prefix}/reservation/checkin/start/`}
              data-testid="check-in-link"
            >
              {t('checkin.overviewLink')}
            </Link>
          ) : null}
          {reservation.checkIn?.step === 'done' ? (
            <a className={booking.secondaryButton} href={api.contractUrl(reservation.reference)}>
              {t('reservation.overview.contract')}
            </a>
          ) : null}
          {live && edit.allowed && new Date(edit.until) > new Date() ? (
            <Link
              className={booking.secondaryButton}
              to={`${prefix}/reservation/edit/terms/`}
              data-testid="change-booking"
            >
              {t('edit.changeBooking')}
            </Link>
          ) : null}
          {refundable > 0 ? (
            <Link className={booking.secondaryButton} to={`${prefix}/reservation/refund/`}>
              {t('reservation.overview.requestRefund')}
            </Link>
          ) : null}
          {cancellation.allowed ? (
            <Link className={booking.secondaryButton} to={`${prefix}/reservation/cancel/`}>
              {t('reservation.overview.cancel')}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
