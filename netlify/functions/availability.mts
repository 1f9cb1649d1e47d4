import type { Config } from '@netlify/functions';
import { readJsonObject, validate } from '../../server/http/request.server';
import { json } from '../../server/http/responses.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { availabilityRequest } from '../../server/rental/requests';
import { availability } from '../../server/rental/search.server';

/** POST /api/availability: vehicle classes free for a trip, with all-in prices (docs/api.md). */
export default engineEndpoint({
  POST: async ({ request, context }) =>
    json(await availability(context, await validate(availabilityRequest, await readJsonObject(request)))),
});

export const config: Config = { path: '/api/availability' };
