import type { Config } from '@netlify/functions';
import { startCheckIn } from '../../server/rental/checkin.server';
import { reservationAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { referenceParam } from '../../server/rental/http/inputs.server';

/** POST /api/reservations/{reference}/check-in: starts online check-in (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: ({ request, requestContext }) => referenceParam(requestContext, request),
    handle: async ({ context, session }, reference) =>
      reservationAnswer(context, (await startCheckIn(context, reference, session)).reservation),
  }),
});

export const config: Config = { path: '/api/reservations/:reference/check-in' };
