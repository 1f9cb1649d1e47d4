import type { LeaseQuoteAnswer, ReservationAnswer } from '../../src/api-client/types';
import { businessToday } from '../../src/domain/dates';
import { notFound } from '../http/api-error.server';
import { idempotencyKey, pathParameter, readJsonObject, validate } from '../http/request.server';
import { endpoint, json, type RequestContext } from '../http/responses.server';
import { ensureSession } from '../session.server';
import { engineContext } from './context.server';
import {
  createLease,
  leaseQuoteRequest,
  leaseRequest,
  leaseSettingsOf,
  lockLeaseForPhotos,
  quoteLease,
} from './leases.server';
import { sideParam, type PhotoGate } from './licence-photos.server';
import { licencePhotoEndpointOf } from './endpoints.server';
import { reservationView } from './reservations.server';

/**
 * The lease endpoints (issue 15, docs/api.md Leases): each reads its body with the domain's lease rules,
 * calls the lease engine and answers JSON. On a brand without leases every one answers 404
 * `lease_not_offered` before reading anything.
 */

/** POST /api/leases/quote */
export const leaseQuoteEndpoint = endpoint({
  POST: async (request) => {
    const context = engineContext();
    const settings = leaseSettingsOf(context.tenant);
    const body = await validate(leaseQuoteRequest(settings.deliveryPostcodes), await readJsonObject(request));
    return json((await quoteLease(context, body)) satisfies LeaseQuoteAnswer);
  },
});

/** POST /api/leases (Idempotency-Key): the lease held for payment, 201 with the reservation. */
export const leasesEndpoint = endpoint({
  POST: async (request) => {
    const context = engineContext();
    const settings = leaseSettingsOf(context.tenant);
    const key = idempotencyKey(request);
    const body = await validate(
      leaseRequest(settings.deliveryPostcodes, businessToday(context.now)),
      await readJsonObject(request),
    );
    const { session, setCookie } = await ensureSession(context.db, request, context.tenant, context.now);
    const { reservation, replayed } = await createLease(context, body, key, session);
    const answer: ReservationAnswer = { reservation: await reservationView(context.db, reservation, context.now) };
    const response = json(answer, 201, replayed ? { 'idempotent-replayed': 'true' } : {});
    if (setCookie) response.headers.append('set-cookie', setCookie);
    return response;
  },
});

const leasePhotoGate: PhotoGate = { lock: lockLeaseForPhotos, auditPrefix: 'lease' };

/** The `{reference}` and `{side}` of …/lease/licence-photos/{side} (404 for anything else). */
function leasePhotoParams(context: RequestContext, request: Request) {
  const match = /\/api\/reservations\/([^/]+)\/lease\/licence-photos\/([^/]+)\/?$/.exec(new URL(request.url).pathname);
  const reference = pathParameter(context, request, 'reference', /\/api\/reservations\/([^/]+)\/lease\//);
  if (!/^[A-Za-z0-9-]{4,20}$/.test(reference)) throw notFound('No reservation was found.');
  // The lessee is the lease's only driver: driver 0, as the check-in keeps the main driver's photos.
  return { reference, driver: 0, side: sideParam(context.params?.side ?? match?.[2]) };
}

/** PUT, GET, DELETE /api/reservations/{reference}/lease/licence-photos/{side}: the lessee's licence. */
export const leaseLicencePhotoEndpoint = licencePhotoEndpointOf(leasePhotoParams, leasePhotoGate, leaseSettingsOf);
