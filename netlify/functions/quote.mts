import type { Config } from '@netlify/functions';
import { quoteEndpoint } from '../../server/rental/endpoints.server';

/** POST /api/quote: the price of one class with options (docs/api.md). */
export default quoteEndpoint;

export const config: Config = { path: '/api/quote' };
