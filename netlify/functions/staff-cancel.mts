import type { Config } from '@netlify/functions';
import { readJsonObject, validate } from '../../server/http/request.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { cancelRequest } from '../../server/rental/changes.server';
import { cancelOnBehalf } from '../../server/staff/actions.server';
import { actionAnswer, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/** POST: cancels on the customer's behalf, `{ expectedRefund? }` as the site's own cancel (docs/api.md "Staff desk"). */
export default staffEndpoint({
  POST: async ({ request, requestContext, context, staff }) => {
    const body = await validate(cancelRequest, await readJsonObject(request));
    const reference = staffReferenceParam(requestContext, request);
    return actionAnswer(
      context,
      await cancelOnBehalf(context, paymentProcessorFromEnv(), staff, reference, body.expectedRefund),
    );
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/cancel' };
