import { Link } from 'gatsby';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { reportConversion } from '../../affiliate/affiliate-trigger';
import { api } from '../../api-client/client';
import { send } from '../../api-client/send';
import type { Reservation } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { businessToday } from '../../domain/dates';
import { localePrefix } from '../../domain/paths';
import { tripConditionsShown } from '../../domain/trip-window';
import { formatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/TranslationProvider';
import { paymentPendingError, type BookingError } from '../../machines/errors';
import type { PaymentOutput } from '../../machines/payment.machine';
import { money } from '../booking/format';
import { PaymentStep } from '../booking/PaymentStep';
import { providePayment } from '../payment/payment-actors';
import { usePayment } from '../payment/use-payment';
import { PriceLines } from './PriceLines';
import { ReservationHeading } from './ReservationHeading';
import { icelandDateTime, localDateTime } from './reservation-format';
import { LeaseSummary } from '../lease/LeaseSummary';
import * as booking from '../booking/booking.module.css';
import * as styles from './reservation.module.css';

// The trip's roads and weather (issue 40): a chunk of its own, fetched only when its window is open.
const TripConditionsPanel = lazy(() => import('./TripConditions'));

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
  const [payError, setPayError] = useState<BookingError | null>(null);
  // A booking whose card was declined is paid here: its affiliate conversion (spec §7, not shown).
  const paymentMachine = useMemo(
    () => providePayment(api, { flow: 'overview', reservationOf: (answer) => answer, onPaid: reportConversion }),
    [],
  );
  const { payment, start: startPayment } = usePayment(
    paymentMachine,
    reservation.reference,
    (output: PaymentOutput) => {
      if ('reservation' in output && output.reservation) onChange(output.reservation as Reservation);
      setPayError(output.status === 'failed' ? output.error : output.status === 'pending' ? paymentPendingError : null);
    },
  );
  const when = (instant: string) => icelandDateTime(instant, lang);
  const amount = (minor: number) => money(minor, reservation.currency);
  const { vehicle, cancellation, edit, checkInWindow } = reservation;
  const live = ['pending_payment', 'confirmed', 'checked_in'].includes(reservation.status);
  const holdRuns =
    reservation.status === 'pending_payment' &&
    reservation.amountDue > 0 &&
    (!reservation.holdExpiresAt || new Date(reservation.holdExpiresAt) > new Date());
  const refundable = reservation.paid - reservation.refunded;
  const showTrip =
    live &&
    !reservation.lease &&
    tripConditionsShown({ pickupLocal: reservation.pickup.at, returnLocal: reservation.return.at }, new Date());
  // The ledger's totals (issue 26); the reservation's own figures before the ledger existed.
  const refunded = reservation.payments?.refunded ?? reservation.refunded;

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
          {refunded > 0 ? (
            <>
              <dt>{t('reservation.overview.refunded')}</dt>
              <dd data-testid="reservation-refunded">{amount(refunded)}</dd>
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
        <DepositState reservation={reservation} />
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
            payment={payment}
            checking={false}
            onPay={startPayment}
          />
        </section>
      ) : null}

      {showTrip ? (
        <Suspense fallback={null}>
          <TripConditionsPanel reference={reservation.reference} />
        </Suspense>
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
          <ConditionEntry reservation={reservation} />
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

/**
 * The condition walk's entry (issue 39): "Record the car's condition" while a stage is open for the
 * customer, and the condition report once there is one. The walk itself is a chunk of its own.
 */
function ConditionEntry({ reservation }: { reservation: Reservation }) {
  const { t, language } = useTranslation();
  const condition = useConditionLinks(reservation);
  if (!condition) return null;
  return (
    <>
      {condition.open ? (
        <Link
          className={booking.primaryButton}
          to={`${localePrefix(language as LocaleCode)}/reservation/condition/`}
          data-testid="condition-link"
        >
          {t('condition.overview.record')}
        </Link>
      ) : null}
      {condition.report ? (
        <a
          className={booking.secondaryButton}
          href={`${condition.report}?lang=${language}`}
          data-testid="condition-report-link"
        >
          {t('condition.overview.report')}
        </a>
      ) : null}
    </>
  );
}

type ConditionLinks = { open: string | null; report: string | null };

/**
 * The walk's link data: the reservation answer's `condition` (GET /api/reservations/{reference} carries
 * it); an answer without it (a payment's) is completed, for a reservation whose car may be out (checked
 * in, or confirmed with a self-service pickup), by the condition record's `open` and `report`, read once.
 */
function useConditionLinks(reservation: Reservation): ConditionLinks | null {
  const given = reservation.condition;
  const mayBeOut =
    reservation.status === 'checked_in' || (reservation.status === 'confirmed' && reservation.selfService);
  const [read, setRead] = useState<ConditionLinks | null>(null);
  useEffect(() => {
    if (given !== undefined || !mayBeOut) return;
    const controller = new AbortController();
    send<{ condition: ConditionLinks }>(`/api/reservations/${encodeURIComponent(reservation.reference)}/condition`, {
      signal: controller.signal,
    })
      .then(({ condition }) => setRead({ open: condition.open, report: condition.report }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [given, mayBeOut, reservation.reference]);
  return given === undefined ? read : given;
}

/**
 * The deposit as the ledger holds it (issue 26): not yet held (at check-in), held with its amount and
 * the day it is released, released, or (partly) captured for damage.
 */
function DepositState({ reservation }: { reservation: Reservation }) {
  const { t, language } = useTranslation();
  const deposit = reservation.deposit;
  if (!deposit || deposit.amount <= 0) return null;
  const amount = (minor: number) => money(minor, reservation.currency);
  const day = (instant: string) =>
    formatDate(businessToday(new Date(instant)), language as LocaleCode, { dateStyle: 'long' });
  let text: string;
  switch (deposit.status) {
    case 'held':
      text = deposit.releaseOn
        ? t('reservation.overview.depositHeldUntil', {
            amount: amount(deposit.heldAmount),
            date: day(deposit.releaseOn),
          })
        : t('reservation.overview.depositHeld', { amount: amount(deposit.heldAmount) });
      break;
    case 'released':
      text = t('reservation.overview.depositReleased', { amount: amount(deposit.amount) });
      break;
    case 'captured':
    case 'partly_captured':
      text = t('reservation.overview.depositCaptured', {
        captured: amount(deposit.capturedAmount),
        amount: amount(deposit.amount),
      });
      break;
    default:
      if (!deposit.holdRefused && !['pending_payment', 'confirmed'].includes(reservation.status)) return null;
      text = t('reservation.overview.depositNotHeld', { amount: amount(deposit.amount) });
  }
  // What the processor has not confirmed yet, and what it refused (that did not happen).
  const notes: { key: string; text: string }[] = [];
  if (deposit.pending.capture > 0) {
    notes.push({
      key: 'pending-capture',
      text: t('reservation.overview.depositPendingCapture', { amount: amount(deposit.pending.capture) }),
    });
  }
  if (deposit.pending.release > 0) {
    notes.push({
      key: 'pending-release',
      text: t('reservation.overview.depositPendingRelease', { amount: amount(deposit.pending.release) }),
    });
  }
  if (deposit.pending.renewal)
    notes.push({ key: 'pending-renewal', text: t('reservation.overview.depositPendingRenewal') });
  const lastFailure = deposit.failures.at(-1);
  if (lastFailure?.action === 'capture' && deposit.pending.capture === 0) {
    notes.push({
      key: 'capture-failed',
      text: t('reservation.overview.depositCaptureFailed', { amount: amount(lastFailure.amount) }),
    });
  }
  if (lastFailure?.action === 'release' && deposit.status === 'held' && deposit.pending.release === 0) {
    notes.push({
      key: 'release-failed',
      text: t('reservation.overview.depositReleaseFailed', { amount: amount(lastFailure.amount) }),
    });
  }
  if (deposit.renewalFailed && deposit.lapsesOn) {
    notes.push({
      key: 'renewal-failed',
      text: t('reservation.overview.depositRenewalFailed', { date: day(deposit.lapsesOn) }),
    });
  }
  const askToAuthorise = deposit.holdRefused && ['confirmed', 'checked_in'].includes(reservation.status);
  return (
    <>
      <p data-testid="reservation-deposit" data-status={deposit.status}>
        {askToAuthorise ? t('reservation.overview.depositRefused', { amount: amount(deposit.amount) }) : text}
      </p>
      {notes.map((note) => (
        <p key={note.key} data-testid="reservation-deposit-note" data-note={note.key}>
          {note.text}
        </p>
      ))}
      {askToAuthorise ? (
        <p>
          <Link className={booking.secondaryButton} to={`${localePrefix(language as LocaleCode)}/reservation/deposit/`}>
            {t('reservation.overview.depositAuthorise')}
          </Link>
        </p>
      ) : null}
      {deposit.captureReasons.map((reason, index) => (
        <p key={index} data-testid="reservation-deposit-reason">
          {t('reservation.overview.depositCaptureReason', { reason })}
        </p>
      ))}
    </>
  );
}
