import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../api-client/client';
import type { BookingVehicleCard } from '../../build/plan-content';
import type { LeasePageContext } from '../../build/pages';
import { checkSession } from '../../browser/session-check';
import { depositTerms } from '../../config/deposit';
import { leaseSettings } from '../../config/lease';
import { businessToday } from '../../domain/dates';
import { useCurrency } from '../../i18n/use-currency';
import { useTranslation } from '../../i18n/TranslationProvider';
import { leaseStepOf, type LeaseSnapshot } from '../../machines/lease.machine';
import { paymentActorOf } from '../../machines/payment.machine';
import { isStable } from '../../machines/persist';
import { preparePhotoInCanvas } from '../checkin/licence-canvas';
import type { PreparePhoto } from '../checkin/licence-image';
import { bookedReservationOf } from '../booking/booked-reservation';
import { LoadingBar } from '../booking/LoadingBar';
import { useSearchOptions } from '../booking/use-booking-data';
import { Picture } from '../ui/Picture';
import { leaseActor, type LeaseActor } from './lease-actor';
import { LeaseConfirmation } from './LeaseConfirmation';
import { LeasePhotosStep } from './LeasePhotosStep';
import { LeaseSearchStep } from './LeaseSearchStep';
import { LesseeStep } from './LesseeStep';
import * as booking from '../booking/booking.module.css';
import * as styles from './lease.module.css';

// The payment is the booking's payment step (the way to the processor's page), in its own chunk as there.
const PaymentStep = lazy(() => import('../booking/PaymentStep').then((module) => ({ default: module.PaymentStep })));

export interface LeaseWizardProps {
  context: LeasePageContext & { vehicles: BookingVehicleCard[] };
  /** Tests stand in for the canvas. */
  preparePhoto?: PreparePhoto;
}

/** The vehicle of a `?vehicle=` link, read once and taken out of the address (it is not a different page). */
function takeVehicleParam(): string | null {
  const url = new URL(window.location.href);
  const vehicle = url.searchParams.get('vehicle');
  if (vehicle !== null) {
    url.searchParams.delete('vehicle');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return vehicle;
}

/**
 * The lease page (issue 15, `/lease/`): the session check, then the lease machine's steps. A vehicle
 * page's link names the car (`?vehicle=classCode`).
 */
export function LeaseWizard({ context, preparePhoto = preparePhotoInCanvas }: LeaseWizardProps) {
  const [actor, setActor] = useState<LeaseActor | null>(null);
  useEffect(() => {
    let live = true;
    const vehicle = takeVehicleParam();
    void checkSession().then(() => {
      if (live)
        setActor(leaseActor(vehicle && context.vehicles.some((car) => car.classCode === vehicle) ? vehicle : null));
    });
    return () => {
      live = false;
    };
    // Once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!actor) return <Pending />;
  return <LeaseSteps actor={actor} context={context} preparePhoto={preparePhoto} />;
}

function Pending() {
  return (
    <div className={booking.wizard}>
      <LoadingBar active />
      <div className={booking.stepPlaceholder} />
    </div>
  );
}

const selectStep = (snapshot: LeaseSnapshot) => leaseStepOf(snapshot);
const selectContext = (snapshot: LeaseSnapshot) => snapshot.context;
const selectBooking = (snapshot: LeaseSnapshot) => snapshot.matches({ details: 'booking' });
const selectPayment = (snapshot: LeaseSnapshot) => paymentActorOf(snapshot);

function LeaseSteps({
  actor,
  context: page,
  preparePhoto,
}: {
  actor: LeaseActor;
  context: LeaseWizardProps['context'];
  preparePhoto: PreparePhoto;
}) {
  const { t, language } = useTranslation();
  const [currency] = useCurrency(page.tenant, language);
  const step = useSelector(actor, selectStep);
  const lease = useSelector(actor, selectContext);
  const bookingLease = useSelector(actor, selectBooking);
  const payment = useSelector(actor, selectPayment);
  const options = useSearchOptions(language);
  const today = useMemo(() => businessToday(new Date()), []);
  const settings = leaseSettings[page.tenant];
  const vehicle = page.vehicles.find((car) => car.classCode === (lease.search?.classId ?? lease.classId));
  // The payment step opens with a page load of its own (issues 37, 38): the flow, stored at its stable
  // states, is restored there.
  const firstStep = useRef(step);
  const stable = useSelector(actor, isStable);
  useEffect(() => {
    if (step === 'payment' && firstStep.current !== 'payment' && stable) window.location.reload();
  }, [step, stable]);

  if (!settings) return null;
  if (options.status !== 'done') {
    return options.status === 'failed' ? (
      <p role="alert" className={booking.errorMessage}>
        {t('booking.errors.unexpected')}
      </p>
    ) : (
      <Pending />
    );
  }
  const reservation = lease.reservation;
  const booked = reservation ? bookedReservationOf(reservation) : null;

  return (
    <div className={styles.page}>
      <LoadingBar active={bookingLease} />
      <p className={booking.muted}>{t('lease.progress', { step: stepNumber(step), steps: 4 })}</p>
      {vehicle && step !== 'confirmation' ? (
        <div className={styles.vehicle}>
          {vehicle.image ? <Picture image={vehicle.image} sizes="96px" className={styles.thumbnail} /> : null}
          <p>
            <strong>{vehicle.title}</strong> {t('vehicles.orSimilar')}
          </p>
        </div>
      ) : null}
      <Suspense fallback={<div className={booking.stepPlaceholder} />}>
        {step === 'search' ? (
          <LeaseSearchStep
            settings={settings}
            options={options.value}
            vehicles={page.vehicles}
            initial={lease.search}
            classId={lease.classId}
            today={today}
            currency={currency}
            language={language}
            error={lease.error}
            onSubmit={(search) => actor.send({ type: 'search.submit', search })}
          />
        ) : null}
        {step === 'details' && lease.search ? (
          <LesseeStep
            today={today}
            search={lease.search}
            initial={lease.lessee}
            error={lease.error}
            submitting={bookingLease}
            onSubmit={(lessee) => actor.send({ type: 'details.submit', lessee, idempotencyKey: newIdempotencyKey() })}
            onBack={() => actor.send({ type: 'back' })}
          />
        ) : null}
        {step === 'photos' && reservation ? (
          <LeasePhotosStep
            reservation={reservation}
            preparePhoto={preparePhoto}
            onDone={() => actor.send({ type: 'photos.done' })}
            onBack={() => actor.send({ type: 'back' })}
          />
        ) : null}
        {step === 'payment' && booked ? (
          <PaymentStep
            reservation={booked}
            price={reservation?.price ?? null}
            error={lease.error}
            payment={payment}
            checking={false}
            onPay={() => actor.send({ type: 'payment.start', idempotencyKey: newIdempotencyKey() })}
            depositReleaseDays={depositTerms[page.tenant].releaseDaysAfterReturn}
          />
        ) : null}
        {step === 'confirmation' && reservation ? (
          <LeaseConfirmation reservation={reservation} language={language} />
        ) : null}
      </Suspense>
    </div>
  );
}

function stepNumber(step: ReturnType<typeof leaseStepOf>): number {
  return { search: 1, details: 2, photos: 2, payment: 3, confirmation: 4 }[step];
}
