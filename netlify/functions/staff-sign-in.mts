import type { Config } from '@netlify/functions';
import { staffSignInEndpoint } from '../../server/staff/endpoints.server';

/** GET /api/staff/sign-in: to the company's identity provider (docs/api.md "Staff desk"). */
export default staffSignInEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/sign-in' };
