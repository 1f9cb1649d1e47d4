import type { Config } from '@netlify/functions';
import { checkInOptionsEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/reservations/{reference}/check-in/options: extras, insurance and drivers (docs/api.md). */
export default checkInOptionsEndpoint;

export const config: Config = { path: '/api/reservations/:reference/check-in/options' };
