import type { Config } from '@netlify/functions';
import { readConditionForStaff } from '../../server/condition/condition.server';
import { json } from '../../server/http/responses.server';
import { staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/** GET: the reservation's condition record with its claim and purge date, to staff; each view recorded (docs/api.md). */
export default staffEndpoint({
  GET: async ({ request, requestContext, context, staff }) =>
    json(await readConditionForStaff(context, staff, staffReferenceParam(requestContext, request))),
});

export const config: Config = { path: '/api/staff/reservations/:reference/condition' };
