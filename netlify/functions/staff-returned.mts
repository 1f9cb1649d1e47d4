import type { Config } from '@netlify/functions';
import { readJsonObject, validate } from '../../server/http/request.server';
import { handoverRequest, markReturned } from '../../server/staff/actions.server';
import { actionAnswer, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/** POST …/returned `{ odometer?, fuel? }`: the vehicle is back; starts the deposit release and photo purge timers (docs/api.md "Staff desk"). */
export default staffEndpoint({
  POST: async ({ request, requestContext, context, staff }) => {
    const input = await validate(handoverRequest, await readJsonObject(request));
    const reference = staffReferenceParam(requestContext, request);
    return actionAnswer(context, await markReturned(context, staff, reference, input));
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/returned' };
