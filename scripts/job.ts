/**
 * `npm run job -- NAME`: runs one scheduled function now (issue 38), e.g. `npm run job -- deposit-holds`.
 * `npm run job` alone lists them with their schedules.
 *
 * With `npm start` running, it asks that site's jobs worker (scripts/jobs-worker.ts, on 127.0.0.1:
 * JOBS_PORT, PORT + 30), so the job runs against the site's own database, processor and mail catcher,
 * and its log lines appear in `npm start`'s output too. Without one, it runs the function in this process
 * against DATABASE_URL (any PostgreSQL: a deployed database, a throwaway one) with this environment.
 *
 * Exit code: 0 when the function answered below 500, 1 when it failed or answered 5xx (its log says why,
 * e.g. the rebuild's 503 when no build hook is set), 2 for an unknown name.
 */
import path from 'node:path';
import type { RunReport } from './scheduler';

const root = path.resolve(__dirname, '..');

interface Listed {
  name: string;
  schedule: string;
  nextRun?: string | Date | null;
}

function printList(jobs: Listed[]): void {
  console.log('Scheduled functions (npm run job -- NAME):');
  for (const job of jobs) {
    const next = job.nextRun ? `, next ${new Date(job.nextRun).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
    console.log(`  ${job.name.padEnd(28)} ${job.schedule}${next}`);
  }
}

function exitWith(report: RunReport): never {
  console.log(
    report.error
      ? `${report.name} failed after ${report.ms} ms: ${report.error}`
      : `${report.name} answered ${report.status} in ${report.ms} ms`,
  );
  process.exit(report.error || (report.status ?? 500) >= 500 ? 1 : 0);
}

/** Runs `name` (or lists the functions) on the running site's jobs worker and exits; returns when none answers. */
async function askRunningSite(port: number, name: string | undefined): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  let listed: { jobs: Listed[] };
  try {
    listed = (await (await fetch(`${base}/jobs`, { signal: AbortSignal.timeout(2_000) })).json()) as { jobs: Listed[] };
  } catch {
    return;
  }
  if (!name || !listed.jobs.some((job) => job.name === name)) {
    if (name) console.error(`No scheduled function "${name}".`);
    printList(listed.jobs);
    process.exit(name ? 2 : 0);
  }
  console.log(`Running ${name} on the site of npm start (its log shows the run too)`);
  exitWith((await (await fetch(`${base}/run/${name}`, { method: 'POST' })).json()) as RunReport);
}

async function main(): Promise<void> {
  const name = process.argv[2]?.trim() || undefined;
  const port = Number(process.env.JOBS_PORT ?? Number(process.env.PORT ?? 8888) + 30);
  await askRunningSite(port, name);
  if (!process.env.DATABASE_URL) {
    console.error(
      `No npm start answers on 127.0.0.1:${port} (JOBS_PORT) and DATABASE_URL is not set: start the site (npm start), or set DATABASE_URL to run the job here.`,
    );
    process.exit(1);
  }
  const { loadScheduledFunctions, nextRunOf, runScheduledFunction } = await import('./scheduler');
  const functions = loadScheduledFunctions(path.join(root, 'netlify/functions'), name);
  const job = functions[0];
  if (!name || !job) {
    if (name) console.error(`No scheduled function "${name}".`);
    const all = loadScheduledFunctions(path.join(root, 'netlify/functions'));
    printList(all.map((found) => ({ ...found, nextRun: nextRunOf(found.schedule, new Date()) })));
    process.exit(name ? 2 : 0);
  }
  console.log(`Running ${name} here, against DATABASE_URL`);
  const report = await runScheduledFunction(job);
  const { closeDatabase } = await import('../server/db/client.server');
  await closeDatabase();
  exitWith(report);
}

main().catch((error: unknown) => {
  console.error('job:', error instanceof Error ? error.message : error);
  process.exit(1);
});
