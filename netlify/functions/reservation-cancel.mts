import type { Config } from '@netlify/functions';
import { cancelEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/{reference}/cancel: cancels and refunds by the policy (docs/api.md). */
export default cancelEndpoint;

export const config: Config = { path: '/api/reservations/:reference/cancel' };
