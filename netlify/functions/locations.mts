import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { localeQuery } from '../../server/rental/http/inputs.server';
import { listLocations } from '../../server/rental/search.server';

/** GET /api/locations: pickup and return places (docs/api.md). */
export default engineEndpoint({
  GET: async ({ request, context }) =>
    json(await listLocations(context, localeQuery(request)), 200, { 'cache-control': 'public, max-age=60' }),
});

export const config: Config = { path: '/api/locations' };
