import type { Config } from '@netlify/functions';
import { affiliateClickEndpoint } from '../../server/affiliate/endpoints.server';

/** POST /api/affiliate/click: stores a referral click and answers its id (docs/api.md). */
export default affiliateClickEndpoint;

export const config: Config = { path: '/api/affiliate/click' };
