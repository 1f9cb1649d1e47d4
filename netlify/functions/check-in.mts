import type { Config } from '@netlify/functions';
import { checkInEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/{reference}/check-in: starts online check-in (docs/api.md). */
export default checkInEndpoint;

export const config: Config = { path: '/api/reservations/:reference/check-in' };
