import { localClient } from './accounts';
import { startLocalProvider } from './local-provider.server';

/**
 * `node --import tsx server/staff/local-provider/cli.ts`: the local OpenID provider alone (test mode),
 * on STAFF_OIDC_PORT (9020), accepting sign-ins for the site at SITE_ORIGIN (http://localhost:8888).
 */
const port = Number(process.env.STAFF_OIDC_PORT ?? 9020);
const site = process.env.SITE_ORIGIN ?? 'http://localhost:8888';
startLocalProvider({ port, redirectUris: [`${site}/api/staff/callback`], postLogoutRedirectUris: [`${site}/staff/`] })
  .then((provider) => {
    console.log(`Local OpenID provider (test mode) at ${provider.issuer}, client ${localClient.clientId}`);
  })
  .catch((error: unknown) => {
    console.error('The local OpenID provider could not start:', error);
    process.exit(1);
  });
