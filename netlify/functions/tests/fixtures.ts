import { clock } from '../../../server/clock.server';
import type { ApiAnswer, ApiClient } from '../../../server/testing/api-client.server';
import { payOnProcessorPage } from '../../../server/payments/test-processor/pay-on-page';
import paymentResult from '../payment-result.mts';
import reservationPayments from '../reservation-payments.mts';
import { testCustomer } from '../../../server/testing/customer';

/** A customer as the booking form sends it (spec §5: names of 2+ letters, a 7-digit phone, 18+). */
export const customer = testCustomer;

/** Test cards of the local test processor (server/payments/README.md), typed on its hosted page. */
export const card = { number: '4242 4242 4242 4242' };
export const declinedCard = { number: '4000 0000 0000 0002' };
export const insufficientFundsCard = { number: '4000 0000 0000 9995' };
export const challengeCard = { number: '4000 0000 0000 3220' };

/** Where the processor sends the customer back in tests (the request origin of ApiClient). */
export const returnUrl = 'http://localhost/payment-return/';

/** Pins the server clock (tests never read the real time). */
export function pinClock(iso: string): void {
  jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));
}

export function trip(pickupAt: string, returnAt: string, overrides: Record<string, unknown> = {}) {
  return {
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupAt,
    returnAt,
    currency: 'EUR',
    locale: 'en',
    ...overrides,
  };
}

let keys = 0;
export const newKey = (label = 'key') => `${label}-${process.pid}-${Date.now()}-${(keys += 1)}`;

/** A 1×1 PNG, as signature_pad would send a (very small) drawing. */
export const signaturePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Posts the processor's hosted page form as a browser does, without following the redirect. */
interface StartedBody {
  payment: { id: string };
  checkout: { url: string } | null;
}

/**
 * Types `number` on the processor's page of a started payment (answering a 3-D Secure challenge with
 * `challenge`), then asks the site how it ended, as the payment step does when the frame comes back.
 */
export async function completeCheckout<T = unknown>(
  client: ApiClient,
  reference: string,
  started: StartedBody,
  number: string = card.number,
  challenge: 'approve' | 'deny' = 'approve',
) {
  if (!started.checkout) throw new Error('No checkout to complete');
  const sessionResult = await payOnProcessorPage(started.checkout.url, number, challenge);
  const paymentId = started.payment.id;
  return client.call<T>(paymentResult, {
    path: `/api/reservations/${reference}/payments/${paymentId}/result`,
    params: { reference, payment: paymentId },
    body: { sessionResult },
  });
}

/** Starts a payment of what is due on `reference`, as its owner `client`: the checkout on the processor. */
export function startCheckout<T = StartedBody>(client: ApiClient, reference: string) {
  return client.call<T>(reservationPayments, {
    path: `/api/reservations/${reference}/payments`,
    params: { reference },
    body: { returnUrl },
    headers: { 'idempotency-key': newKey('pay') },
  });
}

/** Starts a payment of what is due on `reference`, as its owner `client`, and pays it with `number`. */
export async function payByCard<T = unknown>(client: ApiClient, reference: string, number: string = card.number) {
  const started = await startCheckout(client, reference);
  if (started.status >= 300) return started as unknown as ApiAnswer<T>;
  return completeCheckout<T>(client, reference, started.body, number);
}

/** What the payment endpoints answer (a reservation, a payment, the processor's page), as the payment suites read it. */
export interface PaymentBody {
  reservation: {
    reference: string;
    status: string;
    total: number;
    paid: number;
    refunded: number;
    amountDue: number;
    deposit: { amount: number; status: string; heldAmount: number; capturedAmount: number; releaseOn: string | null };
    payments: { paid: number; refunded: number; held: number };
    ledger: { kind: string; purpose: string; amount: number }[];
  };
  payment: { id: string; status: string; failureCode: string | null; purpose: string };
  checkout: { url: string } | null;
  error: { code: string; message: string };
}
