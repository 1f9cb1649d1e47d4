import type { Config } from '@netlify/functions';
import { staffContractEndpoint } from '../../server/staff/endpoints.server';

/** GET: the reservation's contract PDF, signed when it was (docs/api.md "Staff desk"). */
export default staffContractEndpoint;

export const config: Config = { path: '/api/staff/reservations/:reference/contract' };
