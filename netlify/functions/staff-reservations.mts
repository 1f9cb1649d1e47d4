import type { Config } from '@netlify/functions';
import { staffFindEndpoint } from '../../server/staff/endpoints.server';

/** GET /api/staff/reservations?q=: find reservations (docs/api.md "Staff desk"). */
export default staffFindEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/reservations' };
