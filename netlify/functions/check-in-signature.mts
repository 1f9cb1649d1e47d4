import type { Config } from '@netlify/functions';
import { checkInSignatureEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/{reference}/check-in/signature: signs the contract (docs/api.md). */
export default checkInSignatureEndpoint;

export const config: Config = { path: '/api/reservations/:reference/check-in/signature' };
