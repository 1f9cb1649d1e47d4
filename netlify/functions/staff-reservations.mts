import type { Config } from '@netlify/functions';
import { staffFindEndpoint } from '../../server/staff/endpoints.server';

/** GET /api/staff/reservations?q=: find reservations (docs/api.md "Staff desk"). */
export default staffFindEndpoint;

export const config: Config = { path: '/api/staff/reservations' };
