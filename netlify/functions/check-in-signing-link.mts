import type { Config } from '@netlify/functions';
import { checkInSigningLinkEndpoint } from '../../server/rental/endpoints.server';

/** POST: a new signing link for the newest contract, at the signature step (docs/api.md). */
export default checkInSigningLinkEndpoint;

export const config: Config = { path: '/api/reservations/:reference/check-in/signing-link' };
