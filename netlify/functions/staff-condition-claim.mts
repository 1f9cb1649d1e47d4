import type { Config } from '@netlify/functions';
import { openConditionClaim } from '../../server/condition/condition.server';
import { readJsonObject } from '../../server/http/request.server';
import { json } from '../../server/http/responses.server';
import { staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/** POST `{ note }`: opens a damage claim, which keeps the photos past the purge (201; 200 if one is open) (docs/api.md). */
export default staffEndpoint({
  POST: async ({ request, requestContext, context, staff }) => {
    const reference = staffReferenceParam(requestContext, request);
    const body = await readJsonObject(request);
    const { claim, created } = await openConditionClaim(context, staff, { reference, note: body.note });
    return json({ claim }, created ? 201 : 200);
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/condition/claim' };
