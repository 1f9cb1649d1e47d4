/**
 * `npm run smoke:netlify`: what deploys, smoke-tested. `npm start` and the end-to-end tests serve the
 * functions from the local host (scripts/local-host.mts, docs/decisions/035); this starts the site as
 * `LOCAL_HOST=netlify npm start` does, through netlify-cli (`netlify serve --offline`: Netlify's build,
 * its function bundling and runtime, its redirects and headers), and books through it over HTTP as a
 * browser would: availability, quote, booking, the booking's view with the visitor's cookie, plus a page,
 * a not-found page, and `/api/` paths no function has (a JSON 404 for every method, docs/decisions/037).
 * Exit 1 on the first answer that is not what a deploy must answer.
 *
 * Environment: TENANT (car), SMOKE_PORT (8870; it also uses SMOKE_PORT + 1…4, + 10, + 20 as `npm start`
 * does). The build is made for the same SITE_URL as the end-to-end tests', so it is incremental after
 * them (docs/decisions/013).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { tenantFromEnv } from '../src/config/tenants';
import { checkCustomer, checkTrip } from './check-booking';
import { publicSiteUrl } from '../e2e/support/site-url';

const root = path.resolve(import.meta.dirname, '..');
const tenant = tenantFromEnv(process.env.TENANT).id;
const port = Number(process.env.SMOKE_PORT ?? 8870);
const site = `http://localhost:${port}`;
const started = Date.now();

function say(message: string): void {
  console.log(`[smoke ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

class SmokeFailure extends Error {
  override readonly name = 'SmokeFailure';
}

let cookie: string | undefined;

/** One call as a browser makes it (the visitor's cookie kept); its status, JSON body and time. */
async function call(
  pathname: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (cookie) headers.set('cookie', cookie);
  const before = performance.now();
  const response = await fetch(`${site}${pathname}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const milliseconds = Math.round(performance.now() - before);
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0];
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const body: unknown = isJson ? await response.json() : await response.text();
  say(
    `${init.method ?? (init.body === undefined ? 'GET' : 'POST')} ${pathname}: ${response.status} in ${milliseconds} ms`,
  );
  return { status: response.status, body, isJson };
}

function expectStatus(answer: { status: number; body: unknown }, status: number, what: string): void {
  if (answer.status !== status) {
    throw new SmokeFailure(
      `${what} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
}

async function waitForSite(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${site}/api/health`)).ok) return;
    } catch {
      // Not listening yet: netlify serve builds first.
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new SmokeFailure(`the site did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** Search, quote, book and view, as rehearse-deploy.mts does in-process, here over HTTP through netlify-cli. */
async function bookThroughNetlify(): Promise<void> {
  const trip = checkTrip(tenant);
  const found = await call('/api/availability', { body: trip });
  expectStatus(found, 200, 'availability');
  const vehicle = (found.body as { vehicles?: { classId: string; available: number }[] }).vehicles?.find(
    (candidate) => candidate.available > 0,
  );
  if (!vehicle) throw new SmokeFailure(`availability found no vehicle: ${JSON.stringify(found.body).slice(0, 300)}`);
  expectStatus(await call('/api/quote', { body: { classId: vehicle.classId, ...trip, extras: [] } }), 200, 'the quote');
  const booked = await call('/api/reservations', {
    body: {
      classId: vehicle.classId,
      ...trip,
      extras: [],
      customer: checkCustomer,
    },
    headers: { 'idempotency-key': `smoke-${Date.now()}` },
  });
  expectStatus(booked, 201, 'the booking');
  const { reference, total } = (booked.body as { reservation: { reference: string; total: number } }).reservation;
  const viewed = await call(`/api/reservations/${reference}`);
  expectStatus(viewed, 200, 'the reservation view');
  if ((viewed.body as { reservation?: { total?: number } }).reservation?.total !== total) {
    throw new SmokeFailure(`the reservation view shows another total: ${JSON.stringify(viewed.body).slice(0, 300)}`);
  }
  say(`Booked ${vehicle.classId} through netlify serve: ${reference}, ${total / 100} EUR`);
  expectStatus(await call('/'), 200, 'the home page');
  expectStatus(await call('/is/no-such-page/'), 404, "the Icelandic not-found page's status");
}

/** An `/api/` path no function has answers a JSON 404 `not_found`, whatever the method (netlify.toml's rewrite). */
async function unknownApiPaths(): Promise<void> {
  const calls: [string, { method?: string; body?: unknown }][] = [
    ['/api/no-such-endpoint', {}],
    ['/api/reservations/ABCD1234/no-such-step', { body: {} }],
    ['/api/no-such-endpoint', { method: 'DELETE' }],
    ['/api', { method: 'PUT', body: {} }],
  ];
  for (const [pathname, init] of calls) {
    const answer = await call(pathname, init);
    const what = `${init.method ?? (init.body === undefined ? 'GET' : 'POST')} ${pathname}`;
    expectStatus(answer, 404, what);
    const code = answer.isJson ? (answer.body as { error?: { code?: string } }).error?.code : undefined;
    if (code !== 'not_found') {
      throw new SmokeFailure(`${what} answered no JSON not_found: ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
  }
}

async function main(): Promise<void> {
  say(`Starting the "${tenant}" site through netlify serve at ${site}/ (the build takes minutes)`);
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOCAL_HOST: 'netlify',
      TENANT: tenant,
      PORT: String(port),
      FUNCTIONS_PORT: String(port + 1),
      PGLITE_DATA_DIR: 'memory://',
      MAIL_SMTP_PORT: String(port + 3),
      MAIL_WEB_PORT: String(port + 4),
      SITE_URL: publicSiteUrl,
    },
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code, signal) => reject(new SmokeFailure(`npm start stopped (${signal ?? `exit ${code}`})`))),
  );
  try {
    // netlify serve builds the site first: 2-3 min on a quiet 2-core machine, nearly 10 under a full load.
    await Promise.race([waitForSite(1_200_000), exited]);
    say('The site answers');
    await Promise.race([bookThroughNetlify(), exited]);
    await Promise.race([unknownApiPaths(), exited]);
    say('Smoke test passed');
  } finally {
    if (server.exitCode === null && server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(`[smoke] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
