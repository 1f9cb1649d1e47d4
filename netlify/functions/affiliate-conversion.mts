import type { Config } from '@netlify/functions';
import { conversionRequest, limitRate, recordConversion } from '../../server/affiliate/affiliate.server';
import { readJsonObject, validate } from '../../server/http/request.server';
import { clientAddress, json } from '../../server/http/responses.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';

/**
 * POST /api/affiliate/conversion (spec §7 `afiliate/conversion`): stores a paid reservation's conversion,
 * 201 once per reservation, then 200; only for a reservation the caller's session proved (docs/api.md).
 */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext, context }) => {
      await limitRate(context, 'conversion', clientAddress(request, requestContext));
      return validate(conversionRequest, await readJsonObject(request, 4096));
    },
    handle: async ({ context, session }, body) => {
      const { created, ...answer } = await recordConversion(context, body, session);
      return json(answer, created ? 201 : 200);
    },
  }),
});

export const config: Config = { path: '/api/affiliate/conversion' };
