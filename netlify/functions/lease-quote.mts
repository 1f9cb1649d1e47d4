import type { Config } from '@netlify/functions';
import { leaseQuoteEndpoint } from '../../server/rental/lease-endpoints.server';

/** POST /api/leases/quote: a lease's price per month and in full (long-term brand, docs/api.md Leases). */
export default leaseQuoteEndpoint;

export const config: Config = { path: '/api/leases/quote' };
