import type { Config } from '@netlify/functions';
import { staffSignOutEndpoint } from '../../server/staff/endpoints.server';

/** POST /api/staff/sign-out: ends the staff session (docs/api.md "Staff desk"). */
export default staffSignOutEndpoint;

export const config: Config = { path: '/api/staff/sign-out' };
