import type { Config } from '@netlify/functions';
import { exchangeRatesEndpoint } from '../../server/rental/endpoints.server';

/** GET /api/exchange-rates: the stored rates, units per EUR (docs/api.md). */
export default exchangeRatesEndpoint;

export const config: Config = { path: '/api/exchange-rates' };
