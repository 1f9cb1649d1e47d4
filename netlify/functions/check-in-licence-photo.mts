import type { Config } from '@netlify/functions';
import type { RequestContext } from '../../server/http/responses.server';
import { referenceParam } from '../../server/rental/http/inputs.server';
import { licencePhotoEndpointOf } from '../../server/rental/http/licence-photo-endpoint.server';
import { driverIndex, sideParam } from '../../server/rental/licence-photos.server';

/** The `{driver}` and `{side}` of a licence photo path (404 for anything else, like an unknown reservation). */
function licencePhotoParams(context: RequestContext, request: Request) {
  const match = /\/check-in\/licence-photos\/([^/]+)\/([^/]+)\/?$/.exec(new URL(request.url).pathname);
  return {
    reference: referenceParam(context, request),
    driver: driverIndex(context.params?.driver ?? match?.[1]),
    side: sideParam(context.params?.side ?? match?.[2]),
  };
}

/** PUT gives or replaces, GET reads back, DELETE removes one side of one driver's licence photo (docs/api.md). */
export default licencePhotoEndpointOf(licencePhotoParams);

export const config: Config = { path: '/api/reservations/:reference/check-in/licence-photos/:driver/:side' };
