import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PaymentAttempt, ProcessorCheckout } from '../api-client/types';
import { bookingErrorOf, paymentPendingError, type BookingError } from './errors';

/** How long to wait before asking again while the processor has not decided (issue 26). */
export const confirmRetryDelayMs = 1500;
/** How many times the outcome is asked for: about 20 s of a pending payment, then the e-mail will say. */
export const confirmAttempts = 14;

/** What the payment needs of a reservation; each flow's actors hand it its own richer shape. */
export interface PaymentReservation {
  reference: string;
  /** A `ReservationStatus`; the booking wizard keeps it as a plain string. */
  status: string;
}

/** One payment attempt: the reservation and the attempt's Idempotency-Key, kept by the parent. */
export interface PaymentInput {
  reference: string;
  idempotencyKey: string;
  /**
   * The customer came back from the processor's page to our return page (issue 37): the outcome of
   * this attempt is asked for at once, with the processor's `sessionResult`; nothing is started.
   */
  returned?: { paymentId: string; sessionResult: string | null };
}

/** What the processor's page is opened with: the whole window goes there (decision 044). */
export interface OpenProcessorInput {
  reference: string;
  paymentId: string;
  url: string;
}

/**
 * How the window came back to a payment that sent it to the processor's page: `left`, by the
 * browser's Back button or a reload of the step (the page was shown again without our return page);
 * `returned`, through our return page, which asked for the outcome already.
 */
export type ProcessorPageOutcome = 'left' | 'returned';

/**
 * What starting a payment answered: the attempt and the processor's page, or no attempt at all when
 * nothing is to pay now (a check-in whose deposit hold went on the stored card).
 */
export interface StartedCheckout {
  payment: PaymentAttempt | null;
  checkout: ProcessorCheckout | null;
  reservation: PaymentReservation;
}

/** The outcome the server knows: the attempt (succeeded, pending or failed) and the reservation. */
export interface ConfirmedPayment {
  payment: PaymentAttempt;
  reservation: PaymentReservation;
}

export interface ConfirmInput {
  reference: string;
  paymentId: string;
  /** The processor's `sessionResult` from the return page; null asks for the status only. */
  sessionResult: string | null;
}

/**
 * How the payment ended, the machine's output. `pending`: the processor had not decided after about
 * 20 s; the booking stands as it is and an e-mail follows. `cancelled`: the customer left the
 * processor's page with our own button before finishing.
 */
export type PaymentOutput =
  | { status: 'succeeded'; reservation: PaymentReservation; payment: PaymentAttempt | null }
  | { status: 'failed'; error: BookingError; reservation: PaymentReservation | null }
  | { status: 'pending'; reservation: PaymentReservation | null; payment: PaymentAttempt | null }
  | { status: 'cancelled' };

export interface PaymentContext extends Omit<PaymentInput, 'returned'> {
  /** The attempt the return page asks about (`input.returned`), before its answer gives `payment`. */
  returnedPaymentId: string | null;
  payment: PaymentAttempt | null;
  checkout: ProcessorCheckout | null;
  reservation: PaymentReservation | null;
  sessionResult: string | null;
  /** How many times the outcome was asked for. */
  confirmTries: number;
  error: BookingError | null;
  /** How it ended, set by the final states. */
  outcome: PaymentOutput['status'] | null;
}

export type PaymentEvent =
  /** The processor sent the window back to our return page with its result. */
  | { type: 'checkout.returned'; sessionResult: string | null }
  /** The customer gave up on the processor's page (came back to the step without paying). */
  | { type: 'checkout.cancel' };

/** The error of an attempt the processor refused, by its failure code (issue 26 failure codes). */
function failureOf(payment: PaymentAttempt | null): BookingError {
  return { code: payment?.failureCode ?? 'processing_error', message: '' };
}

function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}

/** The machine's output: how the payment ended, with what the parent needs of it. */
function paymentOutputOfContext(context: PaymentContext): PaymentOutput {
  switch (context.outcome) {
    case 'succeeded':
      return { status: 'succeeded', reservation: context.reservation as PaymentReservation, payment: context.payment };
    case 'pending':
      return { status: 'pending', reservation: context.reservation, payment: context.payment };
    case 'cancelled':
      return { status: 'cancelled' };
    default:
      return { status: 'failed', error: context.error ?? failureOf(context.payment), reservation: context.reservation };
  }
}

/**
 * A question that got no answer: the server unreachable, or the processor not answering it (503). Asking
 * again changes nothing on the server, so the machine asks again, with the same session result.
 */
const retryableCodes = new Set(['network_error', 'processor_unavailable']);
const isRetryableError = (error: unknown) => retryableCodes.has(bookingErrorOf(error).code);

/**
 * One payment through the processor's hosted page (issue 26), invoked as a child by the booking,
 * check-in, edit and lease machines and by the reservation overview. Pure: `startCheckout` (POST
 * …/payments or …/check-in/payment with the attempt's key), `confirmPayment` (POST …/result) and
 * `pause` (the wait between two questions) and `openProcessorPage` (the whole window goes to the
 * processor's page, decision 044) are supplied by the caller. The card never passes through here: the
 * customer types it on the processor's page, which sends the window to our return page with a result;
 * that page runs this machine from `confirming` (`input.returned`).
 *
 * Every state is safe to restore from a persisted snapshot: invoked actors restart on restore (the
 * same key answers the same attempt and checkout, asking for the outcome again changes nothing), and
 * the wait is an invoked actor rather than a delayed transition, which would not fire after a restore
 * (xstate issues 5331, 4860).
 */
export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    output: {} as PaymentOutput,
  },
  actors: {
    /** Supplied by the caller: starts (or, with the same key, answers again) the payment attempt. */
    startCheckout: fromPromise<StartedCheckout, PaymentInput>(() =>
      Promise.reject(new Error('startCheckout is not provided')),
    ),
    /** Supplied by the caller: the attempt's outcome; rejects with the failure's code when refused (402). */
    confirmPayment: fromPromise<ConfirmedPayment, ConfirmInput>(() =>
      Promise.reject(new Error('confirmPayment is not provided')),
    ),
    /** Supplied by the caller: resolves after `ms` milliseconds. */
    pause: fromPromise<void, { ms: number }>(() => Promise.reject(new Error('pause is not provided'))),
    /**
     * Supplied by the caller: sends the window to the processor's page and never resolves; resolves
     * `left` or `returned` when this page shows again for an attempt it had sent there (restored after
     * Back, from the back-forward cache or from storage).
     */
    openProcessorPage: fromPromise<ProcessorPageOutcome, OpenProcessorInput>(() =>
      Promise.reject(new Error('openProcessorPage is not provided')),
    ),
  },
  guards: {
    'hasReturned?': ({ context }) => context.returnedPaymentId !== null,
    'hasLeftProcessorPage?': ({ event }) => outputOf<ProcessorPageOutcome>(event) === 'left',
    'isNothingToPay?': ({ event }) => outputOf<StartedCheckout>(event).payment === null,
    'hasSucceeded?': ({ event }) => outputOf<{ payment: PaymentAttempt | null }>(event).payment?.status === 'succeeded',
    'hasFailed?': ({ event }) => outputOf<{ payment: PaymentAttempt | null }>(event).payment?.status === 'failed',
    'hasCheckout?': ({ event }) => outputOf<StartedCheckout>(event).checkout !== null,
    // Guards run before the answer is counted: this answer is number `confirmTries + 1`.
    'mayAskAgain?': ({ context }) => context.confirmTries + 1 < confirmAttempts,
    'mayAskAgainAfterError?': ({ context, event }) =>
      context.confirmTries + 1 < confirmAttempts && isRetryableError((event as { error?: unknown }).error),
  },
  actions: {
    setStarted: assign(({ event }) => {
      const started = outputOf<StartedCheckout>(event);
      return { payment: started.payment, checkout: started.checkout, reservation: started.reservation };
    }),
    setConfirmed: assign(({ context, event }) => {
      const confirmed = outputOf<ConfirmedPayment>(event);
      return { payment: confirmed.payment, reservation: confirmed.reservation, confirmTries: context.confirmTries + 1 };
    }),
    setAttemptFailure: assign({ error: ({ context }) => failureOf(context.payment) }),
    setError: assign(({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      // A refused payment (402) carries the attempt and the reservation as they now stand.
      const body = (error as { body?: { payment?: PaymentAttempt; reservation?: PaymentReservation } } | null)?.body;
      return {
        error: bookingErrorOf(error),
        payment: body?.payment ?? context.payment,
        reservation: body?.reservation ?? context.reservation,
        confirmTries: context.confirmTries + 1,
      };
    }),
    dropSessionResult: assign({ sessionResult: null }),
    setSessionResult: assign({
      sessionResult: ({ event }) => (event.type === 'checkout.returned' ? event.sessionResult : null),
    }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    returnedPaymentId: input.returned?.paymentId ?? null,
    payment: null,
    checkout: null,
    reservation: null,
    sessionResult: input.returned?.sessionResult ?? null,
    confirmTries: 0,
    error: null,
    outcome: null,
  }),
  initial: 'entering',
  output: ({ context }) => paymentOutputOfContext(context),
  states: {
    /** The return page asks for the outcome of the attempt it came back from; any other page starts one. */
    entering: {
      always: [{ guard: 'hasReturned?', target: 'confirming' }, { target: 'starting' }],
    },
    starting: {
      invoke: {
        src: 'startCheckout',
        input: ({ context }) => ({ reference: context.reference, idempotencyKey: context.idempotencyKey }),
        onDone: [
          { guard: 'isNothingToPay?', target: 'succeeded', actions: 'setStarted' },
          // The same key answered again after a reload: the attempt may be decided already.
          { guard: 'hasSucceeded?', target: 'succeeded', actions: 'setStarted' },
          { guard: 'hasFailed?', target: 'failed', actions: ['setStarted', 'setAttemptFailure'] },
          { guard: 'hasCheckout?', target: 'awaitingCustomer', actions: 'setStarted' },
          { target: 'confirming', actions: 'setStarted' },
        ],
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    /**
     * The window goes to the processor's page (never a frame: decision 044); the card and any 3-D
     * Secure challenge happen there. Restored on a page shown again without our return page (Back, a
     * reload), the page says so: the attempt is given up here and the step shows its form again.
     */
    awaitingCustomer: {
      invoke: {
        src: 'openProcessorPage',
        input: ({ context }) => ({
          reference: context.reference,
          paymentId: context.payment?.id ?? '',
          url: context.checkout?.url ?? '',
        }),
        onDone: [{ guard: 'hasLeftProcessorPage?', target: 'cancelled' }, { target: 'confirming' }],
        onError: { target: 'failed', actions: 'setError' },
      },
      on: {
        'checkout.returned': { target: 'confirming', actions: 'setSessionResult' },
        'checkout.cancel': { target: 'cancelled' },
      },
    },
    confirming: {
      invoke: {
        src: 'confirmPayment',
        input: ({ context }) => ({
          reference: context.reference,
          paymentId: context.payment?.id ?? context.returnedPaymentId ?? '',
          sessionResult: context.sessionResult,
        }),
        onDone: [
          { guard: 'hasSucceeded?', target: 'succeeded', actions: 'setConfirmed' },
          { guard: 'hasFailed?', target: 'failed', actions: ['setConfirmed', 'setAttemptFailure'] },
          // Pending: the processor has not decided yet. Its answer for this session result never changes,
          // so later questions ask how the attempt stands (the webhooks decide it).
          { guard: 'mayAskAgain?', target: 'waiting', actions: ['setConfirmed', 'dropSessionResult'] },
          { target: 'unconfirmed', actions: 'setConfirmed' },
        ],
        onError: [
          { guard: 'mayAskAgainAfterError?', target: 'waiting', actions: 'setError' },
          { target: 'failed', actions: 'setError' },
        ],
      },
    },
    waiting: {
      invoke: {
        src: 'pause',
        input: { ms: confirmRetryDelayMs },
        // After an answer the session result is dropped (`dropSessionResult`); after none it is asked again.
        onDone: { target: 'confirming', actions: assign({ error: null }) },
      },
    },
    succeeded: { type: 'final', entry: assign({ outcome: 'succeeded' }) },
    failed: { type: 'final', entry: assign({ outcome: 'failed' }) },
    /** Still pending after about 20 s: the processor will tell the server, and the customer by e-mail. */
    unconfirmed: { type: 'final', entry: assign({ outcome: 'pending' }) },
    cancelled: { type: 'final', entry: assign({ outcome: 'cancelled' }) },
  },
});

export type PaymentActorRef = ActorRefFrom<typeof paymentMachine>;
export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** The id under which every flow invokes the payment, so pages find the child in `snapshot.children`. */
export const paymentChildId = 'payment';

/** The payment a flow's snapshot is running (its child `payment`), or null. */
export function paymentActorOf(snapshot: { children: Record<string, unknown> }): PaymentActorRef | null {
  return (snapshot.children[paymentChildId] as PaymentActorRef | undefined) ?? null;
}

/** What the payment step shows of a snapshot: the way to the processor's page, the wait for its answer, or neither. */
export type PaymentView = 'starting' | 'awaitingCustomer' | 'confirming' | 'done';

export function paymentViewOf(snapshot: PaymentSnapshot): PaymentView {
  if (snapshot.status !== 'active') return 'done';
  if (snapshot.matches('starting') || snapshot.matches('entering')) return 'starting';
  if (snapshot.matches('awaitingCustomer')) return 'awaitingCustomer';
  return 'confirming';
}

/** The payment output as a parent's done event carries it. */
export function paymentOutputOf(event: unknown): PaymentOutput {
  return (event as { output: PaymentOutput }).output;
}

/**
 * The key of the payment a parent starts on `payment.start`: the one already underway (a second press
 * pays the same attempt), else the event's new one.
 */
export function paymentKeyToStart(
  current: string | null,
  event: { type: string; idempotencyKey?: string },
): string | null {
  return current ?? (event.type === 'payment.start' ? (event.idempotencyKey ?? null) : null);
}

/**
 * What a parent (booking, check-in, edit, lease) keeps when its payment child ends: the reservation as
 * it now stands, the attempt's key only while the processor has not decided (asking again answers the
 * same attempt), and the error to show.
 */
export function settledPayment<R>(
  event: unknown,
  current: { reservation: R; paymentKey: string | null },
): { reservation: R; paymentKey: string | null; error: BookingError | null } {
  const output = paymentOutputOf(event);
  const reservation = 'reservation' in output && output.reservation ? (output.reservation as R) : null;
  return {
    reservation: reservation ?? current.reservation,
    paymentKey: output.status === 'pending' ? current.paymentKey : null,
    error: output.status === 'failed' ? output.error : output.status === 'pending' ? paymentPendingError : null,
  };
}
