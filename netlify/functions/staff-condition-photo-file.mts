import type { Config } from '@netlify/functions';
import { conditionPhotoIdParam } from '../../server/condition/condition-endpoint.server';
import { personalFileResponse } from '../../server/http/responses.server';
import { readConditionPhoto } from '../../server/condition/condition.server';
import { privateFileHeaders, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';
import { fileStorageFromEnv } from '../../server/storage/index.server';

/** GET: one condition photo's bytes, to staff only; each view is recorded (docs/api.md). */
export default staffEndpoint({
  GET: async ({ request, requestContext, context, staff }) => {
    const photo = {
      reference: staffReferenceParam(requestContext, request),
      photoId: conditionPhotoIdParam(requestContext, request),
    };
    const file = await readConditionPhoto(context, fileStorageFromEnv(), photo, { kind: 'staff', staff });
    return personalFileResponse(file, privateFileHeaders);
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/condition/photos/:photoId' };
