import type { Config } from '@netlify/functions';
import { staffReservationEndpoint } from '../../server/staff/endpoints.server';

/** GET (everything) and PATCH (a change on the customer's behalf) of one reservation (docs/api.md "Staff desk"). */
export default staffReservationEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/reservations/:reference' };
