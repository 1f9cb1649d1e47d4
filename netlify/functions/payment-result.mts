import type { Config } from '@netlify/functions';
import { paymentResultEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/{reference}/payments/{payment}/result: how the processor's checkout ended (docs/api.md). */
export default paymentResultEndpoint;

export const config: Config = { path: '/api/reservations/:reference/payments/:payment/result' };
