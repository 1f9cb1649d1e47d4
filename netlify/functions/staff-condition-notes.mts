import type { Config } from '@netlify/functions';
import { conditionStageParam } from '../../server/condition/condition-endpoint.server';
import { addConditionNote } from '../../server/condition/condition.server';
import { readJsonObject } from '../../server/http/request.server';
import { json } from '../../server/http/responses.server';
import { staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/** POST `{ text }`: the desk's note on a walk, marked as the desk's (201 `{ note }`) (docs/api.md). */
export default staffEndpoint({
  POST: async ({ request, requestContext, context, staff }) => {
    const reference = staffReferenceParam(requestContext, request);
    const stage = conditionStageParam(requestContext, request);
    const body = await readJsonObject(request);
    const note = await addConditionNote(context, staff, { reference, stage, text: body.text });
    return json({ note }, 201);
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/condition/:stage/notes' };
