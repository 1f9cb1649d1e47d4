import type { Config } from '@netlify/functions';
import { shuttleLocationsEndpoint } from '../../server/shuttle/locations.server';

/** GET /api/shuttle/locations: where the airport shuttles are (docs/api.md). */
export default shuttleLocationsEndpoint;

export const config: Config = { path: '/api/shuttle/locations' };
