import type { Config } from '@netlify/functions';
import type { LeaseQuoteAnswer } from '../../src/api-client/types';
import { readJsonObject, validate } from '../../server/http/request.server';
import { json } from '../../server/http/responses.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { leaseQuoteRequest, leaseSettingsOf, quoteLease } from '../../server/rental/leases.server';

/**
 * POST /api/leases/quote: a lease's price per month and in full (long-term brand, docs/api.md Leases).
 * On a brand without leases it answers 404 `lease_not_offered` before reading anything.
 */
export default engineEndpoint({
  POST: async ({ request, context }) => {
    const settings = leaseSettingsOf(context.tenant);
    const body = await validate(leaseQuoteRequest(settings.deliveryPostcodes), await readJsonObject(request));
    return json((await quoteLease(context, body)) satisfies LeaseQuoteAnswer);
  },
});

export const config: Config = { path: '/api/leases/quote' };
