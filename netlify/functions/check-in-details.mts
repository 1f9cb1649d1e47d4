import type { Config } from '@netlify/functions';
import { checkInDetailsEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/{reference}/check-in/details: driver details (docs/api.md). */
export default checkInDetailsEndpoint;

export const config: Config = { path: '/api/reservations/:reference/check-in/details' };
