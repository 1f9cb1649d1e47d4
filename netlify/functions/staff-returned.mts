import type { Config } from '@netlify/functions';
import { staffReturnedEndpoint } from '../../server/staff/endpoints.server';

/** POST: the vehicle is back; starts the deposit release and photo purge timers (docs/api.md "Staff desk"). */
export default staffReturnedEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/reservations/:reference/returned' };
