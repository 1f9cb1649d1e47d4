import type { Config } from '@netlify/functions';
import { readJsonObject, validate } from '../../server/http/request.server';
import { json } from '../../server/http/responses.server';
import { refundRequestBody, requestRefund } from '../../server/rental/changes.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { referenceParam } from '../../server/rental/http/inputs.server';

/** POST /api/reservations/{reference}/refund-requests: asks staff for a refund (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext }) => ({
      body: await validate(refundRequestBody, await readJsonObject(request)),
      reference: referenceParam(requestContext, request),
    }),
    handle: async ({ context, session }, { body, reference }) =>
      json({ refundRequest: await requestRefund(context, reference, body, session) }, 201),
  }),
});

export const config: Config = { path: '/api/reservations/:reference/refund-requests' };
