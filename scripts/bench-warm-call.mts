/**
 * The warm call of `npm run bench:api`: how long a function call takes through `npm start`
 * (docs/decisions/035; issue 31 asks at most 50 ms). Starts the local host as `npm start` starts it (its
 * own process, scripts/local-host.mts) on the bench's database, or measures the running site at
 * BENCH_SITE_URL (e.g. http://localhost:8888 while `npm start` runs), warms it, then times calls one at
 * a time over HTTP: the health check, the locations and an availability search. Figures only.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './embedded-database';

const root = path.resolve(import.meta.dirname, '..');
const warmupCalls = 5;
const timedCalls = 50;

interface Call {
  name: string;
  path: string;
  body?: string;
}

async function callOnce(site: string, call: Call): Promise<number> {
  const before = performance.now();
  const response = await fetch(`${site}${call.path}`, {
    method: call.body === undefined ? 'GET' : 'POST',
    headers: call.body === undefined ? {} : { 'content-type': 'application/json' },
    body: call.body,
  });
  await response.arrayBuffer();
  const milliseconds = performance.now() - before;
  if (response.status !== 200) throw new Error(`${call.name} answered ${response.status}`);
  return milliseconds;
}

async function waitForHealth(site: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${site}/api/health`)).ok) return;
    } catch {
      // Not listening yet: the host imports every function first.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the local host did not answer at ${site} within 2 minutes`);
}

/** Prints p50, p95 and the slowest of `timedCalls` warm calls of each endpoint, one at a time. */
export async function benchWarmCall(options: { databaseUrl: string; tenant: string; search: unknown }): Promise<void> {
  const calls: Call[] = [
    { name: 'health', path: '/api/health' },
    { name: 'locations', path: '/api/locations' },
    { name: 'availability', path: '/api/availability', body: JSON.stringify(options.search) },
  ];
  let site = process.env.BENCH_SITE_URL?.replace(/\/+$/, '');
  const host = site
    ? undefined
    : await (async () => {
        const port = await freePort();
        site = `http://localhost:${port}`;
        return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/local-host.mts')], {
          cwd: root,
          stdio: 'ignore',
          env: { ...process.env, PORT: String(port), DATABASE_URL: options.databaseUrl, TENANT: options.tenant },
        });
      })();
  if (!site) throw new Error('no site to measure');
  console.log(
    `\nwarm function calls through npm start's host (${host ? 'scripts/local-host.mts started on the bench database' : site}), ` +
      `${timedCalls} calls each after ${warmupCalls} to warm, one at a time over HTTP:`,
  );
  try {
    await waitForHealth(site);
    for (const call of calls) {
      for (let index = 0; index < warmupCalls; index += 1) await callOnce(site, call);
      const times: number[] = [];
      for (let index = 0; index < timedCalls; index += 1) times.push(await callOnce(site, call));
      times.sort((a, b) => a - b);
      const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
      console.log(
        `  ${call.name.padEnd(13)} p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, slowest ${at(1).toFixed(1)} ms` +
          ` (issue 31: at most 50 ms)`,
      );
    }
  } finally {
    host?.kill('SIGTERM');
  }
}
