import type { Config } from '@netlify/functions';
import { leasesEndpoint } from '../../server/rental/lease-endpoints.server';

/** POST /api/leases: books a lease, held for payment (Idempotency-Key) (docs/api.md Leases). */
export default leasesEndpoint;

export const config: Config = { path: '/api/leases' };
