/**
 * `npm run bench:cold`: every function's cold start, as Netlify deploys it (docs/decisions/050).
 *
 * 1. Builds the site and its functions with Netlify's build path, `netlify build --offline` (a deploy
 *    preview's context: no database phase, no production checks), as the deploy rehearsal does.
 *    `BENCH_COLD_BUILD=0` skips it and measures the zips already in `.netlify/functions`;
 *    `BENCH_COLD_ZIPS=<folder>` measures the zips of another folder (a copy of an earlier build).
 * 2. Starts an empty PostgreSQL (scripts/throwaway-postgres.ts), migrates it and syncs the brand's rental
 *    data, as a deploy does.
 * 3. Unpacks each zip into a temporary folder and, for each function, in a FRESH Node process (the
 *    project's Node), times the import of the module Netlify's entry point loads, then the first answer
 *    to a representative request (below: a search for availability and quote, a GET where the function
 *    has one, otherwise what it refuses first; a scheduled function runs its job), with a live brand's
 *    environment (scripts/live-brand-env.ts). Each function `BENCH_COLD_RUNS` times (3); the median run.
 *
 * Prints a table: function, zip MB, import ms, first answer ms (import + the answer), status; and the
 * machine's load average before and after. Figures are printed, never asserted.
 *
 * Environment: TENANT (car), BENCH_COLD_BUILD (1), BENCH_COLD_ZIPS, BENCH_COLD_RUNS (3),
 * BENCH_COLD_ONLY (comma-separated function names).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { tenantFromEnv } from '../src/config/tenants';
import { checkTrip } from './check-booking';
import { prepareDeployDatabase } from './deploy-database';
import { liveBrandEnvironment } from './live-brand-env';
import { startThrowawayPostgres } from './throwaway-postgres';

const root = path.resolve(import.meta.dirname, '..');
const tenant = tenantFromEnv(process.env.TENANT).id;
const runs = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? '3'));
const only = process.env.BENCH_COLD_ONLY?.split(',').map((name) => name.trim());
const zipsFolder = path.resolve(process.env.BENCH_COLD_ZIPS ?? path.join(root, '.netlify/functions'));
const siteUrl = 'https://bench.example-rental.is';
const started = Date.now();

function say(message: string): void {
  console.log(`[bench:cold ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Netlify's build path, as the deploy rehearsal runs it, in a deploy preview's context. */
function netlifyBuild(): void {
  const before = Date.now();
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/netlify'),
    ['build', '--offline', '--context', 'deploy-preview'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        TENANT: tenant,
        SITE_URL: siteUrl,
        NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: 'true',
        NETLIFY_TELEMETRY_DISABLED: '1',
      },
    },
  );
  if (result.status !== 0) throw new Error(`netlify build exited with ${result.status ?? result.signal}`);
  say(`netlify build ok in ${((Date.now() - before) / 1000).toFixed(1)} s`);
}

interface Route {
  pattern: string;
}
interface ManifestFunction {
  name: string;
  path: string;
  routes?: Route[];
  schedule?: string;
}

/** A request a function answers: method, path (its route with sample parameters), body, parameters. */
interface BenchRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

const sampleParams: Record<string, string> = {
  reference: 'BENCH0001',
  payment: '00000000-0000-4000-8000-000000000000',
  token: 'A'.repeat(43),
  driver: '0',
  side: 'front',
  action: 'capture',
  id: '00000000-0000-4000-8000-000000000000',
  decision: 'approve',
};

/** What each function is asked on its cold start (docs/decisions/050 says why these). */
function requestFor(fn: ManifestFunction): BenchRequest {
  const route = fn.routes?.[0]?.pattern;
  const params: Record<string, string> = {};
  const pathname = (route ?? `/.netlify/functions/${fn.name}`).replace(/:([a-z]+)/gi, (_, name: string) => {
    params[name] = sampleParams[name] ?? 'x';
    return params[name];
  });
  // A scheduled function is invoked by Netlify with a POST carrying the next run.
  if (fn.schedule) return { method: 'POST', path: pathname, params, body: { next_run: new Date().toISOString() } };
  const trip = checkTrip(tenant);
  switch (fn.name) {
    case 'availability':
      return { method: 'POST', path: pathname, params, body: trip };
    case 'quote':
      return { method: 'POST', path: pathname, params, body: { ...trip, classId: 'bench-no-such-class', extras: [] } };
    case 'api-not-found':
      return { method: 'GET', path: '/api/no-such-thing', params };
    // Called by Sanity, signed: an unsigned delivery is refused.
    case 'sanity-webhook':
      return { method: 'POST', path: pathname, params, body: { _id: 'bench' } };
    // A browser's report of a blocked resource.
    case 'csp-reports':
      return {
        method: 'POST',
        path: pathname,
        params,
        body: {
          'csp-report': {
            'document-uri': `${siteUrl}/`,
            'violated-directive': 'img-src',
            'blocked-uri': 'https://x.example/a.png',
          },
        },
        headers: { 'content-type': 'application/csp-report' },
      };
    default:
  }
  const source = readFileSync(path.join(root, 'netlify/functions', `${fn.name}.mts`), 'utf8');
  const hasGet = /^\s+GET[:,(]/m.test(source) || !/^\s+(POST|PATCH|PUT|DELETE)[:,(]/m.test(source);
  return hasGet
    ? { method: 'GET', path: pathname, params }
    : { method: 'POST', path: pathname, params, body: {}, headers: { 'idempotency-key': 'bench-cold' } };
}

/** The child process: imports the function's module, answers one request, prints its figures as JSON. */
const childSource = `
const [file, requestJson] = process.argv.slice(2);
const spec = JSON.parse(requestJson);
const before = performance.now();
const module = await import(file);
const imported = performance.now();
const init = { method: spec.method, headers: { ...(spec.headers ?? {}) } };
if (spec.body !== undefined) { init.body = JSON.stringify(spec.body); init.headers['content-type'] ??= 'application/json'; }
const request = new Request(new URL(spec.path, spec.site), init);
const response = await module.default(request, { params: spec.params, ip: '203.0.113.7', waitUntil: () => {} });
await response.arrayBuffer();
const answered = performance.now();
console.log(JSON.stringify({ importMs: imported - before, answerMs: answered - before, status: response.status }));
process.exit(0);
`;

interface Figures {
  importMs: number;
  answerMs: number;
  status: number | string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The module Netlify's generated entry point loads for this function (`getLambdaHandler('./…')`). */
function functionModuleOf(unpacked: string): string {
  const entry = readFileSync(path.join(unpacked, '___netlify-entry-point.mjs'), 'utf8');
  const match = /getLambdaHandler\(['"]([^'"]+)['"]\)/.exec(entry);
  if (!match?.[1]) throw new Error(`no function module named in ${unpacked}/___netlify-entry-point.mjs`);
  return path.join(unpacked, match[1]);
}

function measure(file: string, request: BenchRequest, env: NodeJS.ProcessEnv, childFile: string): Figures {
  const result = spawnSync(process.execPath, [childFile, file, JSON.stringify({ ...request, site: siteUrl })], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as Figures;
  } catch {
    const why = result.error?.message ?? result.stderr.trim().split('\n').slice(0, 3).join(' | ');
    return { importMs: Number.NaN, answerMs: Number.NaN, status: `failed: ${why.slice(0, 160)}` };
  }
}

async function main(): Promise<void> {
  const loadBefore = load();
  say(`Load average before: ${loadBefore}`);
  if (process.env.BENCH_COLD_BUILD !== '0' && !process.env.BENCH_COLD_ZIPS) netlifyBuild();
  const manifest = JSON.parse(readFileSync(path.join(zipsFolder, 'manifest.json'), 'utf8')) as {
    functions: ManifestFunction[];
  };
  const functions = manifest.functions
    .filter((fn) => !only || only.includes(fn.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const work = mkdtempSync(path.join(tmpdir(), 'bench-cold-'));
  const postgres = await startThrowawayPostgres({ prefix: 'bench-cold-postgres-', say });
  try {
    await prepareDeployDatabase({
      ...process.env,
      DATABASE_URL: postgres.url,
      TENANT: tenant,
      CONTEXT: 'deploy-preview',
    });
    const childFile = path.join(work, 'cold-start.mjs');
    writeFileSync(childFile, childSource);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: process.env.TZ,
      ...liveBrandEnvironment(siteUrl),
      DATABASE_URL: postgres.url,
      TENANT: tenant,
      SITE_URL: siteUrl,
    };
    const rows: { name: string; zipMb: number; figures: Figures; request: BenchRequest }[] = [];
    for (const fn of functions) {
      const zip = path.join(zipsFolder, `${fn.name}.zip`);
      const unpacked = path.join(work, fn.name);
      const unzip = spawnSync('unzip', ['-q', '-o', zip, '-d', unpacked]);
      if (unzip.status !== 0) throw new Error(`unzip ${zip} failed: ${unzip.stderr.toString()}`);
      const file = functionModuleOf(unpacked);
      const request = requestFor(fn);
      const all = Array.from({ length: runs }, () => measure(file, request, env, childFile));
      const figures: Figures = {
        importMs: median(all.map((run) => run.importMs)),
        answerMs: median(all.map((run) => run.answerMs)),
        status: all.find((run) => typeof run.status === 'string')?.status ?? all[0]?.status ?? 'none',
      };
      const zipMb = statSync(zip).size / 1_000_000;
      rows.push({ name: fn.name, zipMb, figures, request });
      say(
        `${fn.name}: ${zipMb.toFixed(2)} MB, import ${figures.importMs.toFixed(0)} ms, first answer ${figures.answerMs.toFixed(0)} ms (${request.method} ${request.path} → ${figures.status})`,
      );
      rmSync(unpacked, { recursive: true, force: true });
    }
    const loadAfter = load();
    const totalMb = rows.reduce((sum, row) => sum + row.zipMb, 0);
    console.log('');
    console.log(`| function | zip MB | import ms | first answer ms | request → status |`);
    console.log(`| --- | ---: | ---: | ---: | --- |`);
    for (const { name, zipMb, figures, request } of rows) {
      console.log(
        `| ${name} | ${zipMb.toFixed(2)} | ${figures.importMs.toFixed(0)} | ${figures.answerMs.toFixed(0)} | ${request.method} ${request.path} → ${figures.status} |`,
      );
    }
    console.log('');
    console.log(
      `${rows.length} functions, ${totalMb.toFixed(1)} MB of zips; median of ${runs} fresh processes each on Node ${process.versions.node}; ` +
        `load average before ${loadBefore}, after ${loadAfter} (${readdirSync(zipsFolder).length} files in ${path.relative(root, zipsFolder) || zipsFolder})`,
    );
  } finally {
    postgres.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('[bench:cold] FAILED:', error);
  process.exit(1);
});
