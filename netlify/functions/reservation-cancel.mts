import type { Config } from '@netlify/functions';
import { readJsonObject, validate } from '../../server/http/request.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { cancelRequest, cancelReservation } from '../../server/rental/changes.server';
import { reservationAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { referenceParam } from '../../server/rental/http/inputs.server';

/** POST /api/reservations/{reference}/cancel: cancels and refunds by the policy (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext }) => ({
      body: await validate(cancelRequest, await readJsonObject(request)),
      reference: referenceParam(requestContext, request),
    }),
    handle: async ({ context, session }, { body, reference }) =>
      reservationAnswer(context, await cancelReservation(context, paymentProcessorFromEnv(), reference, body, session)),
  }),
});

export const config: Config = { path: '/api/reservations/:reference/cancel' };
