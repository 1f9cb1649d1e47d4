/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closeDatabase } from '../server/db/client.server';
import { loadScheduledFunctions, nextRunOf, runScheduledFunction, startJobsControl, startScheduler } from './scheduler';

/**
 * Issue 38: `npm start` runs every scheduled function on its own schedule (scripts/jobs-worker.ts).
 * The schedules come from the functions' own `config`; croner reads them in UTC as Netlify does.
 */

const folder = path.resolve(__dirname, '../netlify/functions');

afterAll(closeDatabase);

describe('the scheduled functions', () => {
  it('are every function whose file sets a schedule, with that schedule', () => {
    const loaded = loadScheduledFunctions(folder);
    // What the files say, read as text: the loader must find each one, with its schedule.
    const declared = readdirSync(folder)
      .filter((file) => file.endsWith('.mts'))
      .sort()
      .flatMap((file) => {
        const schedule = /schedule: '([^']+)'/.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1];
        return schedule ? [{ name: path.basename(file, '.mts'), schedule }] : [];
      });
    expect(loaded.map(({ name, schedule }) => ({ name, schedule }))).toEqual(declared);
    expect(loaded.map((job) => job.name)).toEqual(
      expect.arrayContaining([
        'deposit-holds',
        'mail-outbox',
        'purge-licence-photos',
        'rebuild-waiting-publishes',
        'refresh-exchange-rates',
      ]),
    );
    for (const job of loaded) expect(typeof job.handler).toBe('function');
    expect(loadScheduledFunctions(folder, 'deposit-holds').map((job) => job.name)).toEqual(['deposit-holds']);
    // A function with a path is no job.
    expect(loadScheduledFunctions(folder, 'reservations')).toEqual([]);
  });

  it('fire when their cron says, in UTC', () => {
    const at = new Date('2026-11-28T10:00:30Z');
    expect(nextRunOf('* * * * *', at)).toEqual(new Date('2026-11-28T10:01:00Z'));
    expect(nextRunOf('@hourly', at)).toEqual(new Date('2026-11-28T11:00:00Z'));
    expect(nextRunOf('@daily', at)).toEqual(new Date('2026-11-29T00:00:00Z'));
    expect(nextRunOf('30 15 * * *', at)).toEqual(new Date('2026-11-28T15:30:00Z'));
    expect(nextRunOf('30 15 * * *', new Date('2026-11-28T15:30:00Z'))).toEqual(new Date('2026-11-29T15:30:00Z'));
    expect(() => nextRunOf('every minute', at)).toThrow();
  });
});

describe('a run', () => {
  it('calls the function as Netlify does and logs its name, schedule, status and time', async () => {
    const lines: string[] = [];
    const [rates] = loadScheduledFunctions(folder, 'refresh-exchange-rates');
    const [rebuild] = loadScheduledFunctions(folder, 'rebuild-waiting-publishes');
    if (!rates || !rebuild) throw new Error('the functions are missing');
    const saved = { rates: process.env.EXCHANGE_RATES_URL, hook: process.env.NETLIFY_BUILD_HOOK_URL };
    delete process.env.EXCHANGE_RATES_URL;
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    try {
      // No feed set: the stored rates stay (200); no build hook: the rebuild says it is not set up (503).
      const ratesRun = await runScheduledFunction(
        rates,
        () => new Date(),
        (line) => lines.push(line),
      );
      const rebuildRun = await runScheduledFunction(
        rebuild,
        () => new Date(),
        (line) => lines.push(line),
      );
      expect(ratesRun).toMatchObject({ name: 'refresh-exchange-rates', status: 200 });
      expect(rebuildRun).toMatchObject({ name: 'rebuild-waiting-publishes', status: 503 });
    } finally {
      Object.assign(process.env, {
        ...(saved.rates ? { EXCHANGE_RATES_URL: saved.rates } : {}),
        ...(saved.hook ? { NETLIFY_BUILD_HOOK_URL: saved.hook } : {}),
      });
    }
    expect(lines).toEqual([
      expect.stringMatching(/^\[jobs\] refresh-exchange-rates \(30 15 \* \* \*\): 200 in \d+ ms$/),
      expect.stringMatching(/^\[jobs\] rebuild-waiting-publishes \(\* \* \* \* \*\): 503 in \d+ ms$/),
    ]);
  });

  it('is sent a POST with the next run, as Netlify sends it, and a throw is logged, not raised', async () => {
    const seen: { method: string; body: unknown }[] = [];
    const lines: string[] = [];
    const now = new Date('2026-11-28T10:00:30Z');
    const report = await runScheduledFunction(
      {
        name: 'example',
        schedule: '@hourly',
        handler: async (request: Request) => {
          seen.push({ method: request.method, body: await request.json() });
          throw new Error('the processor is down');
        },
      },
      () => now,
      (line) => lines.push(line),
    );
    expect(seen).toEqual([{ method: 'POST', body: { next_run: '2026-11-28T11:00:00.000Z' } }]);
    expect(report).toMatchObject({ name: 'example', status: null, error: 'the processor is down' });
    expect(lines).toEqual([
      expect.stringMatching(/^\[jobs\] example \(@hourly\) failed after \d+ ms: the processor is down$/),
    ]);
  });
});

describe('the scheduler', () => {
  it('runs each function on its schedule, never twice at once, and one at once on request', async () => {
    const lines: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const scheduler = startScheduler(
      [
        {
          name: 'every-second',
          // Every second (croner's six fields); each run takes 1.5 s, so the next second's is skipped.
          schedule: '* * * * * *',
          handler: async () => {
            running += 1;
            runs += 1;
            mostAtOnce = Math.max(mostAtOnce, running);
            await new Promise((resolve) => setTimeout(resolve, 1_500));
            running -= 1;
            return new Response(null, { status: 204 });
          },
        },
      ],
      { log: (line) => lines.push(line) },
    );
    try {
      expect(scheduler.jobs()).toEqual([{ name: 'every-second', schedule: '* * * * * *', nextRun: expect.any(Date) }]);
      expect(await scheduler.runNow('no-such-job')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 3_600));
    } finally {
      await scheduler.stop();
    }
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(mostAtOnce).toBe(1);
    expect(lines.length).toBe(runs);
    expect(lines[0]).toMatch(/^\[jobs\] every-second \(\* \* \* \* \* \*\): 204 in 1\d{3} ms$/);
  });
});

describe('npm run job’s door', () => {
  it('lists the functions and runs one now, on loopback', async () => {
    const lines: string[] = [];
    let runs = 0;
    const scheduler = startScheduler(
      [
        {
          name: 'deposit-holds',
          schedule: '@hourly',
          handler: async () => {
            runs += 1;
            return new Response(null, { status: 204 });
          },
        },
      ],
      { log: (line) => lines.push(line) },
    );
    const server = await startJobsControl(scheduler, 0);
    try {
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const listed = (await (await fetch(`${base}/jobs`)).json()) as { jobs: { name: string; schedule: string }[] };
      expect(listed.jobs).toEqual([expect.objectContaining({ name: 'deposit-holds', schedule: '@hourly' })]);
      const ran = await fetch(`${base}/run/deposit-holds`, { method: 'POST' });
      expect(ran.status).toBe(200);
      expect(await ran.json()).toMatchObject({ name: 'deposit-holds', status: 204 });
      expect(runs).toBe(1);
      expect(lines).toEqual([expect.stringMatching(/^\[jobs\] deposit-holds \(@hourly\): 204 in \d+ ms$/)]);
      const unknown = await fetch(`${base}/run/no-such-job`, { method: 'POST' });
      expect(unknown.status).toBe(404);
      // Reading or running needs the right method.
      expect((await fetch(`${base}/run/deposit-holds`)).status).toBe(404);
      expect(runs).toBe(1);
      // The port taken: a second door is refused, the first stays.
      await expect(startJobsControl(scheduler, Number(new URL(base).port))).rejects.toThrow();
    } finally {
      server.close();
      await scheduler.stop();
    }
  });
});
