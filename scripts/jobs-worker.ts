/**
 * The scheduled work of `npm start` (scripts/start.ts spawns it), in a process of its own so that
 * rendering e-mails or a sweep never holds up the embedded database, which runs in the start script's
 * process:
 *
 * - the mail: the outbox sender, the check-in-open messages and the purge every two seconds
 *   (server/mail/jobs.server.ts), much sooner than the deployed minute, so a booking's e-mail is in the
 *   local inbox at once;
 * - every scheduled function of `netlify/functions` on its own `config.schedule` (scripts/scheduler.ts),
 *   as Netlify runs them on a deployed site, with a log line each run;
 * - on 127.0.0.1:JOBS_PORT (PORT + 30) a small control server for `npm run job -- NAME`
 *   (scripts/job.ts): `GET /jobs` lists the functions and their next runs, `POST /run/NAME` runs one now.
 *   Loopback only, and only under `npm start`: a deployed site has no such door.
 *
 * Environment: what the functions read (DATABASE_URL, TENANT, SMTP_URL, TEST_PROCESSOR_URL …), SITE_URL
 * (the links' address), MAIL_INTERVAL_MS (2000), JOBS_PORT.
 */
import path from 'node:path';
import { closeDatabase, getDatabase } from '../server/db/client.server';
import { mailTransportFromEnv } from '../server/mail/index.server';
import { startMailLoop } from '../server/mail/jobs.server';
import { tenantFromEnv } from '../src/config/tenants';
import { loadScheduledFunctions, startJobsControl, startScheduler } from './scheduler';

const root = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const mail = startMailLoop(getDatabase(), mailTransportFromEnv(), {
    tenant: tenantFromEnv(process.env.TENANT).id,
    siteUrl: process.env.SITE_URL ?? 'http://localhost:8888',
    intervalMs: Number(process.env.MAIL_INTERVAL_MS ?? 2_000),
  });
  const functions = loadScheduledFunctions(path.join(root, 'netlify/functions'));
  const scheduler = startScheduler(functions);
  // The trip's roads and weather are kept every ten minutes; fetched once at start too, so a trip's
  // overview has them from the first minute (issue 40).
  void scheduler.runNow('refresh-trip-conditions');
  const port = Number(process.env.JOBS_PORT ?? Number(process.env.PORT ?? 8888) + 30);
  const control = await startJobsControl(scheduler, port).catch((error: NodeJS.ErrnoException) => {
    // Another site's worker has the port: the schedules run all the same; `npm run job` reaches the other.
    console.log(`[jobs] No control on port ${port} (${error.code}): npm run job cannot reach this site`);
    return null;
  });
  const when = (next: Date | null) =>
    next ? `next ${next.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never';
  console.log(
    `[jobs] Scheduled functions: ${scheduler
      .jobs()
      .map((job) => `${job.name} (${job.schedule}, ${when(job.nextRun)})`)
      .join(', ')}; the mail every ${Number(process.env.MAIL_INTERVAL_MS ?? 2_000) / 1000} s` +
      (control ? `; run one now: npm run job -- NAME` : ''),
  );

  const stop = async () => {
    control?.close();
    await scheduler.stop();
    await mail.stop();
    await closeDatabase();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error('[jobs] Could not start the scheduled jobs:', error);
  process.exit(1);
});
