import type { Config } from '@netlify/functions';
import { reservationsEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations: books a vehicle (Idempotency-Key) (docs/api.md). */
export default reservationsEndpoint;

export const config: Config = { path: '/api/reservations' };
