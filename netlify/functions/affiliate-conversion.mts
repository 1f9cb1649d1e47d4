import type { Config } from '@netlify/functions';
import { conversionRequest, limitRate, recordConversion } from '../../server/affiliate/affiliate.server';
import { readJsonObject, validate } from '../../server/http/request.server';
import { clientAddress, json } from '../../server/http/responses.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';

/**
 * POST /api/affiliate/conversion (spec §7 `afiliate/conversion`): stores a paid reservation's conversion,
 * 201 once per reservation, then 200 (docs/api.md).
 */
export default engineEndpoint({
  POST: async ({ request, requestContext, context }) => {
    await limitRate(context, 'conversion', clientAddress(request, requestContext));
    const body = await validate(conversionRequest, await readJsonObject(request, 4096));
    const { created, ...answer } = await recordConversion(context, body);
    return json(answer, created ? 201 : 200);
  },
});

export const config: Config = { path: '/api/affiliate/conversion' };
