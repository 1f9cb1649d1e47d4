import type { Config } from '@netlify/functions';
import { businessToday } from '../../src/domain/dates';
import { readJsonObject, validate } from '../../server/http/request.server';
import { json } from '../../server/http/responses.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { editRequest } from '../../server/rental/changes.server';
import { changeOnBehalf } from '../../server/staff/actions.server';
import { staffReservationDetail } from '../../server/staff/desk.server';
import { actionAnswer, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/** GET (everything) and PATCH (a change on the customer's behalf) of one reservation (docs/api.md "Staff desk"). */
export default staffEndpoint({
  GET: async ({ request, requestContext, context, staff }) =>
    json(await staffReservationDetail(context, staffReferenceParam(requestContext, request), staff)),
  PATCH: async ({ request, requestContext, context, staff }) => {
    const edit = await validate(editRequest(businessToday(context.now)), await readJsonObject(request));
    const reference = staffReferenceParam(requestContext, request);
    return actionAnswer(context, await changeOnBehalf(context, paymentProcessorFromEnv(), staff, reference, edit));
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference' };
