import type { Config } from '@netlify/functions';
import { idempotencyKey } from '../../server/http/request.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { startedAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { paymentStartRequest, referenceParam } from '../../server/rental/http/inputs.server';
import { startPayment } from '../../server/rental/payment-checkout.server';
import { reservationView } from '../../server/rental/reservations.server';

/** POST /api/reservations/{reference}/payments: pays what is due (Idempotency-Key) (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext }) => ({
      key: idempotencyKey(request),
      returnUrl: (await paymentStartRequest(request)).returnUrl,
      reference: referenceParam(requestContext, request),
    }),
    handle: async ({ context, session }, { key, returnUrl, reference }) => {
      const { attempt, reservation, replayed } = await startPayment(
        context,
        paymentProcessorFromEnv(),
        { reference, key, returnUrl, purpose: 'booking' },
        session,
      );
      return startedAnswer(attempt, await reservationView(context.db, reservation, context.now), replayed);
    },
  }),
});

export const config: Config = { path: '/api/reservations/:reference/payments' };
