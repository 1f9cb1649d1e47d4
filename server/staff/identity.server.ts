import * as oidc from 'openid-client';
import { ApiError } from '../http/api-error.server';
import { addressList, type RolePolicy, type StaffClaims } from './roles';

/**
 * The identity adapter (README.md): any OpenID Connect provider, through `openid-client`, with the
 * authorisation code flow, PKCE (S256), state and nonce. The provider does passwords and multi-factor;
 * this side only learns who signed in and which claims the provider vouched for.
 */
export interface StaffIdentityConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Scopes asked for; `openid email profile` and whatever carries the role claim. */
  scopes: string;
  /** The address the provider sends people back to; by default the request's own /api/staff/callback. */
  redirectUri: string | null;
  roles: RolePolicy;
  sessionHours: number;
}

/** The staff identity configuration, or null when none is set (the desk then answers 503). */
export function staffIdentityFromEnv(env: NodeJS.ProcessEnv = process.env): StaffIdentityConfig | null {
  const issuer = env.STAFF_OIDC_ISSUER?.trim();
  const clientId = env.STAFF_OIDC_CLIENT_ID?.trim();
  if (!issuer || !clientId) return null;
  const roleClaim = env.STAFF_ROLE_CLAIM?.trim() || null;
  return {
    issuer,
    clientId,
    clientSecret: env.STAFF_OIDC_CLIENT_SECRET?.trim() ?? '',
    scopes: env.STAFF_OIDC_SCOPES?.trim() || 'openid email profile',
    redirectUri: env.STAFF_OIDC_REDIRECT_URI?.trim() || null,
    roles: {
      roleClaim,
      managerValue: env.STAFF_MANAGER_ROLE?.trim() || 'manager',
      deskValue: env.STAFF_DESK_ROLE?.trim() || 'desk',
      managers: addressList(env.STAFF_MANAGERS),
      desk: addressList(env.STAFF_DESK),
    },
    sessionHours: Number(env.STAFF_SESSION_HOURS ?? 10) || 10,
  };
}

export function requireIdentityConfig(): StaffIdentityConfig {
  const config = staffIdentityFromEnv();
  if (!config) {
    throw new ApiError(
      503,
      'staff_sign_in_unconfigured',
      'Staff sign-in is not configured: set STAFF_OIDC_ISSUER and STAFF_OIDC_CLIENT_ID.',
    );
  }
  return config;
}

// Discovery documents by issuer: a cache of the provider's public metadata, not state (any instance
// may fetch it again).
const discovered = new Map<string, Promise<oidc.Configuration>>();

/** Plain http is allowed only for a provider on this machine (the local test provider). */
function isLocal(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

async function configurationOf(config: StaffIdentityConfig): Promise<oidc.Configuration> {
  const key = `${config.issuer}|${config.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const issuer = new URL(config.issuer);
    found = oidc.discovery(
      issuer,
      config.clientId,
      config.clientSecret || undefined,
      undefined,
      isLocal(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    discovered.set(key, found);
    // A provider that did not answer is asked again next time.
    found.catch(() => discovered.delete(key));
  }
  try {
    return await found;
  } catch (error) {
    console.error(`Staff sign-in: the identity provider's discovery failed (${(error as Error).name})`);
    throw new ApiError(503, 'identity_provider_unavailable', 'The sign-in service is not answering. Try again soon.');
  }
}

export interface AuthorisationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Where to send the browser to sign in, with a fresh state, nonce and PKCE verifier. */
export async function authorisationRequest(
  config: StaffIdentityConfig,
  redirectUri: string,
): Promise<AuthorisationRequest> {
  const configuration = await configurationOf(config);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: config.scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/**
 * Exchanges the callback's code for tokens, checking state, nonce, PKCE, the ID token's signature,
 * issuer, audience and time. Answers the ID token's claims, with the userinfo's when the ID token has
 * no e-mail or does not say whether it is verified (roles from address lists need `email_verified`). Any failure is a 400 `sign_in_failed` (the reason is logged without tokens).
 */
export async function claimsFromCallback(
  config: StaffIdentityConfig,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
): Promise<StaffClaims & { iss: string }> {
  const configuration = await configurationOf(config);
  // openid-client takes the redirect URI from the URL it is given: the one registered, with the
  // provider's parameters, whatever host the function saw.
  const current = new URL(expected.redirectUri);
  current.search = callbackUrl.search;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('No ID token');
    let merged: StaffClaims & { iss: string } = { ...claims, iss: claims.iss, sub: claims.sub };
    const saysVerified = merged.email_verified !== undefined;
    if ((typeof merged.email !== 'string' || !saysVerified) && configuration.serverMetadata().userinfo_endpoint) {
      const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      // The userinfo's `email_verified` speaks of the userinfo's address: it counts only for the same one.
      const sameAddress = typeof merged.email !== 'string' || userinfo.email === merged.email;
      merged = { ...userinfo, ...merged, ...(sameAddress ? {} : { email_verified: undefined }) };
    }
    return merged;
  } catch (error) {
    const reason =
      error instanceof Error ? `${error.name}${'code' in error ? ` ${String(error.code)}` : ''}` : 'unknown';
    console.error(`Staff sign-in: the callback was refused (${reason})`);
    throw new ApiError(400, 'sign_in_failed', 'The sign-in could not be completed. Please sign in again.');
  }
}

/** The provider's sign-out address (RP-initiated logout), when it has one. */
export async function endSessionUrl(
  config: StaffIdentityConfig,
  postLogoutRedirectUri: string,
): Promise<string | null> {
  const configuration = await configurationOf(config);
  if (!configuration.serverMetadata().end_session_endpoint) return null;
  return oidc
    .buildEndSessionUrl(configuration, { post_logout_redirect_uri: postLogoutRedirectUri, client_id: config.clientId })
    .toString();
}
