/**
 * `npm start`: the whole site on one machine. Starts the embedded PostgreSQL (PGlite) unless
 * DATABASE_URL names one, applies the migrations, builds the site (`npm run build`) and serves it with
 * its functions through the local host (scripts/local-host.mts, docs/decisions/035): the built files
 * with netlify.toml's redirects and headers as Netlify serves them, and every function in-process and
 * warm, in a few milliseconds a call. Ctrl-C or SIGTERM stops all of it and leaves no process behind
 * (DESIGN.md "Process groups").
 *
 * `LOCAL_HOST=netlify` serves through `netlify serve --offline` instead (it runs the build itself),
 * behind a small proxy that gives static files the Cache-Control Netlify gives them in production
 * (scripts/production-headers.ts: netlify serve's static server overwrites netlify.toml's). It is what
 * a deploy runs, and slow: netlify-cli imports a function's whole module graph for every request.
 * `npm run smoke:netlify` books through it.
 *
 * Environment: TENANT (car, camper, longterm), PORT (8888), LOCAL_HOST (local, netlify), STAFF_OIDC_PORT
 * (PORT + 20, the local staff sign-in; none when STAFF_OIDC_ISSUER names the company's provider),
 * FUNCTIONS_PORT (netlify only; a free port), DATABASE_URL, PGLITE_DATA_DIR (.data/pglite; `memory://`
 * for a throwaway database).
 *
 * E-mail (issue 27): unless SMTP_URL names a mail server, a local mail catcher (maildev, test mode: it
 * sends nothing on) takes every message, SMTP on MAIL_SMTP_PORT (1025), inbox at MAIL_WEB_PORT (1080).
 *
 * Scheduled jobs (issue 38): a worker process (scripts/jobs-worker.ts, so that its work never holds up
 * the embedded database in this process) runs every scheduled function of netlify/functions on its
 * `config.schedule`, as Netlify does on a deployed site, with a `[jobs]` log line each run, and the mail
 * (sender, check-in-open messages, purge) every two seconds. `npm run job -- NAME` runs one now through
 * it (JOBS_PORT, PORT + 30). README "Scheduled jobs" says what each does and when.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { migrateDatabase } from '../server/db/migrate.server';
import { testProcessorOptionsFromEnv } from '../server/payments/test-processor/defaults';
import { startTestProcessor, type TestProcessor } from '../server/payments/test-processor/test-processor.server';
import { startMailCatcher } from '../server/mail/maildev.server';
import { syncDatabase } from '../server/rental/sync-database.server';
import { localClient } from '../server/staff/local-provider/accounts';
import { startLocalProvider, type LocalProvider } from '../server/staff/local-provider/local-provider.server';
import { tenantFromEnv } from '../src/config/tenants';
import { startTripStandIn } from '../server/trip/stand-in.server';
import { freePort, portIsFree, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';
import { requireProjectNode } from './node-version.mjs';
import { serveWithProductionCaching } from './production-headers';

const root = path.resolve(__dirname, '..');

type HostKind = 'local' | 'netlify';

/** LOCAL_HOST: the local host (the default) or netlify-cli's. */
function hostKindOf(value: string | undefined): HostKind {
  const kind = value?.trim() || 'local';
  if (kind !== 'local' && kind !== 'netlify') {
    throw new Error(`LOCAL_HOST is "${kind}": set it to "local" (the default) or "netlify"`);
  }
  return kind;
}

async function main(): Promise<void> {
  requireProjectNode('start');
  const tenant = tenantFromEnv(process.env.TENANT);
  const port = process.env.PORT ?? '8888';
  const hostKind = hostKindOf(process.env.LOCAL_HOST);

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
  // The trip's roads and weather (issue 40): a stand-in serving recorded feeds on PORT + 40, unless
  // ROAD_CONDITIONS_URL names Vegagerðin's service; the jobs worker keeps them (server/trip/README.md).
  const tripStandIn = process.env.ROAD_CONDITIONS_URL ? undefined : await startTripStandIn({ port: Number(port) + 40 });
  if (tripStandIn) {
    process.env.ROAD_CONDITIONS_URL = tripStandIn.roadsUrl;
    process.env.WEATHER_WARNINGS_URL ??= tripStandIn.warningsUrl;
    console.log(`[start] Road and weather stand-in (recorded feeds, not live) at ${tripStandIn.url}`);
  }
  console.log(
    `[start] Building the "${tenant.id}" site and serving it at http://localhost:${port}/ (${hostKind === 'local' ? 'local host, warm functions' : 'netlify serve'})`,
  );
  // netlify serve listens on a port of its own; PORT is the proxy that sets production's caching. It is
  // PORT + 2 when that is free: netlify only listens after the build, a minute later, and a port the
  // system handed out at random (an ephemeral one) may by then be another connection's (a camper e2e
  // run failed with EADDRINUSE). PORT + 2 lies outside the ephemeral range.
  const besidePort = Number(port) + 2;
  const netlifyPort =
    hostKind === 'netlify' ? ((await portIsFree(besidePort)) ? besidePort : await freePort()) : undefined;

  // The local OpenID provider (test mode) with the demo desk and manager accounts, on PORT + 20, unless
  // the company's provider is configured (server/staff/README.md).
  let identity: LocalProvider | undefined;
  const identityEnv: Record<string, string> = {};
  if (!process.env.STAFF_OIDC_ISSUER?.trim()) {
    const sites = [port, ...(netlifyPort ? [String(netlifyPort)] : [])].map(
      (sitePort) => `http://localhost:${sitePort}`,
    );
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
  const siteEnv: NodeJS.ProcessEnv = {
    ...process.env,
    TENANT: tenant.id,
    DATABASE_URL: databaseUrl,
    ...processorEnv,
    SMTP_URL: process.env.SMTP_URL,
    ...identityEnv,
  };
  // The scheduled functions and the mail, with the site's own environment (database, processor, mail).
  const jobsWorker = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/jobs-worker.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...siteEnv, PORT: port, SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}` },
  });
  const site =
    netlifyPort === undefined ? serveLocally(port, siteEnv) : serveThroughNetlify(port, netlifyPort, siteEnv);
  // Every child runs detached, in a process group of its own, which we stop as a whole.
  const stopGroup = (child: ChildProcess | undefined) => {
    if (!child || child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group is already gone: nothing left to stop.
    }
  };

  let stopping = false;
  const stop = async (exitCode: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    site.children().forEach(stopGroup);
    site.close();
    await processor?.close();
    if (jobsWorker.exitCode === null) {
      await new Promise<void>((resolve) => {
        jobsWorker.once('exit', () => resolve());
        jobsWorker.kill('SIGTERM');
      });
    }
    await catcher?.stop();
    await tripStandIn?.close();
    await identity?.close();
    await embedded?.stop();
    process.exit(exitCode);
  };

  process.on('SIGINT', () => void stop(130));
  process.on('SIGTERM', () => void stop(143));
  site.stopped.then(
    (code) => void stop(code),
    (error: unknown) => {
      console.error('[start]', error instanceof Error ? error.message : error);
      void stop(1);
    },
  );
}

/** A way of serving the site: its running children, a promise of the exit code it stopped with, and close. */
interface ServedSite {
  children: () => ChildProcess[];
  stopped: Promise<number>;
  close: () => void;
}

/** A child's exit, as the exit code to stop with; a failed step (`what`) is said. */
function exitOf(child: ChildProcess, what: string): Promise<number> {
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      if (code !== 0) console.log(`[start] ${what} stopped (${signal ?? `exit ${code}`})`);
      resolve(code ?? 1);
    });
  });
}

/** The build (`npm run build`), then the local host on `port` (docs/decisions/035). */
function serveLocally(port: string, env: NodeJS.ProcessEnv): ServedSite {
  let build: ChildProcess | undefined;
  let host: ChildProcess | undefined;
  let isClosed = false;
  const stopped = (async () => {
    build = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.mts')], {
      cwd: root,
      detached: true,
      stdio: 'inherit',
      // Migrated and synced above: the build need not do it again (scripts/deploy-database.ts).
      env: { ...env, DATABASE_URL: undefined },
    });
    const built = await exitOf(build, 'The build');
    if (built !== 0 || isClosed) return built;
    host = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/local-host.mts')], {
      cwd: root,
      detached: true,
      stdio: 'inherit',
      env: { ...env, PORT: port },
    });
    return exitOf(host, 'The local host');
  })();
  return {
    children: () => [build, host].filter((child) => child !== undefined),
    stopped,
    close: () => {
      isClosed = true;
    },
  };
}

/** `netlify serve --offline` on `netlifyPort` (it builds first), behind the caching proxy on `port`. */
function serveThroughNetlify(port: string, netlifyPort: number, env: NodeJS.ProcessEnv): ServedSite {
  const proxy = serveWithProductionCaching({
    port: Number(port),
    target: netlifyPort,
    configPath: path.join(root, 'netlify.toml'),
    headersFile: path.join(root, 'public', '_headers'),
  });
  const netlify = (async () => {
    // The functions' own server gets a free port, so two sites (a test run beside `npm start`) can run at once.
    const functionsPort = env.FUNCTIONS_PORT ?? String(await freePort());
    return spawn('netlify', ['serve', '--offline', '--port', String(netlifyPort), '--functions-port', functionsPort], {
      cwd: root,
      detached: true,
      stdio: 'inherit',
      env: {
        ...env,
        // netlify-cli needs a deno binary on PATH even without edge functions (DESIGN.md).
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${env.PATH ?? ''}`,
        NETLIFY_TELEMETRY_DISABLED: '1',
      },
    });
  })();
  let child: ChildProcess | undefined;
  return {
    children: () => (child ? [child] : []),
    stopped: netlify.then((spawned) => {
      child = spawned;
      return exitOf(spawned, 'netlify');
    }),
    close: () => proxy.close(),
  };
}

main().catch((error: unknown) => {
  console.error('[start] Could not start the site:', error);
  process.exit(1);
});
