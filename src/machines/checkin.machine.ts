import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import type { CheckInDetailsRequest, ReservationStatus } from '../api-client/types';
import { bookingErrorOf, type BookingError } from './errors';
import type { OptionsChange } from './edit.machine';
import { paymentKeyToStart, paymentMachine, paymentOutputOf, settledPayment } from './payment.machine';
import { paymentStepGuards, paymentStepStates } from './payment-step';
import { busyTag } from './persist';
import { isStepEntered, stepTransitions } from './step-routing';

/** Online check-in's steps (spec §4: start, details, options, payment, contract, signature), then done. */
export const checkInSteps = ['start', 'details', 'options', 'payment', 'contract', 'signature', 'done'] as const;
export type CheckInStep = (typeof checkInSteps)[number];

/** What check-in needs of a proven reservation (docs/api.md GET /api/reservations/{reference}). */
export interface CheckInReservation {
  reference: string;
  status: ReservationStatus;
  total: number;
  paid: number;
  refunded: number;
  /** `open`: confirmed, after `opensAt` (168 h before pickup, 336 h long-term) and before pickup. */
  checkInWindow: { opensAt: string; open: boolean };
  /** The step the engine stored (the next one to do), or null before the start. */
  checkIn: { step: Exclude<CheckInStep, 'start'>; completedAt: string | null } | null;
}

/** The details step's form: what POST …/check-in/details takes. Licence photos are uploaded apart. */
export type CheckInDetails = CheckInDetailsRequest;

/** Which sides of a driver's licence were uploaded; never the photos themselves. */
export interface LicenceSides {
  front: boolean;
  back: boolean;
}

export interface SigningLink {
  token: string;
}

export interface CheckInContext {
  reference: string;
  /** Null when opened from a signing link, which proves one contract and no reservation. */
  reservation: CheckInReservation | null;
  signingLink: SigningLink | null;
  details: CheckInDetails | null;
  /** Per driver: index 0 is the main driver, then `details.drivers` in order. */
  licences: LicenceSides[];
  /** The hash of the contract drawn up (or named by the signing link), signed on the last step. */
  contractSha256: string | null;
  /** The signature was accepted (a signing link has no reservation to say so). */
  signed: boolean;
  /** The Idempotency-Key of the payment attempt under way: a reload answers the same processor page. */
  paymentKey: string | null;
  error: BookingError | null;
  requestedStep: CheckInStep;
  /** The time of the last page opened (ISO); the machine never reads the clock. */
  now: string;
}

export type CheckInInput =
  | { fromSigningLink?: false; reservation: CheckInReservation; step: CheckInStep; now: string }
  | {
      fromSigningLink: true;
      reference: string;
      token: string;
      contractSha256: string | null;
      step: CheckInStep;
      now: string;
    };

export interface StepInput {
  reference: string;
}
export interface DetailsInput extends StepInput {
  details: CheckInDetails;
}
export interface OptionsInput extends StepInput {
  options: OptionsChange;
}
export interface SignInput extends StepInput {
  contractSha256: string | null;
  signerName: string;
  /** `data:image/png;base64,…`. Never stored. */
  image: string;
  signingToken: string | null;
}

export type CheckInEvent =
  /** A check-in page was opened, at `now`. */
  | { type: 'step.enter'; step: CheckInStep; now: string }
  /** The reservation as loaded again (after a reload or a refused step). */
  | { type: 'reservation.loaded'; reservation: CheckInReservation }
  | { type: 'start.submit' }
  /** A licence side was uploaded for driver `driver` (0: the main driver). */
  | { type: 'licence.given'; driver: number; side: keyof LicenceSides }
  | { type: 'details.submit'; details: CheckInDetails }
  | { type: 'options.submit'; options: OptionsChange }
  /**
   * Pay what is outstanding and place the deposit hold, on the processor's page when the server asks
   * for one (nothing to pay goes straight on). The key is used when no attempt is under way.
   */
  | { type: 'payment.start'; idempotencyKey: string }
  | { type: 'contract.submit' }
  | { type: 'signature.submit'; signerName: string; image: string };

/** The step to show for the engine's stored step. */
export function furthestCheckInStep(context: Pick<CheckInContext, 'reservation' | 'signingLink'>): CheckInStep {
  if (context.signingLink) return 'signature';
  if (context.reservation?.status === 'checked_in') return 'done';
  return context.reservation?.checkIn?.step ?? 'start';
}

/** Steps already done may be shown again (the engine lets them be repeated until the signature). */
export function canEnterCheckInStep(
  step: CheckInStep,
  context: Pick<CheckInContext, 'reservation' | 'signingLink'>,
): boolean {
  const furthest = furthestCheckInStep(context);
  if (context.signingLink || furthest === 'done') return step === furthest;
  return checkInSteps.indexOf(step) <= checkInSteps.indexOf(furthest);
}

/** Whether check-in may start: the engine says open, or `now` has reached `opensAt` for a confirmed booking. */
export function isCheckInOpen(reservation: CheckInReservation | null, now: string): boolean {
  if (!reservation) return false;
  if (reservation.checkInWindow.open) return true;
  return reservation.status === 'confirmed' && Date.parse(now) >= Date.parse(reservation.checkInWindow.opensAt);
}

/** Whether two answers of the engine say the same of the reservation (the machine keeps no more). */
export function sameCheckInReservation(kept: CheckInReservation | null, loaded: CheckInReservation): boolean {
  if (!kept) return false;
  return (
    kept.reference === loaded.reference &&
    kept.status === loaded.status &&
    kept.total === loaded.total &&
    kept.paid === loaded.paid &&
    kept.refunded === loaded.refunded &&
    kept.checkInWindow.opensAt === loaded.checkInWindow.opensAt &&
    kept.checkInWindow.open === loaded.checkInWindow.open &&
    kept.checkIn?.step === loaded.checkIn?.step &&
    kept.checkIn?.completedAt === loaded.checkIn?.completedAt
  );
}

/** What the check-in payment charges: everything not yet paid (docs/api.md, payment option 509). */
export function outstandingOf(reservation: CheckInReservation | null): number {
  return reservation ? Math.max(0, reservation.total - (reservation.paid - reservation.refunded)) : 0;
}

/** Whether both sides of every driver's licence were given: the main driver and each extra one. */
export function hasLicencePhotos(licences: LicenceSides[], details: CheckInDetails): boolean {
  const drivers = 1 + details.drivers.length;
  return Array.from({ length: drivers }, (_, index) => licences[index]).every((sides) => sides?.front && sides.back);
}

function errorCodeOf(event: unknown): string {
  return bookingErrorOf((event as { error?: unknown }).error).code;
}

function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}

const toStep = (stepIn: (context: CheckInContext) => CheckInStep) =>
  stepTransitions(checkInSteps, stepIn, (step) => `#checkin.${step}`);

/**
 * A step's request refused: done already (on to the end), or a step the engine has not reached (to the
 * one it has), else back to the form with the error.
 */
const stepRefused = [
  { guard: 'isCheckInDoneError?', target: '#checkin.done', actions: 'setDone' },
  { guard: 'isStepOutOfOrder?', target: '#checkin.redirecting', actions: 'setError' },
  { target: 'ready', actions: 'setError' },
] as const;

/** A form's step sending its request (`src`): on to `next` with the reservation as the engine answers it. */
function submitting<const TSrc extends string, const TNext extends string, TInput>(
  src: TSrc,
  next: TNext,
  input: (args: { context: CheckInContext; event: CheckInEvent }) => TInput,
) {
  return {
    tags: [busyTag],
    invoke: { src, input, onDone: { target: next, actions: 'setReservation' }, onError: stepRefused },
  } as const;
}

/** Paid: on to the contract; refused as done or out of order: to the step the engine has. */
const checkInPayment = paymentStepStates({
  reference: (context: CheckInContext) => context.reference,
  waiting: 'ready',
  paid: '#checkin.contract',
  outcomes: [
    {
      guard: { type: 'isPaymentRefusedWith?', params: 'check_in_done' },
      target: '#checkin.done',
      actions: ['settlePayment', 'setDone'],
    },
    {
      guard: { type: 'isPaymentRefusedWith?', params: 'step_out_of_order' },
      target: '#checkin.redirecting',
      actions: 'settlePayment',
    },
  ],
});

/**
 * Online check-in (spec §4 Check-in). Pure: every step's request is an actor the caller supplies. The
 * engine stores each step, so `routing` follows the reservation's `checkIn.step`: a customer who left
 * resumes there, and may open steps already done again. Check-in is refused before `checkInWindow`
 * opens. From a signing link (`fromSigningLink`, with its token) only the signature step is reachable.
 */
export const checkInMachine = setup({
  types: {
    input: {} as CheckInInput,
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
  },
  actors: {
    /** Supplied by the caller: POST …/check-in (start or resume); resolves to the reservation. */
    startCheckIn: fromPromise<CheckInReservation, StepInput>(() =>
      Promise.reject(new Error('startCheckIn is not provided')),
    ),
    /** Supplied by the caller: POST …/check-in/details. The licence photos were uploaded before. */
    submitDetails: fromPromise<CheckInReservation, DetailsInput>(() =>
      Promise.reject(new Error('submitDetails is not provided')),
    ),
    /** Supplied by the caller: POST …/check-in/options. */
    submitOptions: fromPromise<CheckInReservation, OptionsInput>(() =>
      Promise.reject(new Error('submitOptions is not provided')),
    ),
    /** Supplied by the caller: the payment machine whose start is POST …/check-in/payment. */
    payment: paymentMachine,
    /** Supplied by the caller: POST …/check-in/contract; resolves to the new contract's SHA-256. */
    drawContract: fromPromise<{ contractSha256: string }, StepInput>(() =>
      Promise.reject(new Error('drawContract is not provided')),
    ),
    /** Supplied by the caller: POST …/check-in/signature (with the link's token when there is one). */
    sign: fromPromise<CheckInReservation | null, SignInput>(() => Promise.reject(new Error('sign is not provided'))),
  },
  guards: {
    'isCheckInDone?': ({ context }) => context.signed || context.reservation?.status === 'checked_in',
    'isFromSigningLink?': ({ context }) => context.signingLink !== null,
    'isCheckInOpen?': ({ context }) => isCheckInOpen(context.reservation, context.now),
    'canEnterRequestedStep?': ({ context }) => canEnterCheckInStep(context.requestedStep, context),
    'hasLicencePhotos?': ({ context, event }) =>
      event.type === 'details.submit' && hasLicencePhotos(context.licences, event.details),
    ...paymentStepGuards,
    'isPaymentRefusedWith?': ({ event }, code: string) => {
      const output = paymentOutputOf(event);
      return output.status === 'failed' && output.error.code === code;
    },
    'isCheckInNotOpen?': ({ event }) => errorCodeOf(event) === 'check_in_not_open',
    'isCheckInDoneError?': ({ event }) => errorCodeOf(event) === 'check_in_done',
    'isStepOutOfOrder?': ({ event }) => errorCodeOf(event) === 'step_out_of_order',
    'isStepEntered?': isStepEntered<CheckInStep>,
    'isReservationUnchanged?': ({ context, event }) =>
      event.type === 'reservation.loaded' && sameCheckInReservation(context.reservation, event.reservation),
    'isContractRedrawable?': ({ context, event }) =>
      errorCodeOf(event) === 'contract_changed' && context.signingLink === null,
  },
  actions: {
    request: assign(({ event }) => (event.type === 'step.enter' ? { requestedStep: event.step, now: event.now } : {})),
    clearError: assign({ error: null }),
    setError: assign({ error: ({ event }) => bookingErrorOf((event as { error?: unknown }).error) }),
    loadReservation: assign(({ event }) =>
      event.type === 'reservation.loaded' ? { reservation: event.reservation, error: null } : {},
    ),
    setReservation: assign({ reservation: ({ event }) => outputOf<CheckInReservation>(event), error: null }),
    setDetails: assign(({ event }) => (event.type === 'details.submit' ? { details: event.details } : {})),
    giveLicence: assign(({ context, event }) => {
      if (event.type !== 'licence.given') return {};
      const licences = [...context.licences];
      for (let index = 0; index <= event.driver; index += 1) licences[index] ??= { front: false, back: false };
      licences[event.driver] = { ...licences[event.driver]!, [event.side]: true };
      return { licences };
    }),
    setContract: assign(({ context, event }) => ({
      contractSha256: outputOf<{ contractSha256: string }>(event).contractSha256,
      // The engine moved the check-in to the signature step.
      reservation: context.reservation
        ? { ...context.reservation, checkIn: { step: 'signature' as const, completedAt: null } }
        : null,
      error: null,
    })),
    setDone: assign({ signed: true }),
    startPayment: assign({
      paymentKey: ({ context, event }) => paymentKeyToStart(context.paymentKey, event),
      error: null,
    }),
    /** The payment's outcome: the reservation as it now stands; the key is kept only while pending. */
    settlePayment: assign(({ context, event }) => settledPayment<CheckInReservation | null>(event, context)),
    setSigned: assign(({ context, event }) => ({
      reservation: outputOf<CheckInReservation | null>(event) ?? context.reservation,
      signed: true,
      error: null,
    })),
  },
}).createMachine({
  id: 'checkin',
  context: ({ input }) => ({
    reference: input.fromSigningLink ? input.reference : input.reservation.reference,
    reservation: input.fromSigningLink ? null : input.reservation,
    signingLink: input.fromSigningLink ? { token: input.token } : null,
    details: null,
    licences: [],
    contractSha256: input.fromSigningLink ? input.contractSha256 : null,
    signed: false,
    paymentKey: null,
    error: null,
    requestedStep: input.step,
    now: input.now,
  }),
  initial: 'routing',
  on: {
    'step.enter': { target: '.routing', actions: 'request' },
    'reservation.loaded': { target: '.routing', actions: 'loadReservation' },
  },
  states: {
    routing: {
      always: [
        { guard: 'isCheckInDone?', target: 'done' },
        { guard: 'isFromSigningLink?', target: 'signature' },
        { guard: not('isCheckInOpen?'), target: 'notOpen' },
        { guard: 'canEnterRequestedStep?', target: 'entering' },
        { target: 'redirecting' },
      ],
    },
    entering: { always: toStep((context) => context.requestedStep) },
    redirecting: { always: toStep(furthestCheckInStep) },
    /** Before `checkInWindow.opensAt` (or not a confirmed booking): the page says when it opens. */
    notOpen: {},
    start: {
      initial: 'ready',
      states: {
        ready: { on: { 'start.submit': { target: 'starting', actions: 'clearError' } } },
        starting: {
          tags: [busyTag],
          invoke: {
            src: 'startCheckIn',
            input: ({ context }) => ({ reference: context.reference }),
            // On to the stored step: details for a new check-in, the step kept for a resumed one.
            onDone: { target: '#checkin.redirecting', actions: 'setReservation' },
            onError: [
              { guard: 'isCheckInNotOpen?', target: '#checkin.notOpen', actions: 'setError' },
              { guard: 'isCheckInDoneError?', target: '#checkin.done', actions: 'setDone' },
              { target: 'ready', actions: 'setError' },
            ],
          },
        },
      },
    },
    details: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'licence.given': { actions: 'giveLicence' },
            // Without both sides of every licence the form stays: the page shows which are missing.
            'details.submit': {
              guard: 'hasLicencePhotos?',
              target: 'submitting',
              actions: ['clearError', 'setDetails'],
            },
          },
        },
        submitting: submitting('submitDetails', '#checkin.options', ({ context, event }) => ({
          reference: context.reference,
          details: (event as Extract<CheckInEvent, { type: 'details.submit' }>).details,
        })),
      },
    },
    options: {
      initial: 'ready',
      states: {
        ready: { on: { 'options.submit': { target: 'submitting', actions: 'clearError' } } },
        submitting: submitting('submitOptions', '#checkin.payment', ({ context, event }) => ({
          reference: context.reference,
          options: (event as Extract<CheckInEvent, { type: 'options.submit' }>).options,
        })),
      },
    },
    payment: {
      initial: 'resuming',
      // The payment page saying its step, or the reservation it loaded before the machine started (a
      // reload, or the way back from the processor's page): routing again would land here once more, but
      // it would restart a payment resumed meanwhile and drop a refusal already in hand.
      on: {
        'step.enter': { guard: { type: 'isStepEntered?', params: 'payment' }, actions: 'request' },
        'reservation.loaded': { guard: 'isReservationUnchanged?' },
      },
      states: {
        resuming: { always: [{ guard: 'hasPaymentUnderway?', target: 'paying' }, { target: 'ready' }] },
        ready: checkInPayment.waiting,
        paying: checkInPayment.paying,
      },
    },
    contract: {
      initial: 'ready',
      states: {
        ready: { on: { 'contract.submit': { target: 'submitting', actions: 'clearError' } } },
        submitting: {
          tags: [busyTag],
          invoke: {
            src: 'drawContract',
            input: ({ context }) => ({ reference: context.reference }),
            onDone: { target: '#checkin.signature', actions: 'setContract' },
            onError: stepRefused,
          },
        },
      },
    },
    signature: {
      initial: 'ready',
      states: {
        ready: { on: { 'signature.submit': { target: 'signing', actions: 'clearError' } } },
        signing: {
          tags: [busyTag],
          invoke: {
            src: 'sign',
            input: ({ context, event }) => {
              const submit = event as Extract<CheckInEvent, { type: 'signature.submit' }>;
              return {
                reference: context.reference,
                contractSha256: context.contractSha256,
                signerName: submit.signerName,
                image: submit.image,
                signingToken: context.signingLink?.token ?? null,
              };
            },
            onDone: { target: '#checkin.done', actions: 'setSigned' },
            onError: [
              { guard: 'isCheckInDoneError?', target: '#checkin.done', actions: 'setDone' },
              // With a session, the contract is drawn up again; from a link, the page says to reload it.
              { guard: 'isContractRedrawable?', target: '#checkin.contract', actions: 'setError' },
              { target: 'ready', actions: 'setError' },
            ],
          },
        },
      },
    },
    done: {},
  },
});

export type CheckInSnapshot = SnapshotFrom<typeof checkInMachine>;

/** The step a snapshot is on (the page to show), or null before the window opens. */
export function checkInStepOf(snapshot: CheckInSnapshot): CheckInStep | null {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
  if (top === 'notOpen') return null;
  return (checkInSteps as readonly string[]).includes(top) ? (top as CheckInStep) : snapshot.context.requestedStep;
}
