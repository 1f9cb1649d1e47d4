import type { Config } from '@netlify/functions';
import { staffReservationEndpoint } from '../../server/staff/endpoints.server';

/** GET (everything) and PATCH (a change on the customer's behalf) of one reservation (docs/api.md "Staff desk"). */
export default staffReservationEndpoint;

export const config: Config = { path: '/api/staff/reservations/:reference' };
