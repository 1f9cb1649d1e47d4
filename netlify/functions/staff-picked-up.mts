import type { Config } from '@netlify/functions';
import { staffPickedUpEndpoint } from '../../server/staff/endpoints.server';

/** POST: the unit handed over (docs/api.md "Staff desk"). */
export default staffPickedUpEndpoint;

export const config: Config = { path: '/api/staff/reservations/:reference/picked-up' };
