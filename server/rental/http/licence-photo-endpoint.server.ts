import type { LicencePhotoAnswer, LicencePhotoSide } from '../../../src/api-client/types';
import type { TenantId } from '../../../src/config/tenants';
import { maxLicencePhotoBytes } from '../../../src/config/constants';
import { ApiError } from '../../http/api-error.server';
import { readBodyBytes } from '../../http/request.server';
import { json, personalFileResponse, type RequestContext } from '../../http/responses.server';
import { fileStorageFromEnv } from '../../storage/index.server';
import {
  checkInPhotoGate,
  deleteLicencePhoto,
  putLicencePhoto,
  readLicencePhoto,
  type PhotoGate,
} from '../licence-photos.server';
import { engineEndpoint, withSession, type EngineCall } from './endpoint.server';

/** One licence photo of a path: the reservation, the driver (0 the main one) and the side. */
export interface LicencePhotoParams {
  reference: string;
  driver: number;
  side: LicencePhotoSide;
}

const photoTooLarge = () =>
  new ApiError(413, 'photo_too_large', `A licence photo may be at most ${maxLicencePhotoBytes} bytes.`, {
    photo: `At most ${maxLicencePhotoBytes} bytes.`,
  });

/**
 * PUT, GET and DELETE of one licence photo, shared by the check-in's and the lease's photos: `params`
 * reads the path, `gate` says when the photo may change, `check` refuses a brand first (the lease's
 * photos exist only where leases are offered).
 */
export function licencePhotoEndpointOf(
  params: (context: RequestContext, request: Request) => LicencePhotoParams,
  gate: PhotoGate = checkInPhotoGate,
  check: (tenant: TenantId) => unknown = () => undefined,
) {
  const photoOf = ({ context, requestContext, request }: EngineCall) => {
    check(context.tenant);
    return params(requestContext, request);
  };
  return engineEndpoint({
    PUT: withSession('find', {
      input: async (call) => {
        const photo = photoOf(call);
        // The body is the image itself; its type is found from its bytes, whatever Content-Type says.
        const bytes = await readBodyBytes(call.request, maxLicencePhotoBytes, photoTooLarge);
        return { ...photo, bytes };
      },
      handle: async ({ context, session }, photo) => {
        const { licencePhoto, replaced } = await putLicencePhoto(context, fileStorageFromEnv(), photo, session, gate);
        return json({ licencePhoto } satisfies LicencePhotoAnswer, replaced ? 200 : 201);
      },
    }),
    GET: withSession('find', {
      input: photoOf,
      handle: async ({ context, session }, photo) =>
        personalFileResponse(await readLicencePhoto(context, fileStorageFromEnv(), photo, session)),
    }),
    DELETE: withSession('find', {
      input: photoOf,
      handle: async ({ context, session }, photo) => {
        await deleteLicencePhoto(context, fileStorageFromEnv(), photo, session, gate);
        return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
      },
    }),
  });
}
