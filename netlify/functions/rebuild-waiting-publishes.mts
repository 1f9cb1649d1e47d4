import type { Config } from '@netlify/functions';
import { flushWaitingPublishesEndpoint } from '../../server/publish/webhook.server';

/**
 * Scheduled every minute: a publish that came within a minute of the last rebuild gets its rebuild
 * once that minute is over (docs/decisions/012).
 */
export default flushWaitingPublishesEndpoint;

export const config: Config = { schedule: '* * * * *' };
