import type { Config } from '@netlify/functions';
import { notFound } from '../../server/http/api-error.server';
import { pathParameter } from '../../server/http/request.server';
import type { RequestContext } from '../../server/http/responses.server';
import { licencePhotoEndpointOf } from '../../server/rental/http/licence-photo-endpoint.server';
import { leaseSettingsOf, lockLeaseForPhotos } from '../../server/rental/leases.server';
import { sideParam, type PhotoGate } from '../../server/rental/licence-photos.server';

const leasePhotoGate: PhotoGate = { lock: lockLeaseForPhotos, auditPrefix: 'lease' };

/** The `{reference}` and `{side}` of …/lease/licence-photos/{side} (404 for anything else). */
function leasePhotoParams(context: RequestContext, request: Request) {
  const match = /\/api\/reservations\/([^/]+)\/lease\/licence-photos\/([^/]+)\/?$/.exec(new URL(request.url).pathname);
  const reference = pathParameter(context, request, 'reference', /\/api\/reservations\/([^/]+)\/lease\//);
  if (!/^[A-Za-z0-9-]{4,20}$/.test(reference)) throw notFound('No reservation was found.');
  // The lessee is the lease's only driver: driver 0, as the check-in keeps the main driver's photos.
  return { reference, driver: 0, side: sideParam(context.params?.side ?? match?.[2]) };
}

/**
 * PUT gives or replaces, GET reads back, DELETE removes one side of the lessee's licence (docs/api.md
 * Leases); 404 `lease_not_offered` on a brand without leases, before reading anything.
 */
export default licencePhotoEndpointOf(leasePhotoParams, leasePhotoGate, leaseSettingsOf);

export const config: Config = { path: '/api/reservations/:reference/lease/licence-photos/:side' };
