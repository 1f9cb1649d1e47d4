import type { Config } from '@netlify/functions';
import { refundRequestsEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/{reference}/refund-requests: asks staff for a refund (docs/api.md). */
export default refundRequestsEndpoint;

export const config: Config = { path: '/api/reservations/:reference/refund-requests' };
