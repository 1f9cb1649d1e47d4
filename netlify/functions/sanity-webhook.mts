import type { Config } from '@netlify/functions';
import { sanityWebhookEndpoint } from '../../server/publish/webhook.server';

/** POST /api/sanity-webhook: a signed publish from Sanity rebuilds the site, at most once a minute (docs/api.md). */
export default sanityWebhookEndpoint;

export const config: Config = { path: '/api/sanity-webhook' };
