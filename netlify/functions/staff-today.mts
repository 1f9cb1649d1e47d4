import type { Config } from '@netlify/functions';
import { staffTodayEndpoint } from '../../server/staff/endpoints.server';

/** GET /api/staff/today: an office's pickups and returns of today or tomorrow (docs/api.md "Staff desk"). */
export default staffTodayEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/today' };
