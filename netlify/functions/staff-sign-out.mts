import type { Config } from '@netlify/functions';
import { clearedCookie } from '../../server/http/cookies.server';
import { json } from '../../server/http/responses.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { endSessionUrl, staffIdentityFromEnv } from '../../server/staff/identity.server';
import { endStaffSession, staffCookieName } from '../../server/staff/sessions.server';

/** POST /api/staff/sign-out: ends the staff session; answers where to end the provider's session too (docs/api.md "Staff desk"). */
export default engineEndpoint({
  POST: async ({ request, context }) => {
    await endStaffSession(context, request);
    const config = staffIdentityFromEnv();
    const origin = new URL(request.url).origin;
    let providerSignOutUrl: string | null = null;
    if (config) {
      try {
        providerSignOutUrl = await endSessionUrl(config, `${origin}/staff/`);
      } catch {
        // The provider is not answering: this site's session is ended all the same.
        providerSignOutUrl = null;
      }
    }
    return json({ signedOut: true, providerSignOutUrl }, 200, { 'set-cookie': clearedCookie(staffCookieName) });
  },
});

export const config: Config = { path: '/api/staff/sign-out' };
