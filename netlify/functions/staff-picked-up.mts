import type { Config } from '@netlify/functions';
import { staffPickedUpEndpoint } from '../../server/staff/endpoints.server';

/** POST: the unit handed over (docs/api.md "Staff desk"). */
export default staffPickedUpEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/reservations/:reference/picked-up' };
