import type { Config } from '@netlify/functions';
import { idempotencyKey } from '../../server/http/request.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { payCheckIn } from '../../server/rental/checkin.server';
import { reservationAnswer, startedAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { paymentStartRequest, referenceParam } from '../../server/rental/http/inputs.server';
import { reservationView } from '../../server/rental/reservations.server';

/** POST /api/reservations/{reference}/check-in/payment: pays the rest (payment option 509; Idempotency-Key) (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext }) => ({
      reference: referenceParam(requestContext, request),
      key: idempotencyKey(request),
      returnUrl: (await paymentStartRequest(request)).returnUrl,
    }),
    handle: async ({ context, session }, { reference, key, returnUrl }) => {
      const outcome = await payCheckIn(context, paymentProcessorFromEnv(), reference, { key, returnUrl }, session);
      if (outcome.status === 'done') return reservationAnswer(context, outcome.reservation);
      const { attempt, reservation, replayed } = outcome.started;
      return startedAnswer(attempt, await reservationView(context.db, reservation, context.now), replayed);
    },
  }),
});

export const config: Config = { path: '/api/reservations/:reference/check-in/payment' };
