import type { Config } from '@netlify/functions';
import { idempotencyKey } from '../../server/http/request.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { startDepositCheckout } from '../../server/rental/deposit.server';
import { startedAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { paymentStartRequest, referenceParam } from '../../server/rental/http/inputs.server';
import { reservationView } from '../../server/rental/reservations.server';

/**
 * POST /api/reservations/{reference}/deposit `{ returnUrl }` (Idempotency-Key): a checkout with manual
 * capture for the deposit hold, on the processor's page (docs/api.md). 409 `deposit_not_needed` when
 * it is held already or the reservation has none.
 */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext }) => ({
      key: idempotencyKey(request),
      returnUrl: (await paymentStartRequest(request)).returnUrl,
      reference: referenceParam(requestContext, request),
    }),
    handle: async ({ context, session }, input) => {
      const { attempt, reservation, replayed } = await startDepositCheckout(
        context,
        paymentProcessorFromEnv(),
        input,
        session,
      );
      return startedAnswer(attempt, await reservationView(context.db, reservation, context.now), replayed);
    },
  }),
});

export const config: Config = { path: '/api/reservations/:reference/deposit' };
