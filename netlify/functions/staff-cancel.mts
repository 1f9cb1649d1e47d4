import type { Config } from '@netlify/functions';
import { staffCancelEndpoint } from '../../server/staff/endpoints.server';

/** POST: cancels on the customer's behalf (docs/api.md "Staff desk"). */
export default staffCancelEndpoint;

export const config: Config = { path: '/api/staff/reservations/:reference/cancel' };
