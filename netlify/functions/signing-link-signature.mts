import type { Config } from '@netlify/functions';
import { signingLinkSignatureEndpoint } from '../../server/rental/endpoints.server';

/** POST signs the contract of a signing link, with no session (docs/api.md). */
export default signingLinkSignatureEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/signing-links/:token/signature' };
