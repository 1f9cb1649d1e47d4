import { and, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import type { BookingDriver, Customer, ReservationStatus, TripDetails } from '../api-client/types';
import type { Currency } from '../config/currencies';
import { bookingErrorOf, type BookingError } from './errors';
import { paymentKeyToStart, paymentMachine, settledPayment } from './payment.machine';
import { paymentStepGuards, paymentStepStates } from './payment-step';
import { busyTag } from './persist';
import { isStepEntered, stepTransitions } from './step-routing';

/** The edit wizard's steps (spec §4 Wizard order: terms, details, options, payment). */
export const editSteps = ['terms', 'details', 'options', 'payment'] as const;
export type EditStep = (typeof editSteps)[number];

/** What the edit wizard needs of a proven reservation (docs/api.md GET /api/reservations/{reference}). */
export interface EditableReservation {
  reference: string;
  status: ReservationStatus;
  currency: Currency;
  total: number;
  paid: number;
  refunded: number;
  amountDue: number;
  /** `allowed`: pending or confirmed and at least 12 h before pickup; `until`: the last moment. */
  edit: { allowed: boolean; until: string };
  /** Sent with PATCH: a change made meanwhile answers 409 `version_conflict`. */
  version: number;
}

/** New places, dates and times (the terms step); `classId` when the class changes too. */
export interface TripChange {
  pickupLocationId: string;
  returnLocationId: string;
  /** Iceland local times, `YYYY-MM-DDTHH:mm`. */
  pickupAt: string;
  returnAt: string;
  classId?: string;
}

/** New customer, driver or trip details (the details step). Omitted parts keep their value. */
export interface DetailsChange {
  customer?: Partial<Customer>;
  driver?: BookingDriver | null;
  trip?: TripDetails;
}

/** The whole options selection (the options step), as in quote. */
export interface OptionsChange {
  extras: { id: string; quantity: number }[];
  insuranceId: string | null;
  extraDrivers: number;
}

/** The change the customer proposes; null parts are left as booked. */
export interface ProposedChange {
  trip: TripChange | null;
  details: DetailsChange | null;
  options: OptionsChange | null;
}

/**
 * The engine's answer for a proposal: the new total and the difference with what was paid, either to
 * pay now or refunded to the card. Amounts in minor units of the reservation's currency.
 */
export interface ChangeQuote {
  total: number;
  toPay: number;
  refund: number;
}

export interface EditContext {
  reservation: EditableReservation;
  proposal: ProposedChange;
  /** The steps whose form was submitted, so the furthest allowed step is known after a reload. */
  stepsDone: EditStep[];
  /** The price of the proposal, shown on review before confirming. */
  quote: ChangeQuote | null;
  /** What the saved change left: the difference to pay and the refund given. */
  outcome: ChangeQuote | null;
  /** The Idempotency-Key of the payment attempt under way: a reload answers the same processor page. */
  paymentKey: string | null;
  error: BookingError | null;
  requestedStep: EditStep;
  /** The time of the last page opened (ISO); the machine never reads the clock. */
  now: string;
}

export interface EditInput {
  reservation: EditableReservation;
  step: EditStep;
  now: string;
}

export interface QuoteChangeInput {
  reservation: EditableReservation;
  proposal: ProposedChange;
}

export interface ChangeReservationInput {
  reference: string;
  version: number;
  proposal: ProposedChange;
}

export type EditEvent =
  /** An edit page was opened, at `now`. */
  | { type: 'step.enter'; step: EditStep; now: string }
  /** New places and times, or null to keep the trip. */
  | { type: 'terms.submit'; trip: TripChange | null }
  | { type: 'details.submit'; details: DetailsChange | null }
  | { type: 'options.submit'; options: OptionsChange | null }
  | { type: 'back' }
  /** From review: ask for the price again (after a failed quote). */
  | { type: 'quote.retry' }
  /** From review: send the change. */
  | { type: 'change.confirm' }
  /** Pay the difference on the processor's page; the key is used when no attempt is under way. */
  | { type: 'payment.start'; idempotencyKey: string };

export const noProposal: ProposedChange = { trip: null, details: null, options: null };

const versionConflictMessage = 'This reservation was changed meanwhile. Load it again and repeat the change.';

/** The furthest step the context allows: each step needs the one before it submitted. */
export function furthestEditStep(context: Pick<EditContext, 'stepsDone' | 'outcome'>): EditStep {
  if (context.outcome) return 'payment';
  let furthest: EditStep = 'terms';
  for (const step of editSteps.slice(0, -1)) {
    if (!context.stepsDone.includes(step)) break;
    furthest = editSteps[editSteps.indexOf(step) + 1] ?? furthest;
  }
  return furthest;
}

export function canEnterEditStep(step: EditStep, context: Pick<EditContext, 'stepsDone' | 'outcome'>): boolean {
  return editSteps.indexOf(step) <= editSteps.indexOf(furthestEditStep(context));
}

/** Whether the engine allows a change, and `now` is still before its `until` (spec §9: 12 h before pickup). */
export function isEditAllowed(reservation: EditableReservation, now: string): boolean {
  return reservation.edit.allowed && Date.parse(now) < Date.parse(reservation.edit.until);
}

/** What a saved change left: the amount due, and the refund given since `before`. */
export function outcomeOf(before: EditableReservation, after: EditableReservation): ChangeQuote {
  return { total: after.total, toPay: after.amountDue, refund: Math.max(0, after.refunded - before.refunded) };
}

function markDone(stepsDone: EditStep[], step: EditStep): EditStep[] {
  return stepsDone.includes(step) ? stepsDone : [...stepsDone, step];
}

function errorCodeOf(event: { error?: unknown }): string {
  return bookingErrorOf(event.error).code;
}

const toStep = (stepIn: (context: EditContext) => EditStep) =>
  stepTransitions(editSteps, stepIn, (step) => `#edit.${step}`);

/** The difference a saved change left: paid, or due again with the error. */
const editPayment = paymentStepStates({
  reference: (context: EditContext) => context.reservation.reference,
  waiting: 'due',
  paid: 'paid',
});

/**
 * The edit wizard (spec §4 Edit: terms, details, options, payment) for a proven reservation. Pure: the
 * requests are the `quoteChange`, `changeReservation`, `loadReservation` and `pay` actors supplied by the
 * caller. Pages send `step.enter`; `routing` refuses when the change window closed (`isEditAllowed?`) and
 * otherwise moves to the step asked for, or the furthest one allowed, as the booking wizard does.
 */
export const editMachine = setup({
  types: {
    input: {} as EditInput,
    context: {} as EditContext,
    events: {} as EditEvent,
  },
  actors: {
    /** Supplied by the caller: prices the proposal. The engine has no dry-run PATCH (docs/api.md). */
    quoteChange: fromPromise<ChangeQuote, QuoteChangeInput>(() =>
      Promise.reject(new Error('quoteChange is not provided')),
    ),
    /** Supplied by the caller: PATCH /api/reservations/{reference} with the version. */
    changeReservation: fromPromise<EditableReservation, ChangeReservationInput>(() =>
      Promise.reject(new Error('changeReservation is not provided')),
    ),
    /** Supplied by the caller: GET /api/reservations/{reference}, after a version conflict. */
    loadReservation: fromPromise<EditableReservation, { reference: string }>(() =>
      Promise.reject(new Error('loadReservation is not provided')),
    ),
    /** Supplied by the caller: the payment machine (POST …/payments, …/result) with its actors. */
    payment: paymentMachine,
  },
  guards: {
    'isEditAllowed?': ({ context }) => isEditAllowed(context.reservation, context.now),
    'canEnterRequestedStep?': ({ context }) => canEnterEditStep(context.requestedStep, context),
    'hasOutcome?': ({ context }) => context.outcome !== null,
    'hasQuote?': ({ context }) => context.quote !== null,
    'hasDifferenceToPay?': ({ context }) => context.reservation.amountDue > 0,
    'hasPaidDifference?': ({ context }) => (context.outcome?.toPay ?? 0) > 0,
    'hasRefund?': ({ context }) => (context.outcome?.refund ?? 0) > 0,
    ...paymentStepGuards,
    'isStepEntered?': isStepEntered<EditStep>,
    'isVersionConflict?': ({ event }) => errorCodeOf(event as { error?: unknown }) === 'version_conflict',
    'isEditClosed?': ({ event }) => {
      const code = errorCodeOf(event as { error?: unknown });
      return code === 'edit_closed' || code === 'not_editable';
    },
  },
  actions: {
    request: assign(({ event }) => (event.type === 'step.enter' ? { requestedStep: event.step, now: event.now } : {})),
    clearError: assign({ error: null }),
    setError: assign({ error: ({ event }) => bookingErrorOf((event as { error?: unknown }).error) }),
    /** A new proposal: the old price and the outcome of an earlier change no longer apply. */
    setTrip: assign(({ context, event }) =>
      event.type === 'terms.submit'
        ? {
            proposal: { ...context.proposal, trip: event.trip },
            stepsDone: markDone(context.stepsDone, 'terms'),
            quote: null,
            outcome: null,
            error: null,
          }
        : {},
    ),
    setDetails: assign(({ context, event }) =>
      event.type === 'details.submit'
        ? {
            proposal: { ...context.proposal, details: event.details },
            stepsDone: markDone(context.stepsDone, 'details'),
            quote: null,
            error: null,
          }
        : {},
    ),
    setOptions: assign(({ context, event }) =>
      event.type === 'options.submit'
        ? {
            proposal: { ...context.proposal, options: event.options },
            stepsDone: markDone(context.stepsDone, 'options'),
            quote: null,
            error: null,
          }
        : {},
    ),
    setQuote: assign({ quote: ({ event }) => (event as unknown as { output: ChangeQuote }).output }),
    /** The change was saved: keep what it left to pay or refunded; the proposal is done with. */
    setChanged: assign(({ context, event }) => {
      const changed = (event as unknown as { output: EditableReservation }).output;
      return {
        reservation: changed,
        outcome: outcomeOf(context.reservation, changed),
        proposal: noProposal,
        stepsDone: [],
        error: null,
      };
    }),
    setReservation: assign({
      reservation: ({ event }) => (event as unknown as { output: EditableReservation }).output,
    }),
    startPayment: assign({
      paymentKey: ({ context, event }) => paymentKeyToStart(context.paymentKey, event),
      error: null,
    }),
    /** The payment's outcome: the reservation as it now stands; the key is kept only while pending. */
    settlePayment: assign(({ context, event }) => settledPayment<EditableReservation>(event, context)),
    setVersionConflict: assign({ error: { code: 'version_conflict', message: versionConflictMessage } }),
  },
}).createMachine({
  id: 'edit',
  context: ({ input }) => ({
    reservation: input.reservation,
    proposal: noProposal,
    stepsDone: [],
    quote: null,
    outcome: null,
    paymentKey: null,
    error: null,
    requestedStep: input.step,
    now: input.now,
  }),
  initial: 'routing',
  on: {
    'step.enter': { target: '.routing', actions: 'request' },
  },
  states: {
    routing: {
      always: [
        { guard: not('isEditAllowed?'), target: 'refused' },
        { guard: 'canEnterRequestedStep?', target: 'entering' },
        { target: 'redirecting' },
      ],
    },
    entering: { always: toStep((context) => context.requestedStep) },
    redirecting: { always: toStep(furthestEditStep) },
    /** Closer than 12 h to pickup, or not pending or confirmed: changes go through the office. */
    refused: {},
    terms: {
      on: { 'terms.submit': { target: 'details', actions: 'setTrip' } },
    },
    details: {
      on: {
        'details.submit': { target: 'options', actions: 'setDetails' },
        back: { target: 'terms', actions: 'clearError' },
      },
    },
    options: {
      on: {
        'options.submit': { target: 'payment', actions: 'setOptions' },
        back: { target: 'details', actions: 'clearError' },
      },
    },
    payment: {
      initial: 'deciding',
      // The payment page saying its step once the change is saved (a reload, or the way back from the
      // processor's page): routing again would land on the same outcome, but it would restart a payment
      // resumed meanwhile. Before the change is saved, entering the page prices the proposal again.
      on: {
        'step.enter': {
          guard: and([{ type: 'isStepEntered?', params: 'payment' as const }, 'hasOutcome?']),
          actions: 'request',
        },
      },
      states: {
        // A reload after the change was saved shows what it left, without asking the price again.
        deciding: {
          always: [{ guard: 'hasOutcome?', target: 'settled' }, { target: 'quoting' }],
        },
        quoting: {
          tags: [busyTag],
          invoke: {
            src: 'quoteChange',
            input: ({ context }) => ({ reservation: context.reservation, proposal: context.proposal }),
            onDone: { target: 'review', actions: 'setQuote' },
            onError: { target: 'review', actions: 'setError' },
          },
        },
        /** The new total and the difference, before the change is sent. */
        review: {
          on: {
            'change.confirm': { guard: 'hasQuote?', target: 'confirming', actions: 'clearError' },
            'quote.retry': { target: 'quoting', actions: 'clearError' },
            back: { target: '#edit.options', actions: 'clearError' },
          },
        },
        confirming: {
          tags: [busyTag],
          invoke: {
            src: 'changeReservation',
            input: ({ context }) => ({
              reference: context.reservation.reference,
              version: context.reservation.version,
              proposal: context.proposal,
            }),
            onDone: { target: 'settled', actions: 'setChanged' },
            onError: [
              { guard: 'isVersionConflict?', target: 'refreshing', actions: 'setVersionConflict' },
              { guard: 'isEditClosed?', target: '#edit.refused', actions: 'setError' },
              { target: 'review', actions: 'setError' },
            ],
          },
        },
        // A version conflict: load the reservation as it is now and price the proposal against it.
        refreshing: {
          tags: [busyTag],
          invoke: {
            src: 'loadReservation',
            input: ({ context }) => ({ reference: context.reservation.reference }),
            onDone: [
              { guard: 'isEditAllowed?', target: 'requoting', actions: 'setReservation' },
              { target: '#edit.refused', actions: 'setReservation' },
            ],
            onError: { target: 'review', actions: 'setError' },
          },
        },
        // As quoting, but the conflict's message stays for review.
        requoting: {
          tags: [busyTag],
          invoke: {
            src: 'quoteChange',
            input: ({ context }) => ({ reservation: context.reservation, proposal: context.proposal }),
            onDone: { target: 'review', actions: 'setQuote' },
            onError: { target: 'review', actions: assign({ quote: null }) },
          },
        },
        settled: {
          always: [
            // A reload during a payment: the same key answers the same attempt and processor page.
            { guard: and(['hasDifferenceToPay?', 'hasPaymentUnderway?']), target: 'paying' },
            { guard: 'hasDifferenceToPay?', target: 'due' },
            { guard: 'hasPaidDifference?', target: 'paid' },
            { guard: 'hasRefund?', target: 'refunded' },
            { target: 'saved' },
          ],
        },
        /** The change is saved and a difference is left to pay. */
        due: editPayment.waiting,
        paying: editPayment.paying,
        paid: {},
        /** The new total is below what was paid: the surplus went back to the card. */
        refunded: {},
        /** Saved with nothing to pay or refund. */
        saved: {},
      },
    },
  },
});

export type EditSnapshot = SnapshotFrom<typeof editMachine>;

/** The step a snapshot is on (the page to show), or null when the edit is refused. */
export function editStepOf(snapshot: EditSnapshot): EditStep | null {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
  if (top === 'refused') return null;
  return (editSteps as readonly string[]).includes(top) ? (top as EditStep) : snapshot.context.requestedStep;
}
