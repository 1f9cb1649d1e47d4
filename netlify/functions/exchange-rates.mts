import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { allExchangeRates } from '../../server/rental/catalog.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { localeQuery } from '../../server/rental/http/inputs.server';

/** GET /api/exchange-rates: the stored rates, units per EUR (docs/api.md). */
export default engineEndpoint({
  GET: async ({ request, context }) => {
    // The rates are the same in every language; `?locale=` is checked as the other GETs check it.
    localeQuery(request);
    return json(await allExchangeRates(context.db), 200, { 'cache-control': 'public, max-age=300' });
  },
});

export const config: Config = { path: '/api/exchange-rates' };
