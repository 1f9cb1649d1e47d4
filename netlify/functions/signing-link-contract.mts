import type { Config } from '@netlify/functions';
import { signingLinkContractEndpoint } from '../../server/rental/endpoints.server';

/** GET downloads the contract a signing link proves (PDF), with no session (docs/api.md). */
export default signingLinkContractEndpoint;

export const config: Config = { path: '/api/signing-links/:token/contract' };
