import type { Config } from '@netlify/functions';
import { notFound } from '../../server/http/api-error.server';
import { pathParameter, readJsonObject, validate } from '../../server/http/request.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { approveRefundRequest, rejectRefundBody, rejectRefundRequest } from '../../server/staff/actions.server';
import { actionAnswer, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/** POST …/refund-requests/{id}/approve | reject: approves (refunds) or rejects a refund request (docs/api.md "Staff desk"). */
export default staffEndpoint({
  POST: async ({ request, requestContext, context, staff }) => {
    const reference = staffReferenceParam(requestContext, request);
    const id = pathParameter(requestContext, request, 'id', /\/refund-requests\/([^/]+)\//);
    const decision = pathParameter(requestContext, request, 'decision', /\/refund-requests\/[^/]+\/([^/]+)\/?$/);
    if (decision === 'approve') {
      return actionAnswer(
        context,
        await approveRefundRequest(context, paymentProcessorFromEnv(), staff, reference, id),
      );
    }
    if (decision === 'reject') {
      await validate(rejectRefundBody, await readJsonObject(request));
      return actionAnswer(context, await rejectRefundRequest(context, staff, reference, id));
    }
    throw notFound('No such action.');
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/refund-requests/:id/:decision' };
