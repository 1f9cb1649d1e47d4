import type { Config } from '@netlify/functions';
import { readJsonObject, validate } from '../../server/http/request.server';
import { markPickedUp, pickupRequest } from '../../server/staff/actions.server';
import { actionAnswer, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/**
 * POST …/picked-up `{ odometer?, fuel?, depositOverrideReason? }`: the unit handed over; 409
 * `deposit_not_held` without the deposit, unless a manager gives the reason (docs/api.md "Staff desk").
 */
export default staffEndpoint({
  POST: async ({ request, requestContext, context, staff }) => {
    const input = await validate(pickupRequest, await readJsonObject(request));
    const reference = staffReferenceParam(requestContext, request);
    return actionAnswer(context, await markPickedUp(context, staff, reference, input));
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/picked-up' };
