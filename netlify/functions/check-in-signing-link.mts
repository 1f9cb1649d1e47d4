import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { issueSigningLink } from '../../server/rental/checkin.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { referenceParam } from '../../server/rental/http/inputs.server';

/** POST: a new signing link for the newest contract, at the signature step (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: ({ request, requestContext }) => referenceParam(requestContext, request),
    handle: async ({ context, session }, reference) => json(await issueSigningLink(context, reference, session), 201),
  }),
});

export const config: Config = { path: '/api/reservations/:reference/check-in/signing-link' };
