import type { Config } from '@netlify/functions';
import { signingLinkEndpoint } from '../../server/rental/endpoints.server';

/** GET answers what the signature page needs for a signing link, with no session (docs/api.md). */
export default signingLinkEndpoint;

export const config: Config = { path: '/api/signing-links/:token' };
