import OidcProviderPackage from 'oidc-provider';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoAccounts, localClient, type DemoAccount } from './accounts';
import { loginPage } from './login-page';

/**
 * The local OpenID provider (test mode): a real `oidc-provider` instance with the demo desk and
 * manager accounts, its own sign-in form, and one confidential client (the staff desk) that must use
 * PKCE. `npm start` runs it on PORT + 20, the Jest global setup on a free port; the staff desk talks to
 * it exactly as to the company's provider (discovery, authorisation code, tokens, JWKS).
 */
export interface LocalProviderOptions {
  /** 0 for a free port. */
  port: number;
  host?: string;
  /** The issuer's public address; by default http://localhost:{port}. */
  issuer?: string;
  /** Where the provider may send a signed-in person back (the site's /api/staff/callback). */
  redirectUris: string[];
  /** Where it may send them after signing out. */
  postLogoutRedirectUris?: string[];
}

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

/** oidc-provider's surface used here (the package ships no types). */
interface OidcProvider {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  interactionDetails(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<{ uid: string; prompt: { name: string }; params: { client_id?: unknown; scope?: unknown } }>;
  interactionFinished(
    request: IncomingMessage,
    response: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: new (properties: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };
  proxy?: boolean;
}

type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;

const accountBySubject = (subject: string) => demoAccounts.find((account) => account.subject === subject);

function claimsOf(account: DemoAccount) {
  return {
    sub: account.subject,
    email: account.email,
    email_verified: true,
    name: account.name,
    [localClient.roleClaim]: account.role,
  };
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16_384) throw new Error('Form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(html);
}

/** Starts the local provider; resolves once it listens. */
export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const Provider = OidcProviderPackage as unknown as ProviderConstructor;
  const host = options.host ?? 'localhost';
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = options.issuer ?? `http://localhost:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: localClient.clientId,
        client_secret: localClient.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'staff'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      staff: [localClient.roleClaim],
    },
    // Claims in the ID token itself, as Google and Entra give e-mail and roles there.
    conformIdTokenClaims: false,
    findAccount: (_context: unknown, subject: string) => {
      const account = accountBySubject(subject);
      return account ? { accountId: subject, claims: () => claimsOf(account) } : undefined;
    },
    interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    // Fixed, public keys: nothing signed here is trusted outside this machine.
    cookies: {
      keys: ['local-provider-cookie-key-not-a-secret'],
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    ttl: { Session: 8 * 3600, Interaction: 3600, Grant: 8 * 3600, IdToken: 3600, AccessToken: 3600 },
    renderError: (context: { type: string; body: string }, out: { error: string; error_description?: string }) => {
      context.type = 'html';
      context.body = `<!doctype html><html lang="en"><title>Sign-in error</title><p>Test mode.</p><h1>Sign-in error</h1><p>${out.error}: ${out.error_description ?? ''}</p></html>`;
    },
  });
  const oidc = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    const interaction = /^\/interaction\/([\w-]+)$/.exec(path);
    if (!interaction) {
      oidc(request, response);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        const action = `/interaction/${details.uid}`;
        if (request.method === 'GET') {
          sendHtml(response, 200, loginPage({ action }));
          return;
        }
        if (request.method !== 'POST') {
          sendHtml(response, 405, 'Method not allowed');
          return;
        }
        const form = await readForm(request);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const account = demoAccounts.find(
          (candidate) => candidate.email === email && candidate.password === form.get('password'),
        );
        if (!account) {
          sendHtml(response, 401, loginPage({ action, email, error: 'The e-mail or password is wrong.' }));
          return;
        }
        const grant = new provider.Grant({ accountId: account.subject, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: account.subject }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        sendHtml(response, 400, `Sign-in could not go on: ${error instanceof Error ? error.message : 'error'}`);
      }
    })();
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
