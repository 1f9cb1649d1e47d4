import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { clearedSessionCookie, endSession } from '../../server/session.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';

const noSession = { session: { active: false, expiresAt: null, reservations: [] } };

/**
 * GET /api/session: the session check of routes marked "(session)" (docs/api.md). It reads the session and
 * never creates one (issue 38: a row per cookieless request filled the table); a booking or a proof does.
 * DELETE /api/session: signs out on this device (issue 40): the session and every proof it holds end, and
 * the cookie is cleared. Without a session it only clears the cookie.
 */
export default engineEndpoint({
  GET: withSession('find', {
    handle: async ({ session }) =>
      json(
        session
          ? {
              session: {
                active: true,
                expiresAt: session.expiresAt.toISOString(),
                reservations: session.provenReservations,
              },
            }
          : noSession,
      ),
  }),
  DELETE: withSession('find', {
    handle: async ({ session, context }) => {
      const setCookie = session ? await endSession(context.db, session) : clearedSessionCookie;
      const response = json(noSession);
      response.headers.append('set-cookie', setCookie);
      return response;
    },
  }),
});

export const config: Config = { path: '/api/session' };
