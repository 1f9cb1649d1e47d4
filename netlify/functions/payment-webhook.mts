import type { Config } from '@netlify/functions';
import { paymentWebhookEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/payments/webhook: the card processor's signed notifications (docs/api.md, server/payments/README.md). */
export default paymentWebhookEndpoint;

export const config: Config = { path: '/api/payments/webhook' };
