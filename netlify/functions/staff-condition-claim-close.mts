import type { Config } from '@netlify/functions';
import { closeConditionClaim } from '../../server/condition/condition.server';
import { json } from '../../server/http/responses.server';
import { staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/** POST: closes the open damage claim (200 `{ claim }`; again the same; 409 `no_claim` without one) (docs/api.md). */
export default staffEndpoint({
  POST: async ({ request, requestContext, context, staff }) =>
    json({ claim: await closeConditionClaim(context, staff, staffReferenceParam(requestContext, request)) }),
});

export const config: Config = { path: '/api/staff/reservations/:reference/condition/claim/close' };
