import type { Config } from '@netlify/functions';
import { checkInContractEndpoint } from '../../server/rental/endpoints.server';

/** POST draws up, GET downloads the rental agreement PDF (template 1829) (docs/api.md). */
export default checkInContractEndpoint;

export const config: Config = { path: '/api/reservations/:reference/check-in/contract' };
