import type { Config } from '@netlify/functions';
import type { ConditionPhotoAnswer } from '../../src/api-client/types';
import {
  conditionClientIdParam,
  conditionStageParam,
  readPhotoUpload,
} from '../../server/condition/condition-endpoint.server';
import { putConditionPhoto, refuseConditionPhotoRemoval } from '../../server/condition/condition.server';
import { json } from '../../server/http/responses.server';
import { referenceParam } from '../../server/rental/http/inputs.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { fileStorageFromEnv } from '../../server/storage/index.server';

/**
 * PUT: one photo of a walk around the vehicle, idempotent by the phone's `clientId` (201, then 200 for
 * the same bytes, 409 for others); DELETE: always 409, a recorded photo is kept (docs/api.md).
 */
export default engineEndpoint({
  PUT: withSession('find', {
    input: async ({ requestContext, request }) =>
      readPhotoUpload(request, {
        reference: referenceParam(requestContext, request),
        stage: conditionStageParam(requestContext, request),
        clientId: conditionClientIdParam(requestContext, request),
      }),
    handle: async ({ context, session }, upload) => {
      const { photo, created } = await putConditionPhoto(context, fileStorageFromEnv(), upload, {
        kind: 'customer',
        session,
      });
      return json({ photo } satisfies ConditionPhotoAnswer, created ? 201 : 200);
    },
  }),
  DELETE: withSession('find', {
    input: ({ requestContext, request }) => {
      conditionStageParam(requestContext, request);
      conditionClientIdParam(requestContext, request);
      return referenceParam(requestContext, request);
    },
    handle: ({ context, session }, reference) => refuseConditionPhotoRemoval(context, reference, session),
  }),
});

export const config: Config = { path: '/api/reservations/:reference/condition/:stage/photos/:clientId' };
