import type { Config } from '@netlify/functions';
import { refreshExchangeRatesEndpoint } from '../../server/exchange-rates/endpoint.server';

/**
 * Scheduled daily after the ECB publishes (about 16:00 CET): stores the euro reference rates from
 * `EXCHANGE_RATES_URL`, retried once; a failure keeps the last rates and their date (docs/api.md).
 */
export default refreshExchangeRatesEndpoint;

export const config: Config = { schedule: '30 15 * * *' };
