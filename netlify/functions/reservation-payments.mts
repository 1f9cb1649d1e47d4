import type { Config } from '@netlify/functions';
import { reservationPaymentsEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/{reference}/payments: pays what is due (Idempotency-Key) (docs/api.md). */
export default reservationPaymentsEndpoint;

export const config: Config = { path: '/api/reservations/:reference/payments' };
