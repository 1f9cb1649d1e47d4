import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { BookingDriver, Customer, PriceSummary, TripDetails } from '../api-client/types';
import type { BookingSearch } from '../booking/search';
import { isSearchComplete } from '../booking/search-rules';
import { bookingPagePaths, type BookingPageStep } from '../build/pages';
import type { Currency } from '../config/currencies';
import { bookingErrorOf, type BookingError } from './errors';
import { paymentKeyToStart, paymentMachine, paymentOutputOf, settledPayment } from './payment.machine';
import { paymentStepGuards, paymentStepStates } from './payment-step';
import { stepTransitions } from './step-routing';

export { bookingErrorOf, type BookingError } from './errors';

/**
 * The booking wizard's steps (spec §4 Wizard order: vehicles, options, details, contract, confirmation,
 * with an error page). `contract` is the step where the rental terms are accepted and the amount due
 * now is paid; its route is /book/payment/ (spec §2).
 */
export type BookingStep = BookingPageStep;
export const bookingSteps = Object.keys(bookingPagePaths) as BookingStep[];

/** The vehicle class the visitor chose on the vehicles step. */
export interface ChosenVehicle {
  classId: string;
  /** The content document with the class's pictures and texts. */
  vehicleDocumentId: string;
  name: string;
}

export interface ChosenOptions {
  extras: { id: string; quantity: number }[];
  /** null: the included cover. */
  insuranceId: string | null;
  extraDrivers: number;
}

/** What the details step collects (spec §2: Personal Information, Drivers, Trip Details). */
export interface BookingDetails {
  customer: Customer;
  /** "Will you drive the car?": Yes (true) or Someone else (false) (spec §3 Driver). */
  mainDriver: boolean;
  driver?: BookingDriver;
  trip: TripDetails;
}

/** The reservation as the wizard keeps it after booking. Amounts in minor units of `currency`. */
export interface BookedReservation {
  reference: string;
  status: string;
  currency: Currency;
  total: number;
  amountDue: number;
  holdExpiresAt: string | null;
  /** The price frozen at booking, for the summary of the last steps. */
  price?: PriceSummary;
}

export interface BookingContext {
  search: BookingSearch | null;
  vehicle: ChosenVehicle | null;
  options: ChosenOptions | null;
  details: BookingDetails | null;
  /** The Idempotency-Key of the booking request: a repeated submit or a reload never books twice. */
  bookingKey: string | null;
  reservation: BookedReservation | null;
  /**
   * The Idempotency-Key of the payment attempt under way: kept until the attempt fails or is given up,
   * so a second press or a reload answers the same attempt and the same processor page.
   */
  paymentKey: string | null;
  /** The last failure: shown on the step it happened on, or on the error page. */
  error: BookingError | null;
  /** The step the page in the address bar asked for; the machine may send the visitor elsewhere. */
  requestedStep: BookingStep;
}

/** The part of the context that is kept in session storage (`book-rentals`) to survive a reload. */
export type SavedBooking = Omit<BookingContext, 'requestedStep'>;

export const emptyBooking: SavedBooking = {
  search: null,
  vehicle: null,
  options: null,
  details: null,
  bookingKey: null,
  reservation: null,
  paymentKey: null,
  error: null,
};

export interface BookingInput {
  saved: SavedBooking | null;
  /** The step of the page the visitor opened (or reloaded). */
  step: BookingStep;
}

export interface BookInput {
  context: BookingContext;
  idempotencyKey: string;
}

export type BookingEvent =
  /** A booking page was opened: its step (spec §2 routes). */
  | { type: 'step.enter'; step: BookingStep }
  /** A new search from the search bar: what was chosen for the old one no longer applies. */
  | { type: 'search.change'; search: BookingSearch }
  | { type: 'vehicle.select'; vehicle: ChosenVehicle }
  | { type: 'options.submit'; options: ChosenOptions }
  /** The details form passed its checks; the key is new for these details. */
  | { type: 'details.submit'; details: BookingDetails; idempotencyKey: string }
  /**
   * Pay the amount due now on the processor's page; the key is new for each press, and used only when
   * no attempt is under way (the attempt's own key is kept until it fails).
   */
  | { type: 'payment.start'; idempotencyKey: string }
  /** Back to the previous step. */
  | { type: 'back' }
  /** From the error page: try to pay again while the reservation is held. */
  | { type: 'payment.retry' }
  /** Start a new booking with the same search. */
  | { type: 'restart' };

const reservationExpiredMessage = 'This reservation was not paid in time and has expired. Please book again.';

const stepOrder: readonly BookingStep[] = ['vehicles', 'options', 'details', 'contract', 'confirmation'];

/** Everything chosen after the search: a new booking keeps only the search. */
const noBooking = {
  vehicle: null,
  options: null,
  details: null,
  bookingKey: null,
  reservation: null,
  paymentKey: null,
  error: null,
};

/** One transition per step, in wizard order, to the step `stepIn` names (transient routing states). */
const toStep = (stepIn: (context: BookingContext) => BookingStep) => stepTransitions(bookingSteps, stepIn);

/** A reservation whose booking is paid (docs/api.md Reservation statuses). */
function isPaidReservation(reservation: BookedReservation | null): boolean {
  return reservation?.status === 'confirmed' || reservation?.status === 'checked_in';
}

/**
 * The furthest step the context allows. The vehicles step needs nothing (without a search it shows the
 * search bar); options need a vehicle; details need the options; the contract needs a reservation that
 * waits for payment; the confirmation a reservation that is paid.
 */
export function furthestStep(context: SavedBooking): BookingStep {
  if (isPaidReservation(context.reservation)) return 'confirmation';
  if (!isSearchComplete(context.search) || !context.vehicle) return 'vehicles';
  if (!context.options) return 'options';
  if (!context.details || context.reservation?.status !== 'pending_payment') return 'details';
  return 'contract';
}

/** Whether the visitor may be on `step` with this context. */
export function canEnter(step: BookingStep, context: SavedBooking): boolean {
  if (step === 'error') return context.error !== null;
  const furthest = furthestStep(context);
  // A paid booking is over: the steps before it start a new one (see `startOver` below).
  if (furthest === 'confirmation') return step === 'confirmation' || step === 'vehicles';
  // Once booked, the contract is the way on; earlier steps may still be visited to change the booking.
  return stepOrder.indexOf(step) <= stepOrder.indexOf(furthest) && step !== 'confirmation';
}

/**
 * Failures of a payment that end on the error page (with "Try another card" while the reservation is
 * held); others (a payment cancelled on the processor's page, a lost connection) stay on the step.
 */
const paymentRefusals = new Set([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_failed',
  'test_mode_live_card',
  'reservation_expired',
  'reservation_cancelled',
]);

/** Paid: the confirmation; a refusal the booking cannot recover from: the error page. */
const bookingPayment = paymentStepStates({
  reference: (context: BookingContext) => context.reservation?.reference ?? '',
  waiting: 'ready',
  paid: '#booking.confirmation',
  outcomes: [{ guard: 'isRefused?', target: '#booking.error', actions: 'settlePayment' }],
});

/**
 * The booking wizard (spec §4 Wizard order). Pure: the requests are the `book` and `loadReservation`
 * actors and the `payment` machine (src/machines/payment.machine.ts, with its own actors) supplied by
 * the caller with `provide`, each key comes with its event, and
 * nothing reads the clock. The pages (src/components/booking) send `step.enter` with the step of their
 * route; the `routing` state then moves to that step if the context allows it, or to the furthest one it
 * does (`furthestStep`), and the page follows the state's step in the address bar. The context is kept
 * in session storage by the caller, so a reload at any step comes back to the same step.
 */
export const bookingMachine = setup({
  types: {
    input: {} as BookingInput,
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    /** Supplied by the caller: POST /api/reservations with the key; resolves to the reservation. */
    book: fromPromise<BookedReservation, BookInput>(() => Promise.reject(new Error('book is not provided'))),
    /** Supplied by the caller: the payment machine with its actors (POST …/payments, …/result). */
    payment: paymentMachine,
    /** Supplied by the caller: GET /api/reservations/{reference}; resolves to the reservation. */
    loadReservation: fromPromise<BookedReservation, { reference: string }>(() =>
      Promise.reject(new Error('loadReservation is not provided')),
    ),
  },
  guards: {
    canEnterRequested: ({ context }) => canEnter(context.requestedStep, context),
    'isRequestedStep?': ({ context, event }) => event.type === 'step.enter' && event.step === context.requestedStep,
    isPaid: ({ context }) => isPaidReservation(context.reservation),
    isHeld: ({ context }) => context.reservation?.status === 'pending_payment',
    ...paymentStepGuards,
    'isRefused?': ({ event }) => {
      const output = paymentOutputOf(event);
      return output.status === 'failed' && paymentRefusals.has(output.error.code);
    },
    isSoldOut: ({ event }) =>
      'error' in event && bookingErrorOf((event as { error: unknown }).error).code === 'sold_out',
    hasFieldErrors: ({ event }) =>
      'error' in event && bookingErrorOf((event as { error: unknown }).error).fields !== undefined,
  },
  actions: {
    request: assign({
      requestedStep: ({ event, context }) => (event.type === 'step.enter' ? event.step : context.requestedStep),
    }),
    /** A paid booking is over: opening the vehicles step again starts a new one with the same search. */
    startOverIfPaid: assign(({ context }) =>
      context.requestedStep === 'vehicles' && isPaidReservation(context.reservation) ? noBooking : {},
    ),
    clearError: assign({ error: null }),
    setError: assign({ error: ({ event }) => bookingErrorOf((event as { error?: unknown }).error) }),
    setSearch: assign(({ event }) =>
      event.type === 'search.change'
        ? { search: event.search, vehicle: null, options: null, bookingKey: null, reservation: null, error: null }
        : {},
    ),
    setVehicle: assign(({ event, context }) =>
      event.type === 'vehicle.select'
        ? {
            vehicle: event.vehicle,
            // Options of another class may not exist for this one.
            options: context.vehicle?.classId === event.vehicle.classId ? context.options : null,
            reservation: null,
            bookingKey: null,
            error: null,
          }
        : {},
    ),
    setOptions: assign(({ event }) =>
      event.type === 'options.submit'
        ? { options: event.options, reservation: null, bookingKey: null, error: null }
        : {},
    ),
    setDetails: assign(({ event }) =>
      event.type === 'details.submit'
        ? { details: event.details, bookingKey: event.idempotencyKey, reservation: null, error: null }
        : {},
    ),
    setReservation: assign({
      reservation: ({ event }) => (event as unknown as { output: BookedReservation }).output,
      error: null,
    }),
    /** A sold-out class: choose another vehicle; the error explains why. */
    dropVehicle: assign({ vehicle: null, options: null, reservation: null, bookingKey: null }),
    restart: assign(noBooking),
    startPayment: assign({
      paymentKey: ({ context, event }) => paymentKeyToStart(context.paymentKey, event),
      error: null,
    }),
    /** The payment's outcome: the reservation as it now stands, and the attempt's key when it is over. */
    settlePayment: assign(({ context, event }) => settledPayment<BookedReservation | null>(event, context)),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({ ...emptyBooking, ...input.saved, requestedStep: input.step }),
  initial: 'routing',
  on: {
    'step.enter': [
      // The page of the step the wizard was made for, or last told of: nothing to route. A restored
      // payment step may have gone on before its page said so (its payment refused, the error in hand),
      // and its routing would look the reservation up again and drop that error.
      { guard: 'isRequestedStep?' },
      { target: '.routing', actions: 'request' },
    ],
    'search.change': { target: '.vehicles', actions: 'setSearch' },
  },
  states: {
    routing: {
      entry: 'startOverIfPaid',
      always: [{ guard: 'canEnterRequested', target: 'entering' }, { target: 'redirecting' }],
    },
    // Two transient states so each target is a plain state id: the chart shows every route.
    entering: { always: toStep((context) => context.requestedStep) },
    redirecting: { always: toStep(furthestStep) },
    vehicles: {
      on: {
        'vehicle.select': { target: 'options', actions: 'setVehicle' },
        restart: { actions: 'restart' },
      },
    },
    options: {
      on: {
        'options.submit': { target: 'details', actions: 'setOptions' },
        back: { target: 'vehicles', actions: 'clearError' },
      },
    },
    details: {
      initial: 'editing',
      on: { back: { target: 'options', actions: 'clearError' } },
      states: {
        editing: {
          on: { 'details.submit': { target: 'booking', actions: 'setDetails' } },
        },
        booking: {
          invoke: {
            src: 'book',
            input: ({ context }) => ({ context, idempotencyKey: context.bookingKey ?? '' }),
            onDone: { target: '#booking.contract', actions: 'setReservation' },
            onError: [
              { guard: 'isSoldOut', target: '#booking.vehicles', actions: ['setError', 'dropVehicle'] },
              { guard: 'hasFieldErrors', target: 'editing', actions: 'setError' },
              { target: '#booking.error', actions: 'setError' },
            ],
          },
        },
      },
    },
    contract: {
      initial: 'checking',
      on: { back: { target: 'details', actions: 'clearError' } },
      states: {
        // A reload during a payment may have missed its answer: ask the server how the reservation stands.
        checking: {
          invoke: {
            src: 'loadReservation',
            input: ({ context }) => ({ reference: context.reservation?.reference ?? '' }),
            onDone: { target: 'decidingAfterCheck', actions: 'setReservation' },
            // Unknown to this session or unreachable: the form still works and the payment will say why.
            onError: { target: 'ready' },
          },
        },
        decidingAfterCheck: {
          always: [
            { guard: 'isPaid', target: '#booking.confirmation' },
            // A reload during a payment: the same key answers the same attempt and processor page.
            { guard: 'isHeld', target: 'resuming' },
            {
              target: '#booking.error',
              actions: assign({ error: { code: 'reservation_expired', message: reservationExpiredMessage } }),
            },
          ],
        },
        resuming: {
          always: [{ guard: 'hasPaymentUnderway?', target: 'paying' }, { target: 'ready' }],
        },
        ready: bookingPayment.waiting,
        // The processor's page shows in the step while the payment machine awaits the customer.
        paying: bookingPayment.paying,
      },
    },
    confirmation: {
      on: { restart: { target: 'vehicles', actions: 'restart' } },
    },
    error: {
      on: {
        'payment.retry': [
          { guard: 'isHeld', target: 'contract', actions: 'clearError' },
          { target: 'vehicles', actions: 'restart' },
        ],
        restart: { target: 'vehicles', actions: 'restart' },
      },
    },
  },
});

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The step a snapshot is on: its top-level state, or the requested step while routing. */
export function stepOf(snapshot: BookingSnapshot): BookingStep {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
  return (bookingSteps as readonly string[]).includes(top) ? (top as BookingStep) : snapshot.context.requestedStep;
}

/** The context to keep in session storage. */
export function savedBookingOf(snapshot: BookingSnapshot): SavedBooking {
  const { requestedStep: _requestedStep, ...saved } = snapshot.context;
  return saved;
}

/** The route of each step, without the locale prefix (spec §2). */
export const bookingStepPaths: Record<BookingStep, string> = bookingPagePaths;

/** The step whose route is `originalPath`, or null. */
export function stepOfPath(originalPath: string): BookingStep | null {
  const entry = Object.entries(bookingStepPaths).find(([, path]) => path === originalPath);
  return entry ? (entry[0] as BookingStep) : null;
}
