import type { Config } from '@netlify/functions';
import { signingLinkEndpoint } from '../../server/rental/endpoints.server';

/** GET answers what the signature page needs for a signing link, with no session (docs/api.md). */
export default signingLinkEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/signing-links/:token' };
