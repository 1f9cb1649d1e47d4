import type { Config } from '@netlify/functions';
import { clickRequest, limitRate, recordClick } from '../../server/affiliate/affiliate.server';
import { readJsonObject, validate } from '../../server/http/request.server';
import { clientAddress, json } from '../../server/http/responses.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';

/** POST /api/affiliate/click (spec §7 `afiliate/click`): stores a referral click, 201 `{ clickId }` (docs/api.md). */
export default engineEndpoint({
  POST: async ({ request, requestContext, context }) => {
    await limitRate(context, 'click', clientAddress(request, requestContext));
    const body = await validate(clickRequest, await readJsonObject(request, 2048));
    return json(await recordClick(context, body), 201);
  },
});

export const config: Config = { path: '/api/affiliate/click' };
