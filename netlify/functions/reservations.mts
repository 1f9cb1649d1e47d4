import type { Config } from '@netlify/functions';
import { businessToday } from '../../src/domain/dates';
import { idempotencyKey, readJsonObject, validate } from '../../server/http/request.server';
import { clientAddress, json } from '../../server/http/responses.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { reservationRequest } from '../../server/rental/requests';
import { createReservation, reservationView } from '../../server/rental/reservations.server';

/** POST /api/reservations: books a vehicle (Idempotency-Key) (docs/api.md). */
export default engineEndpoint({
  POST: withSession('ensure', {
    input: async ({ request, context }) => ({
      key: idempotencyKey(request),
      body: await validate(reservationRequest(businessToday(context.now)), await readJsonObject(request)),
    }),
    handle: async ({ request, requestContext, context, session }, { key, body }) => {
      const { reservation, replayed } = await createReservation(
        context,
        body,
        key,
        session,
        null,
        clientAddress(request, requestContext),
      );
      const view = await reservationView(context.db, reservation, context.now);
      return json({ reservation: view }, 201, replayed ? { 'idempotent-replayed': 'true' } : {});
    },
  }),
});

export const config: Config = { path: '/api/reservations' };
