import type { Config } from '@netlify/functions';
import { staffMeEndpoint } from '../../server/staff/endpoints.server';

/** GET /api/staff/me: who is signed in at the desk (docs/api.md "Staff desk"). */
export default staffMeEndpoint;

export const config: Config = { path: '/api/staff/me' };
