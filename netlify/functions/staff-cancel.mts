import type { Config } from '@netlify/functions';
import { staffCancelEndpoint } from '../../server/staff/endpoints.server';

/** POST: cancels on the customer's behalf (docs/api.md "Staff desk"). */
export default staffCancelEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/reservations/:reference/cancel' };
