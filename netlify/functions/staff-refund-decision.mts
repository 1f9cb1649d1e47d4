import type { Config } from '@netlify/functions';
import { staffRefundDecisionEndpoint } from '../../server/staff/endpoints.server';

/** POST: approves (refunds) or rejects a refund request (docs/api.md "Staff desk"). */
export default staffRefundDecisionEndpoint;

export const config: Config = { path: '/api/staff/reservations/:reference/refund-requests/:id/:decision' };
