/**
 * The scheduled functions of `npm start` (issue 38): Netlify runs a function whose `config.schedule` is
 * set on that schedule (cron, in UTC) on a deployed site, and nothing runs them locally, so without this
 * the deposit holds, the photo purge, the exchange rates and the rebuild would never run on a developer's
 * machine. Here every scheduled function of `netlify/functions` is loaded once (its schedule read from
 * its own `config`), run on its schedule by `croner` (UTC, one run at a time per function) exactly as
 * Netlify calls it (a POST with `{"next_run": …}`), and each run is logged: the name, the schedule, the
 * status and the time it took. `runNow` runs one at once (`npm run job -- NAME`, scripts/job.ts).
 */
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Config } from '@netlify/functions';
import { Cron } from 'croner';
import type { MethodHandler } from '../server/http/responses.server';

/** A scheduled function: its name (the file's), its cron schedule and its handler. */
export interface ScheduledFunction {
  name: string;
  schedule: string;
  handler: MethodHandler | (() => Promise<Response>);
}

/** One run's outcome: the function's status, or the error it threw. */
export interface RunReport {
  name: string;
  status: number | null;
  ms: number;
  error?: string;
}

interface FunctionModule {
  default: ScheduledFunction['handler'];
  config?: Config;
}

/**
 * The functions of `folder` (their `*.mts` files) with a `config.schedule`, loaded once, in name order.
 * Required, not imported, as scripts/local-functions.mts does: one CommonJS graph, so a module the
 * functions share (the database pool) exists once in the process.
 */
export function loadScheduledFunctions(folder: string, only?: string): ScheduledFunction[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.mts') && (only === undefined || file === `${only}.mts`))
    .sort()
    .flatMap((file) => {
      // The module system's own require (tsx's under `npm start`, Jest's in the tests), not createRequire's:
      // it must compile the function's TypeScript.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(path.join(folder, file)) as FunctionModule;
      const schedule = module.config?.schedule;
      return schedule ? [{ name: path.basename(file, '.mts'), schedule, handler: module.default }] : [];
    });
}

/** The next time `schedule` fires after `after`, in UTC as Netlify reads it; throws on a schedule croner cannot read. */
export function nextRunOf(schedule: string, after: Date): Date {
  const next = new Cron(schedule, { timezone: 'UTC', paused: true }).nextRun(after);
  if (!next) throw new Error(`The schedule "${schedule}" never fires`);
  return next;
}

/** Calls `job` as Netlify calls a scheduled function: a POST whose body says when it runs next. */
export async function runScheduledFunction(
  job: ScheduledFunction,
  now: () => Date = () => new Date(),
  log: (line: string) => void = console.log,
): Promise<RunReport> {
  const started = performance.now();
  const request = new Request(`http://localhost/.netlify/functions/${job.name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Netlify Clockwork (local scheduler)' },
    body: JSON.stringify({ next_run: nextRunOf(job.schedule, now()).toISOString() }),
  });
  try {
    const response = await job.handler(request, { ip: '127.0.0.1', params: {} });
    // The answer's body is read and dropped: a status is all a schedule gets.
    await response.arrayBuffer();
    const report = { name: job.name, status: response.status, ms: Math.round(performance.now() - started) };
    log(`[jobs] ${job.name} (${job.schedule}): ${report.status} in ${report.ms} ms`);
    return report;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const report = { name: job.name, status: null, ms: Math.round(performance.now() - started), error: message };
    log(`[jobs] ${job.name} (${job.schedule}) failed after ${report.ms} ms: ${message}`);
    return report;
  }
}

export interface Scheduler {
  /** Each function and when it runs next. */
  jobs: () => { name: string; schedule: string; nextRun: Date | null }[];
  /** Runs `name` now, beside its schedule; null when there is no such function. */
  runNow: (name: string) => Promise<RunReport | null>;
  /** Stops every schedule and waits for the runs under way. */
  stop: () => Promise<void>;
}

/**
 * Runs each of `functions` on its schedule (UTC) until stopped. A run still going when the schedule
 * fires again is not doubled (croner's `protect`); a failed run is logged and the schedule goes on.
 */
export function startScheduler(
  functions: ScheduledFunction[],
  options: { log?: (line: string) => void } = {},
): Scheduler {
  const log = options.log ?? console.log;
  const running = new Set<Promise<RunReport>>();
  const track = (run: Promise<RunReport>) => {
    running.add(run);
    void run.finally(() => running.delete(run));
    return run;
  };
  const crons = functions.map(
    (job) =>
      new Cron(job.schedule, { timezone: 'UTC', protect: true, name: job.name }, async () => {
        await track(runScheduledFunction(job, () => new Date(), log));
      }),
  );
  return {
    jobs: () =>
      functions.map((job, index) => ({
        name: job.name,
        schedule: job.schedule,
        nextRun: crons[index]?.nextRun() ?? null,
      })),
    runNow: async (name) => {
      const job = functions.find((candidate) => candidate.name === name);
      return job ? track(runScheduledFunction(job, () => new Date(), log)) : null;
    },
    stop: async () => {
      for (const cron of crons) cron.stop();
      await Promise.allSettled([...running]);
    },
  };
}

/**
 * The control server of `npm run job` (scripts/job.ts) on `host:port` (loopback; port 0: any free one):
 * `GET /jobs` lists the functions and their next runs, `POST /run/NAME` runs one now and answers its
 * report (404 with the list for an unknown name). Rejects when the port is taken.
 */
export function startJobsControl(scheduler: Scheduler, port: number, host = '127.0.0.1'): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const run = /^\/run\/([a-z0-9-]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && request.url === '/jobs') {
      answer(200, { jobs: scheduler.jobs() });
    } else if (request.method === 'POST' && run?.[1]) {
      const name = run[1];
      void scheduler.runNow(name).then((report) => {
        if (report) answer(200, report);
        else answer(404, { error: `No scheduled function "${name}"`, jobs: scheduler.jobs() });
      });
    } else {
      answer(404, { error: 'GET /jobs or POST /run/NAME' });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
