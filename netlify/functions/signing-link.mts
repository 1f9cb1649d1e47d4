import type { Config } from '@netlify/functions';
import type { SigningLinkAnswer } from '../../src/api-client/types';
import { json } from '../../server/http/responses.server';
import { signingLinkView } from '../../server/rental/checkin.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { tokenParam } from '../../server/rental/http/inputs.server';

/** GET /api/signing-links/{token}: what the signature page needs for a signing link, with no session (docs/api.md). */
export default engineEndpoint({
  GET: async ({ request, requestContext, context }) =>
    json((await signingLinkView(context, tokenParam(requestContext, request))) satisfies SigningLinkAnswer),
});

export const config: Config = { path: '/api/signing-links/:token' };
