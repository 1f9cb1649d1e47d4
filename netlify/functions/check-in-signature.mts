import type { Config } from '@netlify/functions';
import { readJsonObject, validate } from '../../server/http/request.server';
import { clientAddress, json } from '../../server/http/responses.server';
import { signContract, signatureRequest } from '../../server/rental/checkin-contract.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { referenceParam } from '../../server/rental/http/inputs.server';
import { reservationView } from '../../server/rental/reservations.server';

/** POST /api/reservations/{reference}/check-in/signature: signs the contract (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext }) => ({
      reference: referenceParam(requestContext, request),
      // A drawn signature as a PNG data URL: allow more than the default body size.
      body: await validate(signatureRequest, await readJsonObject(request, 768 * 1024)),
    }),
    handle: async ({ request, requestContext, context, session }, { reference, body }) => {
      const result = await signContract(context, reference, body, clientAddress(request, requestContext), session);
      return json(
        {
          reservation: await reservationView(context.db, result.reservation, context.now),
          signature: result.signature,
        },
        201,
      );
    },
  }),
});

export const config: Config = { path: '/api/reservations/:reference/check-in/signature' };
