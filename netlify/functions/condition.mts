import type { Config } from '@netlify/functions';
import type { ConditionAnswer } from '../../src/api-client/types';
import { readCondition } from '../../server/condition/condition.server';
import { json } from '../../server/http/responses.server';
import { referenceParam } from '../../server/rental/http/inputs.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';

/** GET: the condition record of the proven reservation: its walks, photos, confirmations (docs/api.md). */
export default engineEndpoint({
  GET: withSession('find', {
    input: ({ requestContext, request }) => referenceParam(requestContext, request),
    handle: async ({ context, session }, reference) =>
      json({ condition: await readCondition(context, reference, session) } satisfies ConditionAnswer),
  }),
});

export const config: Config = { path: '/api/reservations/:reference/condition' };
