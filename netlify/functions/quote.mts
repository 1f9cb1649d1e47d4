import type { Config } from '@netlify/functions';
import { readJsonObject, validate } from '../../server/http/request.server';
import { json } from '../../server/http/responses.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { quoteRequest } from '../../server/rental/requests';
import { quote } from '../../server/rental/search.server';

/** POST /api/quote: the price of one class with options (docs/api.md). */
export default engineEndpoint({
  POST: async ({ request, context }) =>
    json(await quote(context, await validate(quoteRequest, await readJsonObject(request)))),
});

export const config: Config = { path: '/api/quote' };
