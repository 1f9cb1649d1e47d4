import type { Config } from '@netlify/functions';
import type { ConditionAnswer } from '../../src/api-client/types';
import { conditionStageParam } from '../../server/condition/condition-endpoint.server';
import { confirmConditionStage } from '../../server/condition/condition.server';
import { json } from '../../server/http/responses.server';
import { referenceParam } from '../../server/rental/http/inputs.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';

/** POST: the customer's final confirmation of a walk (once; again answers the same record) (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: ({ requestContext, request }) => ({
      reference: referenceParam(requestContext, request),
      stage: conditionStageParam(requestContext, request),
    }),
    handle: async ({ context, session }, { reference, stage }) =>
      json({ condition: await confirmConditionStage(context, reference, stage, session) } satisfies ConditionAnswer),
  }),
});

export const config: Config = { path: '/api/reservations/:reference/condition/:stage/confirm' };
