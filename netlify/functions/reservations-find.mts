import type { Config } from '@netlify/functions';
import { findReservationEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/find: proves a reservation to the caller's session (docs/api.md). */
export default findReservationEndpoint;

export const config: Config = { path: '/api/reservations/find' };
