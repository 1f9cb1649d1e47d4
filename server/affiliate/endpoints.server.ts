import { tenantFromEnv } from '../../src/config/tenants';
import { clock } from '../clock.server';
import { getDatabase } from '../db/client.server';
import { readJsonObject, validate } from '../http/request.server';
import { clientAddress, endpoint, json } from '../http/responses.server';
import {
  clickRequest,
  conversionRequest,
  limitRate,
  recordClick,
  recordConversion,
  type AffiliateContext,
} from './affiliate.server';

function affiliateContext(): AffiliateContext {
  return { db: getDatabase(), tenant: tenantFromEnv(process.env.TENANT).id, now: clock.now() };
}

/** POST /api/affiliate/click (spec §7 `afiliate/click`): 201 `{ clickId }` (docs/api.md). */
export const affiliateClickEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = affiliateContext();
    await limitRate(context, 'click', clientAddress(request, requestContext));
    const body = await validate(clickRequest, await readJsonObject(request, 2048));
    return json(await recordClick(context, body), 201);
  },
});

/** POST /api/affiliate/conversion (spec §7 `afiliate/conversion`): 201 once per reservation, then 200 (docs/api.md). */
export const affiliateConversionEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = affiliateContext();
    await limitRate(context, 'conversion', clientAddress(request, requestContext));
    const body = await validate(conversionRequest, await readJsonObject(request, 4096));
    const { created, ...answer } = await recordConversion(context, body);
    return json(answer, created ? 201 : 200);
  },
});
