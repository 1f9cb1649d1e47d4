import type { Config } from '@netlify/functions';
import { eq } from 'drizzle-orm';
import { staffSignIns } from '../../server/db/schema';
import { ApiError } from '../../server/http/api-error.server';
import { clearedCookie } from '../../server/http/cookies.server';
import { engineEndpoint } from '../../server/rental/http/endpoint.server';
import { claimsFromCallback, requireIdentityConfig } from '../../server/staff/identity.server';
import { staffRoleOf } from '../../server/staff/roles';
import { createStaffSession, endStaffSession, readSignedCookie } from '../../server/staff/sessions.server';
import { callbackUri, redirect, signInCookieName, staffHome } from '../../server/staff/sign-in.server';

/** GET /api/staff/callback: back from the identity provider with a code, a staff session started (docs/api.md "Staff desk"). */
export default engineEndpoint({
  GET: async ({ request, context }) => {
    const config = requireIdentityConfig();
    const url = new URL(request.url);
    const state = await readSignedCookie(context.db, request, signInCookieName);
    const clearSignIn = clearedCookie(signInCookieName);
    // The sign-in is used once, whatever happens next.
    const [signIn] = state
      ? await context.db.delete(staffSignIns).where(eq(staffSignIns.state, state)).returning()
      : [];
    if (!signIn || signIn.expiresAt <= context.now) return redirect('/staff/?signIn=expired', [clearSignIn]);
    if (url.searchParams.has('error')) return redirect(`${staffHome(signIn.returnTo)}?signIn=refused`, [clearSignIn]);
    let claims;
    try {
      claims = await claimsFromCallback(config, url, {
        state: signIn.state,
        nonce: signIn.nonce,
        codeVerifier: signIn.codeVerifier,
        redirectUri: callbackUri(request, config.redirectUri),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        return redirect(`${staffHome(signIn.returnTo)}?signIn=failed`, [clearSignIn]);
      }
      throw error;
    }
    const role = staffRoleOf(claims, config.roles);
    if (!role) return redirect(`${staffHome(signIn.returnTo)}?signIn=not_staff`, [clearSignIn]);
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : claims.sub;
    // A staff session the browser came with (another person's, or one planted) ends: the sign-in gets a new id.
    await endStaffSession(context, request);
    const { setCookie } = await createStaffSession(
      context,
      {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        name: typeof claims.name === 'string' ? claims.name : email,
        role,
      },
      config.sessionHours,
    );
    return redirect(signIn.returnTo, [setCookie, clearSignIn]);
  },
});

export const config: Config = { path: '/api/staff/callback' };
