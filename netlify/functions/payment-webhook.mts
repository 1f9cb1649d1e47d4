import type { Config } from '@netlify/functions';
import { eq } from 'drizzle-orm';
import { paymentAttempts } from '../../server/db/schema';
import { ApiError } from '../../server/http/api-error.server';
import { readBodyText } from '../../server/http/request.server';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { WebhookAuthenticationError, WebhookSignatureError } from '../../server/payments/processor.server';
import { checkInPaymentSettled } from '../../server/rental/checkin.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { applyProcessorEvent } from '../../server/rental/payment-webhook.server';

/**
 * POST /api/payments/webhook: the processor's signed notifications, the source of truth for how a
 * payment ended (a customer who closed the tab after paying is still confirmed). Missing or wrong Basic
 * authentication (when ADYEN_WEBHOOK_USERNAME/PASSWORD are set) or signature gets 401; a repeated event changes nothing (docs/api.md, server/payments/README.md).
 */
export default engineEndpoint({
  POST: async ({ request, context }) => {
    const processor = paymentProcessorFromEnv();
    const body = await readBodyText(request, 256 * 1024);
    let events;
    try {
      events = await processor.readWebhook(body, request.headers);
    } catch (error) {
      if (error instanceof WebhookAuthenticationError) {
        throw new ApiError(401, 'unauthorized', "The webhook's Basic authentication is missing or wrong.", undefined, {
          'www-authenticate': 'Basic realm="payment-webhook", charset="UTF-8"',
        });
      }
      if (error instanceof WebhookSignatureError) {
        throw new ApiError(401, 'invalid_signature', 'The webhook signature is missing or wrong.');
      }
      throw new ApiError(400, 'invalid_request', 'The webhook body is not a notification.');
    }
    for (const event of events) {
      await applyProcessorEvent(context, processor, event);
      if (event.kind === 'authorisation' && event.success) {
        const [attempt] = await context.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.pspReference, event.pspReference));
        if (attempt && (attempt.purpose === 'check-in' || attempt.purpose === 'deposit')) {
          await checkInPaymentSettled(context, processor, attempt.reservationId);
        }
      }
    }
    return new Response(processor.webhookAcceptedBody, {
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  },
});

export const config: Config = { path: '/api/payments/webhook' };
