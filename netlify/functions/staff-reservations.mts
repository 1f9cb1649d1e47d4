import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { findReservations } from '../../server/staff/desk.server';
import { onlyQueryParams, staffEndpoint } from '../../server/staff/staff-endpoint.server';

/** GET /api/staff/reservations?q=…: find by reference, name, e-mail or date (docs/api.md "Staff desk"). */
export default staffEndpoint({
  GET: async ({ request, context, staff }) => {
    const url = new URL(request.url);
    onlyQueryParams(url, ['q']);
    return json({ reservations: await findReservations(context, staff, url.searchParams.get('q') ?? '') });
  },
});

export const config: Config = { path: '/api/staff/reservations' };
