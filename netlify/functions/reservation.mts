import type { Config } from '@netlify/functions';
import { businessToday } from '../../src/domain/dates';
import { conditionSummary } from '../../server/condition/condition.server';
import { readJsonObject, validate } from '../../server/http/request.server';
import { json } from '../../server/http/responses.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { editRequest, editReservation } from '../../server/rental/changes.server';
import { reservationAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { localeQuery, referenceParam } from '../../server/rental/http/inputs.server';
import { provenReservation, reservationView } from '../../server/rental/reservations.server';

/** GET and PATCH /api/reservations/{reference}: view and change a proven reservation (docs/api.md). */
export default engineEndpoint({
  GET: withSession('find', {
    input: ({ request, requestContext }) => ({
      locale: localeQuery(request),
      reference: referenceParam(requestContext, request),
    }),
    handle: async ({ context, session }, { locale, reference }) => {
      const row = await provenReservation(context.db, context.tenant, reference, session);
      const reservation = await reservationView(context.db, row, context.now, locale);
      // The overview's entry to the condition walk and its report (issue 39).
      return json({ reservation: { ...reservation, condition: await conditionSummary(context.db, row, context.now) } });
    },
  }),
  PATCH: withSession('find', {
    input: async ({ request, requestContext, context }) => ({
      body: await validate(editRequest(businessToday(context.now)), await readJsonObject(request)),
      reference: referenceParam(requestContext, request),
    }),
    handle: async ({ context, session }, { body, reference }) =>
      reservationAnswer(context, await editReservation(context, paymentProcessorFromEnv(), reference, body, session)),
  }),
});

// With no method in the configs, POST /api/reservations/find and /open would match `:reference` too:
// excluding them keeps each path to one function whatever order a router tries them in.
export const config: Config = {
  path: '/api/reservations/:reference',
  excludedPath: ['/api/reservations/find', '/api/reservations/open'],
};
