import type { Config } from '@netlify/functions';
import { sessionEndpoint } from '../../server/rental/endpoints.server';

/** GET /api/session: the session check (docs/api.md). */
export default sessionEndpoint;

export const config: Config = { path: '/api/session' };
