import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { contractPdf } from '../../server/rental/checkin.server';
import { createContract } from '../../server/rental/checkin-contract.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { referenceParam } from '../../server/rental/http/inputs.server';

/** POST draws up, GET downloads the rental agreement PDF (template 1829) (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: ({ request, requestContext }) => referenceParam(requestContext, request),
    handle: async ({ context, session }, reference) => json(await createContract(context, reference, session), 201),
  }),
  GET: withSession('find', {
    input: ({ request, requestContext }) => referenceParam(requestContext, request),
    handle: async ({ context, session }, givenReference) => {
      const { reference, pdf, signed } = await contractPdf(context, givenReference, session);
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="rental-agreement-${reference}${signed ? '-signed' : ''}.pdf"`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
  }),
});

export const config: Config = { path: '/api/reservations/:reference/check-in/contract' };
