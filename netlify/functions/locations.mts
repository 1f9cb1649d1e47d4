import type { Config } from '@netlify/functions';
import { locationsEndpoint } from '../../server/rental/endpoints.server';

/** GET /api/locations: pickup and return places (docs/api.md). */
export default locationsEndpoint;

export const config: Config = { path: '/api/locations' };
