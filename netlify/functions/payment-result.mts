import type { Config } from '@netlify/functions';
import * as yup from 'yup';
import { ApiError } from '../../server/http/api-error.server';
import { pathParameter, readJsonObject, strictObject, validate } from '../../server/http/request.server';
import type { RequestContext } from '../../server/http/responses.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { checkInPaymentSettled } from '../../server/rental/checkin.server';
import { settledAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { referenceParam } from '../../server/rental/http/inputs.server';
import { settlePayment } from '../../server/rental/payment-checkout.server';
import { provenReservation, reservationView } from '../../server/rental/reservations.server';

const paymentResultRequest = strictObject({
  sessionResult: yup.string().typeError('sessionResult must be a string').trim().max(4000).optional(),
});

function paymentIdParam(context: RequestContext, request: Request): string {
  const id = pathParameter(context, request, 'payment', /\/payments\/([^/]+)\/result\/?$/);
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new ApiError(404, 'not_found', 'No such payment.');
  return id;
}

/** POST /api/reservations/{reference}/payments/{payment}/result: how the processor's checkout ended, applied once (docs/api.md). */
export default engineEndpoint({
  POST: withSession('find', {
    input: async ({ request, requestContext }) => ({
      ...(await validate(paymentResultRequest, await readJsonObject(request))),
      reference: referenceParam(requestContext, request),
      attemptId: paymentIdParam(requestContext, request),
    }),
    handle: async ({ context, session }, { sessionResult, reference, attemptId }) => {
      const processor = paymentProcessorFromEnv();
      const { attempt, reservation } = await settlePayment(
        context,
        processor,
        { reference, attemptId, ...(sessionResult ? { sessionResult } : {}) },
        session,
      );
      let row = reservation;
      if (attempt.status === 'succeeded' && (attempt.purpose === 'check-in' || attempt.purpose === 'deposit')) {
        await checkInPaymentSettled(context, processor, row.id);
        row = await provenReservation(context.db, context.tenant, row.reference, session);
      }
      return settledAnswer(attempt, await reservationView(context.db, row, context.now));
    },
  }),
});

export const config: Config = { path: '/api/reservations/:reference/payments/:payment/result' };
