import type { Config } from '@netlify/functions';
import { readJsonObject, validate } from '../../server/http/request.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { checkInOptionsRequest, saveCheckInOptions } from '../../server/rental/checkin.server';
import { reservationAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { referenceParam } from '../../server/rental/http/inputs.server';

/** POST /api/reservations/{reference}/check-in/options: extras, insurance and drivers (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext }) => ({
      reference: referenceParam(requestContext, request),
      body: await validate(checkInOptionsRequest, await readJsonObject(request)),
    }),
    handle: async ({ context, session }, { reference, body }) => {
      const { reservation } = await saveCheckInOptions(context, paymentProcessorFromEnv(), reference, body, session);
      return reservationAnswer(context, reservation);
    },
  }),
});

export const config: Config = { path: '/api/reservations/:reference/check-in/options' };
