import type { Config } from '@netlify/functions';
import { reservationEndpoint } from '../../server/rental/endpoints.server';

/** GET and PATCH /api/reservations/{reference}: view and change a proven reservation (docs/api.md). */
export default reservationEndpoint;

// With no method in the configs, POST /api/reservations/find and /open would match `:reference` too:
// excluding them keeps each path to one function whatever order a router tries them in.
export const config: Config = {
  path: '/api/reservations/:reference',
  excludedPath: ['/api/reservations/find', '/api/reservations/open'],
};
