import { useSelector } from '@xstate/react';
import { navigate } from 'gatsby';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useGlobalLoading, waitsOnCall } from '../../browser/loading';
import { newIdempotencyKey } from '../../api-client/client';
import type { PriceSummary, SearchOptions } from '../../api-client/types';
import type { BookingVehicleCard } from '../../build/plan-content';
import type { BookingPageContext } from '../../build/pages';
import { onFirstInteraction, whenIdle } from '../../browser/after-page-load';
import { documentNavigation } from '../../browser/document-navigation';
import { developmentInspector } from '../../browser/inspector';
import { checkSession } from '../../browser/session-check';
import { quoteRequestOf, tripOf } from '../../booking/requests';
import type { BookingSearch, SearchRules } from '../../booking/search';
import { loadCouponCode, loadSearch, saveSearch } from '../../booking/search-storage';
import { depositTerms } from '../../config/deposit';
import { businessToday } from '../../domain/dates';
import { localePrefix } from '../../domain/paths';
import { useCurrency } from '../../i18n/use-currency';
import { useTranslation } from '../../i18n/TranslationProvider';
import {
  bookingStepPaths,
  stepOf,
  type BookingSnapshot,
  type BookingStep,
  type ChosenOptions,
} from '../../machines/booking.machine';
import { paymentActorOf } from '../../machines/payment.machine';
import { bookingActor, setBookingSettings } from './booking-actor';
import { defaultOptions } from './default-options';
import { ErrorStep } from './ErrorStep';
import { LoadingBar } from './LoadingBar';
import { Progress } from './Progress';
import { SummaryPanel } from './SummaryPanel';
import {
  latestValue,
  preloadSearchOptions,
  searchRulesOf,
  takeSearchLink,
  useAvailability,
  useQuote,
  useSearchOptions,
} from './use-booking-data';
import { VehiclesStep } from './VehiclesStep';
import * as styles from './booking.module.css';

type BookingActor = ReturnType<typeof bookingActor>;

// The forms of the details and payment steps bring react-hook-form, yup and libphonenumber (about 63 KB
// gzip): chunks of their own, fetched once a later step (the options step on) is idle, so the first
// step, where most visitors stop, does not fetch them at all (issue 30: its budget is 100 KB).
const loadDetailsStep = () => import('./DetailsStep');
const loadPaymentStep = () => import('./PaymentStep');
const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })));
const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })));
// The options and confirmation steps are not the first step's either (issue 30: its budget is 100 KB):
// the first step fetches the options step at the visitor's first touch, before a vehicle is chosen.
const loadOptionsStep = () => import('./OptionsStep');
const loadConfirmationStep = () => import('./ConfirmationStep');
const OptionsStep = lazy(() => loadOptionsStep().then((module) => ({ default: module.OptionsStep })));
const ConfirmationStep = lazy(() => loadConfirmationStep().then((module) => ({ default: module.ConfirmationStep })));

export interface BookingWizardProps {
  context: BookingPageContext & { vehicles: Record<string, BookingVehicleCard> };
}

/**
 * The booking wizard on its pages (spec §2 /book/…). The static HTML holds the frame; in the browser
 * the session check runs first (spec §2 "(session)"), then the wizard's actor decides which step
 * this page may show and the page follows it.
 */
export function BookingWizard({ context }: BookingWizardProps) {
  const [actor, setActor] = useState<BookingActor | null>(null);

  useEffect(() => {
    let live = true;
    // The session check of spec §2 first: it creates the session cookie the booking is proved to.
    // A search link on the vehicle list becomes the session's search before the wizard reads it.
    const checked =
      context.step === 'error'
        ? Promise.resolve()
        : Promise.all([
            checkSession(),
            // The places, extras and covers are in hand before the step shows: the search bar and the
            // options render at once, with no placeholder that would change size (layout shift).
            preloadSearchOptions(context.language),
            context.step === 'vehicles' ? takeSearchLink(context.language, businessToday(new Date())) : undefined,
          ]);
    void checked.then(() => {
      if (!live) return;
      const wizard = bookingActor(context.step, developmentInspector());
      // Before the first step renders: its search bar starts from the search in force.
      adoptKeptSearch(wizard);
      setActor(wizard);
    });
    if (context.step === 'vehicles') {
      onFirstInteraction(() => void loadOptionsStep());
    } else {
      whenIdle(() => {
        void loadOptionsStep();
        void loadDetailsStep();
        void loadPaymentStep();
        void loadConfirmationStep();
      });
    }
    return () => {
      live = false;
    };
    // Once per page: the step of a page never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!actor) return <PendingStep />;
  return <Wizard actor={actor} context={context} />;
}

/**
 * A search made elsewhere (the home page, the header, a search link) since the wizard last ran
 * replaces its own, with the session's coupon code when the search has none. A changed search takes
 * the wizard back to the vehicles step (the booking machine's `search.change`).
 */
function adoptKeptSearch(actor: BookingActor): void {
  const saved = loadSearch(window.sessionStorage);
  const coupon = loadCouponCode(window.sessionStorage);
  const kept = saved && !saved.promoCode && coupon ? { ...saved, promoCode: coupon } : saved;
  if (kept && JSON.stringify(kept) !== JSON.stringify(actor.getSnapshot().context.search)) {
    actor.send({ type: 'search.change', search: kept });
  }
}

/** The wizard's frame while the step to show is not known yet: the same height, no jump. */
function PendingStep() {
  return (
    <div className={styles.wizard}>
      <LoadingBar active />
      <div className={styles.stepPlaceholder} />
    </div>
  );
}

const selectStep = (snapshot: BookingSnapshot) => stepOf(snapshot);
const selectContext = (snapshot: BookingSnapshot) => snapshot.context;
// Paying is not "busy": the customer is on the processor's page, which says what it waits for.
const selectBusy = (snapshot: BookingSnapshot) =>
  snapshot.matches({ details: 'booking' }) || snapshot.matches({ contract: 'checking' });
const selectWaitsOnCall = (snapshot: BookingSnapshot) => waitsOnCall(snapshot) && paymentActorOf(snapshot) === null;
const selectPayment = (snapshot: BookingSnapshot) => paymentActorOf(snapshot);

function Wizard({ actor, context: page }: { actor: BookingActor; context: BookingWizardProps['context'] }) {
  const { language } = useTranslation();
  const [currency] = useCurrency(page.tenant, language);
  setBookingSettings(currency, language);
  const step = useSelector(actor, selectStep);
  const booking = useSelector(actor, selectContext);
  const busy = useSelector(actor, selectBusy);
  const payment = useSelector(actor, selectPayment);
  // The bar at the top of the page runs while a call of the wizard is pending (spec §4).
  useGlobalLoading(useSelector(actor, selectWaitsOnCall));
  const optionsAnswer = useSearchOptions(language);
  const options: SearchOptions | null = optionsAnswer.status === 'done' ? optionsAnswer.value : null;
  const [draftOptions, setDraftOptions] = useState<ChosenOptions | null>(null);
  const today = useMemo(() => businessToday(new Date()), []);

  // This page's step first (a redirect replaces the address), then wherever the wizard goes (a new
  // entry in the history, so the browser's back button goes to the previous step).
  const navigatedTo = useRef<BookingStep | null>(null);
  useEffect(() => {
    const go = (to: BookingStep, replace: boolean) => {
      navigatedTo.current = to;
      const path = `${localePrefix(page.language)}${bookingStepPaths[to]}`;
      // The payment step opens with a page load of its own (issues 37, 38): no script an earlier page
      // started (the chat's, say) runs beside the payment. The wizard's context is in session storage.
      if (to === 'contract') documentNavigation(path, replace);
      else void navigate(path, { replace });
    };
    if (navigatedTo.current === null) {
      // An actor made for this page has routed itself here already and ignores this (booking.machine.ts).
      actor.send({ type: 'step.enter', step: page.step });
      const now = stepOf(actor.getSnapshot());
      if (now !== page.step) go(now, true);
      else navigatedTo.current = now;
      return;
    }
    // Read the actor, not the rendered step: the render may be older than the last event.
    const now = stepOf(actor.getSnapshot());
    if (now !== page.step && now !== navigatedTo.current) go(now, false);
  }, [actor, step, page.step, page.language]);

  const trip = tripOf(booking.search, currency, language);
  const availability = useAvailability(step === 'vehicles' ? trip : null);
  const quoteOptions = step === 'options' ? (draftOptions ?? booking.options) : booking.options;
  const { vehicle } = booking;
  const quotes = step === 'vehicles' || step === 'options' || step === 'details';
  const quote = useQuote(
    trip && vehicle && quotes
      ? quoteRequestOf(trip, vehicle.classId, quoteOptions ?? (options ? defaultOptions(options) : null))
      : null,
  );
  const quoted = latestValue(quote);
  // Once booked, the price is the one frozen with the reservation.
  const price: PriceSummary | null =
    (step === 'contract' || step === 'confirmation') && booking.reservation?.price
      ? booking.reservation.price
      : booking.vehicle && quoted
        ? quoted.quote.price
        : null;

  const rules: SearchRules | null = options ? searchRulesOf(options) : null;

  const onSearch = (search: BookingSearch) => {
    saveSearch(window.sessionStorage, search);
    actor.send({ type: 'search.change', search });
  };

  if (step !== page.step) return <PendingStep />;

  return (
    <div className={styles.wizard}>
      <LoadingBar active={busy || availability?.status === 'loading' || quote?.status === 'loading'} />
      {step !== 'error' ? <Progress step={step} /> : null}
      <div className={styles.columns} data-step={step}>
        <div className={styles.stepColumn}>
          <Suspense fallback={<div className={styles.stepPlaceholder} />}>
            {step === 'vehicles' ? (
              <VehiclesStep
                search={booking.search}
                rules={rules}
                today={today}
                availability={availability}
                cards={page.vehicles}
                options={options}
                error={booking.error}
                couponCode={loadCouponCode(window.sessionStorage)}
                onSearch={onSearch}
                onSelect={(vehicle) => actor.send({ type: 'vehicle.select', vehicle })}
              />
            ) : null}
            {step === 'options' ? (
              options ? (
                <OptionsStep
                  options={options}
                  currency={currency}
                  initial={booking.options}
                  onChange={setDraftOptions}
                  onSubmit={(chosen) => actor.send({ type: 'options.submit', options: chosen })}
                  onBack={() => actor.send({ type: 'back' })}
                />
              ) : (
                <div className={styles.stepPlaceholder} />
              )
            ) : null}
            {step === 'details' ? (
              <DetailsStep
                today={today}
                initial={booking.details}
                error={booking.error}
                submitting={busy}
                onSubmit={(details) =>
                  actor.send({ type: 'details.submit', details, idempotencyKey: newIdempotencyKey() })
                }
                onBack={() => actor.send({ type: 'back' })}
              />
            ) : null}
            {step === 'contract' && booking.reservation ? (
              <PaymentStep
                reservation={booking.reservation}
                price={price}
                error={booking.error}
                payment={payment}
                checking={busy}
                onPay={() => actor.send({ type: 'payment.start', idempotencyKey: newIdempotencyKey() })}
                onBack={() => actor.send({ type: 'back' })}
                depositReleaseDays={depositTerms[page.tenant].releaseDaysAfterReturn}
              />
            ) : null}
            {step === 'confirmation' && booking.reservation ? (
              <ConfirmationStep
                reservation={booking.reservation}
                details={booking.details}
                onRestart={() => actor.send({ type: 'restart' })}
              />
            ) : null}
            {step === 'error' ? (
              <ErrorStep
                error={booking.error}
                reservation={booking.reservation}
                onRetryPayment={() => actor.send({ type: 'payment.retry' })}
                onRestart={() => actor.send({ type: 'restart' })}
              />
            ) : null}
          </Suspense>
        </div>
        {step !== 'error' ? (
          <SummaryPanel
            search={booking.search}
            vehicle={booking.vehicle}
            price={price}
            pending={quote?.status === 'loading'}
            options={options}
          />
        ) : null}
      </div>
    </div>
  );
}

export type { BookingStep };
