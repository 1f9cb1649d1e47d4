import type { Config } from '@netlify/functions';
import { notFound } from '../../server/http/api-error.server';
import { idempotencyKey, pathParameter, readJsonObject, validate } from '../../server/http/request.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { captureDepositPart, captureRequest, releaseDepositNow } from '../../server/staff/actions.server';
import { requireRole } from '../../server/staff/sessions.server';
import { actionAnswer, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/**
 * POST …/deposit/release (desk) and …/deposit/capture (manager: `{ amount, reason }`, Idempotency-Key):
 * releases the deposit, or captures part of it (docs/api.md "Staff desk").
 */
export default staffEndpoint({
  POST: async ({ request, requestContext, context, staff }) => {
    const action = pathParameter(requestContext, request, 'action', /\/deposit\/([^/]+)\/?$/);
    if (action === 'release') {
      const reference = staffReferenceParam(requestContext, request);
      return actionAnswer(context, await releaseDepositNow(context, paymentProcessorFromEnv(), staff, reference));
    }
    if (action === 'capture') {
      const manager = requireRole(staff, 'manager');
      const key = idempotencyKey(request);
      const input = await validate(captureRequest, await readJsonObject(request));
      const reference = staffReferenceParam(requestContext, request);
      return actionAnswer(
        context,
        await captureDepositPart(context, paymentProcessorFromEnv(), manager, reference, input, key),
      );
    }
    throw notFound('No such action.');
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/deposit/:action' };
