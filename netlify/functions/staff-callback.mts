import type { Config } from '@netlify/functions';
import { staffCallbackEndpoint } from '../../server/staff/endpoints.server';

/** GET /api/staff/callback: back from the identity provider, a staff session started (docs/api.md "Staff desk"). */
export default staffCallbackEndpoint;

export const config: Config = { path: '/api/staff/callback' };
