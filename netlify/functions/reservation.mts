import type { Config } from '@netlify/functions';
import { reservationEndpoint } from '../../server/rental/endpoints.server';

/** GET and PATCH /api/reservations/{reference}: view and change a proven reservation (docs/api.md). */
export default reservationEndpoint;

export const config: Config = { path: '/api/reservations/:reference', method: ['GET', 'PATCH'] };
