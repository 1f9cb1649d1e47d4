import type { Config } from '@netlify/functions';
import { businessToday } from '../../src/domain/dates';
import { readJsonObject, validate } from '../../server/http/request.server';
import { checkInDetailsRequest, saveCheckInDetails } from '../../server/rental/checkin.server';
import { reservationAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { referenceParam } from '../../server/rental/http/inputs.server';

/** POST /api/reservations/{reference}/check-in/details: driver details (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext, context }) => ({
      reference: referenceParam(requestContext, request),
      body: await validate(checkInDetailsRequest(businessToday(context.now)), await readJsonObject(request)),
    }),
    handle: async ({ context, session }, { reference, body }) =>
      reservationAnswer(context, (await saveCheckInDetails(context, reference, body, session)).reservation),
  }),
});

export const config: Config = { path: '/api/reservations/:reference/check-in/details' };
