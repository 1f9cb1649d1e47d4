import type { Config } from '@netlify/functions';
import { conditionPhotoIdParam } from '../../server/condition/condition-endpoint.server';
import { personalFileResponse } from '../../server/http/responses.server';
import { readConditionPhoto } from '../../server/condition/condition.server';
import { referenceParam } from '../../server/rental/http/inputs.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { fileStorageFromEnv } from '../../server/storage/index.server';

/** GET: one condition photo's bytes, to the proven customer only, never cached (docs/api.md). */
export default engineEndpoint({
  GET: withSession('find', {
    input: ({ requestContext, request }) => ({
      reference: referenceParam(requestContext, request),
      photoId: conditionPhotoIdParam(requestContext, request),
    }),
    handle: async ({ context, session }, photo) =>
      personalFileResponse(
        await readConditionPhoto(context, fileStorageFromEnv(), photo, { kind: 'customer', session }),
      ),
  }),
});

export const config: Config = { path: '/api/reservations/:reference/condition/photos/:photoId' };
