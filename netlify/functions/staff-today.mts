import type { Config } from '@netlify/functions';
import { ApiError } from '../../server/http/api-error.server';
import { json } from '../../server/http/responses.server';
import { deskDay } from '../../server/staff/desk.server';
import { onlyQueryParams, staffEndpoint } from '../../server/staff/staff-endpoint.server';

/** GET /api/staff/today?office=kef&day=today|tomorrow: an office's pickups and returns (docs/api.md "Staff desk"). */
export default staffEndpoint({
  GET: async ({ request, context, staff }) => {
    const url = new URL(request.url);
    onlyQueryParams(url, ['office', 'day']);
    const day = url.searchParams.get('day') ?? 'today';
    if (day !== 'today' && day !== 'tomorrow') {
      throw new ApiError(400, 'invalid_request', 'Day must be today or tomorrow.', { day: 'today or tomorrow' });
    }
    return json(await deskDay(context, staff, url.searchParams.get('office'), day));
  },
});

export const config: Config = { path: '/api/staff/today' };
