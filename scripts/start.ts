/**
 * `npm start`: the whole site on one machine. Starts the embedded PostgreSQL (PGlite) unless
 * DATABASE_URL names one, applies the migrations, then builds and serves the site with its
 * functions through `netlify serve --offline`, behind a small proxy that gives static files the
 * Cache-Control Netlify gives them in production (scripts/production-headers.ts: netlify serve's
 * static server overwrites netlify.toml's). Ctrl-C or SIGTERM stops all of it and leaves no process
 * behind (DESIGN.md "Process groups").
 *
 * Environment: TENANT (car, camper, longterm), PORT (8888), STAFF_OIDC_PORT (PORT + 20, the local staff
 * sign-in; none when STAFF_OIDC_ISSUER names the company's provider), FUNCTIONS_PORT (3999), DATABASE_URL, PGLITE_DATA_DIR
 * (.data/pglite; `memory://` for a throwaway database).
 *
 * E-mail (issue 27): unless SMTP_URL names a mail server, a local mail catcher (maildev, test mode: it
 * sends nothing on) takes every message, SMTP on MAIL_SMTP_PORT (1025), inbox at MAIL_WEB_PORT (1080).
 * The outbox sender and the scheduled check-in-open messages run every two seconds in a worker process
 * (scripts/mail-worker.ts, so rendering never holds up the embedded database in this process); a deploy
 * runs them from the scheduled function `mail-outbox`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { migrateDatabase } from '../server/db/migrate.server';
import { testProcessorOptionsFromEnv } from '../server/payments/test-processor/defaults';
import { startTestProcessor, type TestProcessor } from '../server/payments/test-processor/test-processor.server';
import { startMailCatcher } from '../server/mail/maildev.server';
import { syncDatabase } from '../server/rental/sync-database.server';
import { localClient } from '../server/staff/local-provider/accounts';
import { startLocalProvider, type LocalProvider } from '../server/staff/local-provider/local-provider.server';
import { tenantFromEnv } from '../src/config/tenants';
import { freePort, portIsFree, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';
import { serveWithProductionCaching } from './production-headers';

const root = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const tenant = tenantFromEnv(process.env.TENANT);
  const port = process.env.PORT ?? '8888';

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    console.log('[start] Using the PostgreSQL database of DATABASE_URL');
  } else {
    const dataDir = process.env.PGLITE_DATA_DIR ?? path.join(root, '.data/pglite');
    embedded = await startEmbeddedDatabase(dataDir);
    databaseUrl = embedded.url;
    console.log(`[start] Embedded PostgreSQL (PGlite) is up, data in ${dataDir}`);
  }

  await migrateDatabase(databaseUrl);
  console.log('[start] Database migrations applied');
  const synced = await syncDatabase(databaseUrl);
  console.log(`[start] Rental data synced from the content for ${synced.map((report) => report.tenant).join(', ')}`);

  // The local test processor (an Adyen-compatible stand-in with its own card page on its own origin),
  // unless a real processor is chosen (server/payments/README.md).
  let processor: TestProcessor | undefined;
  const processorEnv: Record<string, string> = {};
  if ((process.env.PAYMENT_PROCESSOR?.trim() || 'test') === 'test') {
    const processorUrl = process.env.TEST_PROCESSOR_URL ?? `http://localhost:${Number(port) + 10}`;
    const options = testProcessorOptionsFromEnv({ ...process.env, TEST_PROCESSOR_URL: processorUrl });
    processor = await startTestProcessor({
      ...options,
      webhookUrl: options.webhookUrl ?? `http://localhost:${port}/api/payments/webhook`,
    });
    processorEnv.TEST_PROCESSOR_URL = processor.url;
    console.log(`[start] Test card processor (test mode, no real money) at ${processor.url}`);
  }
  let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
  if (process.env.SMTP_URL) {
    console.log('[start] E-mails go to the SMTP server of SMTP_URL');
  } else {
    catcher = await startMailCatcher({
      smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 1025),
      webPort: Number(process.env.MAIL_WEB_PORT ?? 1080),
    });
    process.env.SMTP_URL = catcher.smtpUrl;
    console.log(
      `[start] Test mail catcher (maildev, local only: nothing is delivered) takes every e-mail: inbox at http://localhost:${catcher.webPort}/`,
    );
  }
  const mailWorker = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/mail-worker.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      TENANT: tenant.id,
      DATABASE_URL: databaseUrl,
      SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
    },
  });

  console.log(`[start] Building the "${tenant.id}" site and serving it at http://localhost:${port}/`);
  // Detached: netlify gets its own process group, which we stop as a whole.
  // The functions' own server gets a free port, so two sites (a test run beside `npm start`) can run at once.
  const functionsPort = process.env.FUNCTIONS_PORT ?? String(await freePort());
  // netlify serve listens on a port of its own; PORT is the proxy that sets production's caching. It is
  // PORT + 2 when that is free: netlify only listens after the build, a minute later, and a port the
  // system handed out at random (an ephemeral one) may by then be another connection's (a camper e2e
  // run failed with EADDRINUSE). PORT + 2 lies outside the ephemeral range.
  const besidePort = Number(port) + 2;
  const netlifyPort = (await portIsFree(besidePort)) ? besidePort : await freePort();

  // The local OpenID provider (test mode) with the demo desk and manager accounts, on PORT + 20, unless
  // the company's provider is configured (server/staff/README.md).
  let identity: LocalProvider | undefined;
  const identityEnv: Record<string, string> = {};
  if (!process.env.STAFF_OIDC_ISSUER?.trim()) {
    const sites = [port, String(netlifyPort)].map((sitePort) => `http://localhost:${sitePort}`);
    identity = await startLocalProvider({
      port: Number(process.env.STAFF_OIDC_PORT ?? Number(port) + 20),
      redirectUris: sites.map((site) => `${site}/api/staff/callback`),
      postLogoutRedirectUris: sites.flatMap((site) => [`${site}/staff/`, `${site}/is/staff/`]),
    });
    Object.assign(identityEnv, {
      STAFF_OIDC_ISSUER: identity.issuer,
      STAFF_OIDC_CLIENT_ID: localClient.clientId,
      STAFF_OIDC_CLIENT_SECRET: localClient.clientSecret,
      STAFF_OIDC_SCOPES: 'openid email profile staff',
      STAFF_ROLE_CLAIM: localClient.roleClaim,
    });
    console.log(
      `[start] Local staff sign-in (test mode) at ${identity.issuer}: desk@example.com / desk-demo, manager@example.com / manager-demo`,
    );
  }
  const proxy = serveWithProductionCaching({
    port: Number(port),
    target: netlifyPort,
    configPath: path.join(root, 'netlify.toml'),
    headersFile: path.join(root, 'public', '_headers'),
  });
  const child = spawn(
    'netlify',
    ['serve', '--offline', '--port', String(netlifyPort), '--functions-port', functionsPort],
    {
      cwd: root,
      detached: true,
      stdio: 'inherit',
      env: {
        ...process.env,
        TENANT: tenant.id,
        DATABASE_URL: databaseUrl,
        ...processorEnv,
        SMTP_URL: process.env.SMTP_URL,
        ...identityEnv,
        // netlify-cli needs a deno binary on PATH even without edge functions (DESIGN.md).
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        NETLIFY_TELEMETRY_DISABLED: '1',
      },
    },
  );

  let stopping = false;
  const stop = async (exitCode: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // The group is already gone: nothing left to stop.
      }
    }
    proxy.close();
    await processor?.close();
    if (mailWorker.exitCode === null) {
      await new Promise<void>((resolve) => {
        mailWorker.once('exit', () => resolve());
        mailWorker.kill('SIGTERM');
      });
    }
    await catcher?.stop();
    await identity?.close();
    await embedded?.stop();
    process.exit(exitCode);
  };

  process.on('SIGINT', () => void stop(130));
  process.on('SIGTERM', () => void stop(143));
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[start] netlify stopped (${signal ?? `exit ${code}`})`);
    void stop(code ?? 1);
  });
}

main().catch((error: unknown) => {
  console.error('[start] Could not start the site:', error);
  process.exit(1);
});
