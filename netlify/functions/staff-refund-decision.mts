import type { Config } from '@netlify/functions';
import { staffRefundDecisionEndpoint } from '../../server/staff/endpoints.server';

/** POST: approves (refunds) or rejects a refund request (docs/api.md "Staff desk"). */
export default staffRefundDecisionEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/reservations/:reference/refund-requests/:id/:decision' };
