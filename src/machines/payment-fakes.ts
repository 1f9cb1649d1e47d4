import { fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { PaymentAttempt } from '../api-client/types';
import {
  paymentActorOf,
  paymentMachine,
  type ConfirmedPayment,
  type ConfirmInput,
  type OpenProcessorInput,
  type PaymentInput,
  type ProcessorPageOutcome,
  type PaymentReservation,
  type StartedCheckout,
} from './payment.machine';

/** For the machines' tests: a payment attempt as the server answers it. */
export function attempt(overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
  return {
    id: 'pay_1',
    status: 'pending',
    purpose: 'booking',
    amount: 14400,
    currency: 'EUR',
    capture: 'automatic',
    testMode: true,
    cardBrand: null,
    cardLast4: null,
    failureCode: null,
    ...overrides,
  };
}

export const checkout = { url: 'http://localhost:8898/checkout/cs_1', expiresAt: '2027-01-10T13:00:00.000Z' };

/** A refusal as the API client throws it (402 with the attempt and the reservation in its body). */
export function refusal(code: string, reservation: PaymentReservation | null = null) {
  return Object.assign(new Error(code), {
    code,
    message: `message of ${code}`,
    body: { payment: attempt({ status: 'failed', failureCode: code }), ...(reservation ? { reservation } : {}) },
  });
}

export interface PaymentFakes {
  startCheckout?: (input: PaymentInput) => Promise<StartedCheckout>;
  confirmPayment?: (input: ConfirmInput) => Promise<ConfirmedPayment>;
  /** By default the window has gone to the processor's page: the promise never settles. */
  openProcessorPage?: (input: OpenProcessorInput) => Promise<ProcessorPageOutcome>;
}

/**
 * The payment machine with fake requests for the flows' tests: by default the processor's page is
 * shown for the held `reservation` and the outcome is `paid`. The calls are recorded; the pause is none.
 */
export function fakePayment<R extends PaymentReservation>(reservation: R, paid: R, fakes: PaymentFakes = {}) {
  const calls = {
    startCheckout: [] as PaymentInput[],
    confirmPayment: [] as ConfirmInput[],
    openProcessorPage: [] as OpenProcessorInput[],
  };
  const machine = paymentMachine.provide({
    actors: {
      startCheckout: fromPromise<StartedCheckout, PaymentInput>(({ input }) => {
        calls.startCheckout.push(input);
        return (fakes.startCheckout ?? (() => Promise.resolve({ payment: attempt(), checkout, reservation })))(input);
      }),
      confirmPayment: fromPromise<ConfirmedPayment, ConfirmInput>(({ input }) => {
        calls.confirmPayment.push(input);
        return (
          fakes.confirmPayment ??
          (() => Promise.resolve({ payment: attempt({ status: 'succeeded' }), reservation: paid }))
        )(input);
      }),
      pause: fromPromise<void, { ms: number }>(() => Promise.resolve()),
      openProcessorPage: fromPromise<ProcessorPageOutcome, OpenProcessorInput>(({ input }) => {
        calls.openProcessorPage.push(input);
        return (fakes.openProcessorPage ?? (() => new Promise<ProcessorPageOutcome>(() => undefined)))(input);
      }),
    },
  });
  return { machine, calls };
}

/** The payment child of a flow's actor once it shows the processor's page (the parent's snapshot does not change meanwhile). */
export async function processorPage(actor: AnyActorRef) {
  const payment = paymentActorOf(actor.getSnapshot() as { children: Record<string, unknown> });
  if (!payment) throw new Error('No payment under way');
  await waitFor(payment, (snapshot) => snapshot.matches('awaitingCustomer'));
  return payment;
}

/** Presses Pay (`payment.start` with the key), and the customer finishes on the processor's page. */
export async function payOnProcessorPage(actor: AnyActorRef, idempotencyKey = 'pay-1') {
  actor.send({ type: 'payment.start', idempotencyKey });
  (await processorPage(actor)).send({ type: 'checkout.returned', sessionResult: 'res_1' });
}
