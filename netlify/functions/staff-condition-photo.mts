import type { Config } from '@netlify/functions';
import type { ConditionPhotoAnswer } from '../../src/api-client/types';
import {
  conditionClientIdParam,
  conditionStageParam,
  readPhotoUpload,
} from '../../server/condition/condition-endpoint.server';
import { putConditionPhoto } from '../../server/condition/condition.server';
import { json } from '../../server/http/responses.server';
import { staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';
import { fileStorageFromEnv } from '../../server/storage/index.server';

/** PUT: the desk's own photo of a walk (`author: "staff"`), after the return mark too (docs/api.md). */
export default staffEndpoint({
  PUT: async ({ request, requestContext, context, staff }) => {
    const upload = await readPhotoUpload(request, {
      reference: staffReferenceParam(requestContext, request),
      stage: conditionStageParam(requestContext, request),
      clientId: conditionClientIdParam(requestContext, request),
    });
    const { photo, created } = await putConditionPhoto(context, fileStorageFromEnv(), upload, { kind: 'staff', staff });
    return json({ photo } satisfies ConditionPhotoAnswer, created ? 201 : 200);
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/condition/:stage/photos/:clientId' };
