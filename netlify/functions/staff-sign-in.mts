import type { Config } from '@netlify/functions';
import { staffSignInEndpoint } from '../../server/staff/endpoints.server';

/** GET /api/staff/sign-in: to the company's identity provider (docs/api.md "Staff desk"). */
export default staffSignInEndpoint;

export const config: Config = { path: '/api/staff/sign-in' };
