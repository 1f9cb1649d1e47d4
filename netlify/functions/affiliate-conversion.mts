import type { Config } from '@netlify/functions';
import { affiliateConversionEndpoint } from '../../server/affiliate/endpoints.server';

/** POST /api/affiliate/conversion: stores a paid reservation's conversion once (docs/api.md). */
export default affiliateConversionEndpoint;

export const config: Config = { path: '/api/affiliate/conversion' };
