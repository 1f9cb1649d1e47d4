import type { Config } from '@netlify/functions';
import type { ReservationAnswer } from '../../src/api-client/types';
import { businessToday } from '../../src/domain/dates';
import { idempotencyKey, readJsonObject, validate } from '../../server/http/request.server';
import { clientAddress, json } from '../../server/http/responses.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { createLease, leaseRequest, leaseSettingsOf } from '../../server/rental/leases.server';
import { reservationView } from '../../server/rental/reservations.server';

/**
 * POST /api/leases (Idempotency-Key): the lease held for payment, 201 with the reservation (long-term
 * brand, docs/api.md Leases). On a brand without leases it answers 404 `lease_not_offered` first.
 */
export default engineEndpoint({
  POST: withSession('ensure', {
    input: async ({ request, context }) => {
      const settings = leaseSettingsOf(context.tenant);
      return {
        key: idempotencyKey(request),
        body: await validate(
          leaseRequest(settings.deliveryPostcodes, businessToday(context.now)),
          await readJsonObject(request),
        ),
      };
    },
    handle: async ({ request, requestContext, context, session }, { key, body }) => {
      const { reservation, replayed } = await createLease(
        context,
        body,
        key,
        session,
        clientAddress(request, requestContext),
      );
      const answer: ReservationAnswer = { reservation: await reservationView(context.db, reservation, context.now) };
      return json(answer, 201, replayed ? { 'idempotent-replayed': 'true' } : {});
    },
  }),
});

export const config: Config = { path: '/api/leases' };
