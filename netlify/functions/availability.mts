import type { Config } from '@netlify/functions';
import { availabilityEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/availability: vehicle classes free for a trip, with all-in prices (docs/api.md). */
export default availabilityEndpoint;

export const config: Config = { path: '/api/availability' };
