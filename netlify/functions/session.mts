import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';

/**
 * GET /api/session: the session check of routes marked "(session)" (docs/api.md). It reads the session and
 * never creates one (issue 38: a row per cookieless request filled the table); a booking or a proof does.
 */
export default engineEndpoint({
  GET: withSession('find', {
    handle: async ({ session }) =>
      json({
        session: session
          ? { active: true, expiresAt: session.expiresAt.toISOString(), reservations: session.provenReservations }
          : { active: false, expiresAt: null, reservations: [] },
      }),
  }),
});

export const config: Config = { path: '/api/session' };
