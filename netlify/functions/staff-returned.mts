import type { Config } from '@netlify/functions';
import { staffReturnedEndpoint } from '../../server/staff/endpoints.server';

/** POST: the vehicle is back; starts the deposit release and photo purge timers (docs/api.md "Staff desk"). */
export default staffReturnedEndpoint;

export const config: Config = { path: '/api/staff/reservations/:reference/returned' };
