import type { Config } from '@netlify/functions';
import { openReservationEndpoint } from '../../server/mail/endpoints.server';

/** POST /api/reservations/open: an e-mail link's token proves its reservation to the session (docs/api.md). */
export default openReservationEndpoint;

export const config: Config = { path: '/api/reservations/open' };
