import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { localeQuery } from '../../server/rental/http/inputs.server';
import { searchOptions } from '../../server/rental/search.server';

/** GET /api/search-options: places with hours, extras, insurance, terms and rates for the search and options steps (docs/api.md). */
export default engineEndpoint({
  GET: async ({ request, context }) =>
    json(await searchOptions(context, localeQuery(request)), 200, { 'cache-control': 'public, max-age=60' }),
});

export const config: Config = { path: '/api/search-options' };
