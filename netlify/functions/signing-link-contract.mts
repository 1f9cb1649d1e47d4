import type { Config } from '@netlify/functions';
import { signingLinkContractPdf } from '../../server/rental/checkin.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { tokenParam } from '../../server/rental/http/inputs.server';

/** GET downloads the contract a signing link proves (PDF), with no session (docs/api.md). */
export default engineEndpoint({
  GET: async ({ request, requestContext, context }) => {
    const { reference, pdf } = await signingLinkContractPdf(context, tokenParam(requestContext, request));
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="rental-agreement-${reference}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    });
  },
});

export const config: Config = { path: '/api/signing-links/:token/contract' };
