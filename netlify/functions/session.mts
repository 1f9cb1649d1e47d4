import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';

/** GET /api/session: the session check of routes marked "(session)"; creates the session on first need (docs/api.md). */
export default engineEndpoint({
  GET: withSession('ensure', {
    handle: async ({ session }) =>
      json({
        session: { active: true, expiresAt: session.expiresAt.toISOString(), reservations: session.provenReservations },
      }),
  }),
});

export const config: Config = { path: '/api/session' };
