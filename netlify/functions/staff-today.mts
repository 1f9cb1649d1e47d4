import type { Config } from '@netlify/functions';
import { staffTodayEndpoint } from '../../server/staff/endpoints.server';

/** GET /api/staff/today: an office's pickups and returns of today or tomorrow (docs/api.md "Staff desk"). */
export default staffTodayEndpoint;

export const config: Config = { path: '/api/staff/today' };
