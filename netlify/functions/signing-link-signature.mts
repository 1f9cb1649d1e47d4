import type { Config } from '@netlify/functions';
import type { SigningLinkSignatureAnswer } from '../../src/api-client/types';
import { readJsonObject, validate } from '../../server/http/request.server';
import { clientAddress, json } from '../../server/http/responses.server';
import { signByLink, signatureRequest } from '../../server/rental/checkin-contract.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { tokenParam } from '../../server/rental/http/inputs.server';

/** POST signs the contract of a signing link, with no session (docs/api.md). */
export default engineEndpoint({
  POST: async ({ request, requestContext, context }) => {
    const token = tokenParam(requestContext, request);
    const body = await validate(signatureRequest, await readJsonObject(request, 768 * 1024));
    const answer = await signByLink(context, token, body, clientAddress(request, requestContext));
    return json(answer satisfies SigningLinkSignatureAnswer, 201);
  },
});

export const config: Config = { path: '/api/signing-links/:token/signature' };
