import type {
  PaymentAttempt,
  PaymentResultAnswer,
  Reservation,
  StartPaymentAnswer,
} from '../../../src/api-client/types';
import { json } from '../../http/responses.server';
import { paymentProcessorFromEnv } from '../../payments/index.server';
import type { EngineContext } from '../context.server';
import { refusalMessages, type PaymentAttemptRow } from '../payment-outcome.server';
import { reservationView, type ReservationRow } from '../reservations.server';

/** The answers several endpoints give the same way: a reservation, a started or a settled payment. */

/** `{ reservation }`: the reservation as the customer's client sees it after the call. */
export async function reservationAnswer(context: EngineContext, row: ReservationRow): Promise<Response> {
  return json({ reservation: await reservationView(context.db, row, context.now) });
}

/** A payment attempt as the customer's client sees it (docs/api.md Payment). No card data: none is known. */
function paymentView(attempt: PaymentAttemptRow): PaymentAttempt {
  return {
    id: attempt.id,
    status: attempt.status,
    purpose: attempt.purpose,
    amount: attempt.amount,
    currency: attempt.currency as PaymentAttempt['currency'],
    capture: attempt.capture,
    testMode: paymentProcessorFromEnv().testMode,
    cardBrand: attempt.cardBrand,
    cardLast4: attempt.cardLast4,
    failureCode: attempt.failureCode,
  };
}

/** A started payment: the attempt and where the customer types the card (the processor's page). */
export function startedAnswer(attempt: PaymentAttemptRow, view: Reservation, replayed: boolean): Response {
  const checkout =
    attempt.status === 'pending' && attempt.checkoutUrl
      ? { url: attempt.checkoutUrl, expiresAt: attempt.expiresAt.toISOString() }
      : null;
  return json(
    { payment: paymentView(attempt), checkout, reservation: view } satisfies StartPaymentAnswer,
    replayed ? 200 : 201,
    replayed ? { 'idempotent-replayed': 'true' } : {},
  );
}

/** A settled (or still pending) payment: 402 with the refusal when it failed. */
export function settledAnswer(attempt: PaymentAttemptRow, view: Reservation): Response {
  const payment = paymentView(attempt);
  if (attempt.status === 'failed') {
    const code = (attempt.failureCode ?? 'card_declined') as keyof typeof refusalMessages;
    const message = refusalMessages[code] ?? refusalMessages.card_declined;
    return json({ error: { code, message }, payment, reservation: view }, 402);
  }
  return json({ payment, reservation: view } satisfies PaymentResultAnswer);
}
