import type { Config } from '@netlify/functions';
import { lt } from 'drizzle-orm';
import { staffSignIns } from '../../server/db/schema';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { authorisationRequest, requireIdentityConfig } from '../../server/staff/identity.server';
import { signCookie } from '../../server/staff/sessions.server';
import {
  callbackUri,
  redirect,
  safeReturnTo,
  signInCookieName,
  signInMinutes,
} from '../../server/staff/sign-in.server';

/** GET /api/staff/sign-in?returnTo=/staff/…: to the company's identity provider (docs/api.md "Staff desk"). */
export default engineEndpoint({
  GET: async ({ request, context }) => {
    const config = requireIdentityConfig();
    const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'));
    const redirectUri = callbackUri(request, config.redirectUri);
    const started = await authorisationRequest(config, redirectUri);
    const expiresAt = new Date(context.now.getTime() + signInMinutes * 60_000);
    await context.db.delete(staffSignIns).where(lt(staffSignIns.expiresAt, context.now));
    await context.db.insert(staffSignIns).values({
      state: started.state,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
      returnTo,
      createdAt: context.now,
      expiresAt,
    });
    return redirect(started.url, [await signCookie(context.db, signInCookieName, started.state, expiresAt)]);
  },
});

export const config: Config = { path: '/api/staff/sign-in' };
