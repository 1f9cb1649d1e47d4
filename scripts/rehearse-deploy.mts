/**
 * `npm run rehearse:deploy`: a deploy from nothing, rehearsed on this machine (issue 28, docs/decisions/028).
 * Starts an EMPTY real PostgreSQL (scripts/throwaway-postgres.ts: Debian's `postgresql` in a temporary folder), then runs Netlify's
 * own build path, `netlify build --offline` with netlify.toml's settings and a production context, which
 * migrates the database, syncs the brand's rental data and builds the site and its functions. Then it books
 * through the functions (availability, quote, reservation, view), deploys again and checks that the
 * second deploy changed nothing in the database. Stops PostgreSQL and removes the folder after.
 *
 * The second deploy runs the build's database phase (`prepareDeployDatabase`, the code `npm run build`
 * runs before Gatsby, with the build's environment), not a second Gatsby build and function bundling:
 * only that phase touches the database, and a second full build cost about two minutes of CI (issue 36).
 * `REHEARSAL_BUILDS=2` runs the whole `netlify build` a second time instead.
 *
 * The build and the functions run with a live brand's environment (scripts/live-brand-env.ts: Adyen on
 * its test platform, e-mail, staff sign-in, secrets, storage), which the build checks as a production
 * deploy's; the payment webhook is posted to, with and without its Basic authentication.
 *
 * Environment: TENANT (car), REHEARSAL_BUILDS (1). Prints the time of each step.
 */
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { tenantFromEnv } from '../src/config/tenants';
import { checkCustomer, checkTrip } from './check-booking';
import { liveBrandEnvironment } from './live-brand-env';
import { projectNodeRange } from './node-version.mjs';
import { startThrowawayPostgres } from './throwaway-postgres';

const root = path.resolve(import.meta.dirname, '..');
const tenant = tenantFromEnv(process.env.TENANT).id;
const builds = Number(process.env.REHEARSAL_BUILDS ?? '1');
const started = Date.now();
const siteUrl = 'https://rehearsal.example-rental.is';
/** The brand's settings, the same for both builds and the functions (a site's environment variables). */
const liveBrand = liveBrandEnvironment(siteUrl);

function say(message: string): void {
  console.log(`[rehearse ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

function fail(message: string): never {
  console.error(`[rehearse] FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

/** A command run to its end; its output shown; a non-zero exit fails the rehearsal. */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: options.env ?? process.env });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** The environment a brand's deploy builds with (its site's settings on Netlify). */
function deployEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // netlify-cli needs deno on PATH (DESIGN.md).
    PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    TENANT: tenant,
    DATABASE_URL: databaseUrl,
    SITE_URL: siteUrl,
    ...liveBrand,
    // netlify-cli detects the framework (and adds Netlify's legacy Gatsby plugin) from the process's
    // environment before it reads netlify.toml's: a site sets it in its environment variables (README).
    NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: 'true',
    NETLIFY_TELEMETRY_DISABLED: '1',
  };
}

/** Netlify's build path, as a deploy runs it: netlify.toml's command and environment, a production context. */
function netlifyBuild(databaseUrl: string, round: number): void {
  const before = Date.now();
  run(path.join(root, 'node_modules/.bin/netlify'), ['build', '--offline', '--context', 'production'], {
    env: deployEnvironment(databaseUrl),
  });
  say(`netlify build ${round} ok in ${((Date.now() - before) / 1000).toFixed(1)} s`);
}

/** The second deploy's database phase: what `npm run build` runs before Gatsby, in a production context. */
async function redeployDatabase(databaseUrl: string): Promise<void> {
  const before = Date.now();
  const { prepareDeployDatabase } = await import('./deploy-database');
  await prepareDeployDatabase({ ...deployEnvironment(databaseUrl), CONTEXT: 'production' });
  say(`the second deploy's database phase ok in ${((Date.now() - before) / 1000).toFixed(1)} s`);
}

/**
 * The functions' runtime Netlify will run them on, from the build's manifest: the project's Node
 * (package.json engines, netlify.toml's NODE_VERSION; docs/decisions/041).
 */
function checkFunctionsRuntime(): void {
  const manifest = JSON.parse(readFileSync(path.join(root, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: { name: string; runtimeVersion?: string }[];
  };
  const expected = `nodejs${projectNodeRange().from}.x`;
  const others = manifest.functions.filter((entry) => entry.runtimeVersion !== expected);
  if (manifest.functions.length === 0) fail('the build bundled no function');
  if (others.length > 0) {
    fail(
      `functions built for another runtime than ${expected}: ${others.map((f) => `${f.name} (${f.runtimeVersion})`).join(', ')}`,
    );
  }
  say(`${manifest.functions.length} functions built for ${expected}`);
}

/** Every row of every table but the migrations' own bookkeeping, for "the second build changed nothing". */
async function databaseContents(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const contents: Record<string, unknown[]> = {};
    for (const { name } of tables.rows) {
      // Not data: a token the catalog tables' statement triggers renew on every write statement, the
      // sync's unchanged upserts included (docs/decisions/038). A deploy starts new function instances,
      // whose catalog cache is empty anyway; the catalog's own rows are compared.
      if (name === 'rental_data_version') continue;
      const rows = await client.query(`SELECT to_jsonb(t)::text AS row FROM "${name}" t ORDER BY 1`);
      contents[name] = rows.rows.map((row: { row: string }) => row.row);
    }
    return JSON.stringify(contents);
  } finally {
    await client.end();
  }
}

/** Books through the functions, as a visitor would: search, quote, book, view. Answers the reference. */
async function bookThroughFunctions(databaseUrl: string): Promise<string> {
  Object.assign(process.env, liveBrand, { DATABASE_URL: databaseUrl, TENANT: tenant, SITE_URL: siteUrl });
  const { ApiClient } = await import('../server/testing/api-client.server');
  const { closeDatabase } = await import('../server/db/client.server');
  const availability = (await import('../netlify/functions/availability.mts')).default;
  const reservations = (await import('../netlify/functions/reservations.mts')).default;
  const reservation = (await import('../netlify/functions/reservation.mts')).default;
  const visitor = new ApiClient();
  const trip = checkTrip(tenant);
  try {
    const found = await visitor.call<{ vehicles: { classId: string; available: number }[] }>(availability, {
      path: '/api/availability',
      body: trip,
    });
    const vehicle = found.body.vehicles?.find((candidate) => candidate.available > 0);
    if (found.status !== 200 || !vehicle) fail(`availability answered ${found.status}: ${JSON.stringify(found.body)}`);
    const booked = await visitor.call<{ reservation: { reference: string; total: number } }>(reservations, {
      path: '/api/reservations',
      body: {
        classId: vehicle.classId,
        ...trip,
        extras: [],
        customer: checkCustomer,
      },
      headers: { 'idempotency-key': `rehearsal-${Date.now()}` },
    });
    if (booked.status !== 201) fail(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
    const { reference, total } = booked.body.reservation;
    const viewed = await visitor.call<{ reservation: { total: number } }>(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
    });
    if (viewed.status !== 200 || viewed.body.reservation.total !== total) {
      fail(`the reservation view answered ${viewed.status}: ${JSON.stringify(viewed.body)}`);
    }
    say(`Booked ${vehicle.classId} through the functions: ${reference}, ${total / 100} EUR`);
    return reference;
  } finally {
    await closeDatabase();
  }
}

/**
 * The payment webhook as Adyen calls it: a notification signed with the brand's HMAC key, refused (401)
 * without the webhook's Basic authentication and accepted with it. Its payment is none of the site's,
 * so the ledger does not change.
 */
async function postPaymentWebhooks(databaseUrl: string): Promise<void> {
  Object.assign(process.env, liveBrand, { DATABASE_URL: databaseUrl, TENANT: tenant, SITE_URL: siteUrl });
  const { ApiClient } = await import('../server/testing/api-client.server');
  const { closeDatabase } = await import('../server/db/client.server');
  const webhook = (await import('../netlify/functions/payment-webhook.mts')).default;
  const item = {
    pspReference: 'REHEARSAL0000001',
    merchantAccountCode: liveBrand.ADYEN_MERCHANT_ACCOUNT,
    merchantReference: 'rehearsal-no-such-attempt',
    amount: { currency: 'EUR', value: 1000 },
    eventCode: 'AUTHORISATION',
    eventDate: new Date().toISOString(),
    success: 'true',
  };
  const signed = [
    item.pspReference,
    '',
    item.merchantAccountCode,
    item.merchantReference,
    1000,
    'EUR',
    item.eventCode,
    'true',
  ];
  const hmacSignature = createHmac('sha256', Buffer.from(liveBrand.ADYEN_HMAC_KEY, 'hex'))
    .update(signed.join(':'), 'utf8')
    .digest('base64');
  const rawBody = JSON.stringify({
    live: 'false',
    notificationItems: [{ NotificationRequestItem: { ...item, additionalData: { hmacSignature } } }],
  });
  const credentials = Buffer.from(`${liveBrand.ADYEN_WEBHOOK_USERNAME}:${liveBrand.ADYEN_WEBHOOK_PASSWORD}`);
  try {
    const call = (headers: Record<string, string>) =>
      new ApiClient().call(webhook, {
        path: '/api/payments/webhook',
        rawBody,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const refused = await call({});
    if (refused.status !== 401) fail(`the webhook without Basic authentication answered ${refused.status}`);
    const accepted = await call({ authorization: `Basic ${credentials.toString('base64')}` });
    if (accepted.status !== 200) fail(`the signed, authenticated webhook answered ${accepted.status}`);
    say('The payment webhook refuses a delivery without Basic authentication and takes a signed one with it');
  } finally {
    await closeDatabase();
  }
}

async function main(): Promise<void> {
  say(`Rehearsing a deploy of "${tenant}" from an empty PostgreSQL`);
  const postgres = await startThrowawayPostgres({ prefix: 'rehearse-postgres-', say });
  say(`Empty PostgreSQL up at ${postgres.url}`);
  try {
    netlifyBuild(postgres.url, 1);
    checkFunctionsRuntime();
    await bookThroughFunctions(postgres.url);
    await postPaymentWebhooks(postgres.url);
    const before = await databaseContents(postgres.url);
    if (builds > 1) netlifyBuild(postgres.url, 2);
    else await redeployDatabase(postgres.url);
    if ((await databaseContents(postgres.url)) !== before) fail('the second deploy changed the database');
    say('The second deploy changed nothing in the database');
    say('Rehearsal passed');
  } finally {
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  if (process.exitCode !== 1) console.error('[rehearse] FAILED:', error);
  process.exit(1);
});
