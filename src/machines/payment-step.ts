import { paymentChildId, paymentOutputOf } from './payment.machine';

/**
 * The payment step as the booking, check-in and edit machines have it (issue 41: one place for it): a
 * state that waits for `payment.start`, and `paying`, which invokes the payment machine (`payment.machine.ts`) as
 * the child `payment` with the key of the attempt under way. Each machine places the two states in its
 * own payment step and says where a paid, or otherwise ended, payment goes; its setup names the
 * `payment` actor, the guards below and the actions `startPayment`, `settlePayment` and `setError`, so
 * the XState visualizer shows the same named states, guards and actions in each.
 */

/** What a machine paying through the payment machine keeps: the Idempotency-Key of the attempt under way. */
interface PayingContext {
  paymentKey: string | null;
}

/** The guards of the payment step, for `setup({ guards })`. */
export const paymentStepGuards = {
  /** A reload during a payment: the same key answers the same attempt and processor page. */
  'hasPaymentUnderway?': ({ context }: { context: PayingContext }) => Boolean(context.paymentKey),
  'isPaid?': ({ event }: { event: unknown }) => paymentOutputOf(event).status === 'succeeded',
};

/**
 * The step's two states. `waiting` takes `payment.start` (a new key, or the one under way); `paying`
 * invokes the payment, settles the machine's context with its outcome (`settlePayment`) and goes to
 * `paid` when it succeeded, else through `outcomes` (first match), else back to waiting with the error.
 * A second press while paying finds no `payment.start`: a double submit charges once. Not busy: the
 * snapshot holds no card, and a restored payment starts again with the same key.
 */
export function paymentStepStates<
  TContext extends PayingContext,
  const TWaiting extends string,
  const TPaid extends string,
  // The machine's own transitions, kept literal so that its setup checks their guards, targets and actions.
  const TOutcomes extends readonly object[] = [],
>(options: { reference: (context: TContext) => string; waiting: TWaiting; paid: TPaid; outcomes?: TOutcomes }) {
  const { waiting, paid } = options;
  const outcomes = (options.outcomes ?? []) as TOutcomes;
  return {
    waiting: { on: { 'payment.start': { target: 'paying', actions: 'startPayment' } } },
    paying: {
      invoke: {
        id: paymentChildId,
        src: 'payment',
        input: ({ context }: { context: TContext }) => ({
          reference: options.reference(context),
          idempotencyKey: context.paymentKey ?? '',
        }),
        onDone: [
          { guard: 'isPaid?', target: paid, actions: 'settlePayment' },
          ...outcomes,
          { target: waiting, actions: 'settlePayment' },
        ],
        onError: { target: waiting, actions: 'setError' },
      },
    },
  } as const;
}
