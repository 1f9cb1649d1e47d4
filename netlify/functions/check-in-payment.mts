import type { Config } from '@netlify/functions';
import { checkInPaymentEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/{reference}/check-in/payment: pays the rest (payment option 509; Idempotency-Key) (docs/api.md). */
export default checkInPaymentEndpoint;

export const config: Config = { path: '/api/reservations/:reference/check-in/payment' };
