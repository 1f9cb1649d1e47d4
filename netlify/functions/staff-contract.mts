import type { Config } from '@netlify/functions';
import { staffContractEndpoint } from '../../server/staff/endpoints.server';

/** GET: the reservation's contract PDF, signed when it was (docs/api.md "Staff desk"). */
export default staffContractEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/reservations/:reference/contract' };
