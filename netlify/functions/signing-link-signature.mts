import type { Config } from '@netlify/functions';
import { signingLinkSignatureEndpoint } from '../../server/rental/endpoints.server';

/** POST signs the contract of a signing link, with no session (docs/api.md). */
export default signingLinkSignatureEndpoint;

export const config: Config = { path: '/api/signing-links/:token/signature' };
