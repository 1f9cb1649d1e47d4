// `npm test`: everything CI runs, in order, stopping at the first failure. The Studio (schema,
// generated types, build), typecheck, lint, the unit tests (the domain in three visitor time
// zones), the booking race and the database faults on a real PostgreSQL, then the end-to-end tests in
// Chromium (served by the local host, docs/decisions/035), then a booking through `netlify serve`
// (scripts/smoke-netlify.mts: what deploys, smoke-tested), then a deploy rehearsed from an empty
// PostgreSQL (scripts/rehearse-deploy.mts: Netlify's build path, a booking through the functions, the
// second deploy's database phase). Ends with a table of every stage's time (issue 36) and one line
// `test: N passed, N failed` over every test that ran.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { requireProjectNode } from './node-version.mjs';

requireProjectNode('test');
const testStarted = Date.now();
console.log(`test: Node ${process.version} (${process.execPath})`);

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** The end-to-end stage of one brand: built, served and tested in Chromium, its report in `report`. */
function endToEnd(name, tenant, report) {
  return {
    name,
    command: ['node', 'scripts/e2e.mjs'],
    env: { CI: process.env.CI ?? '', TENANT: tenant, E2E_REPORT: `${results}/${report}` },
    report: `${results}/${report}`,
    playwright: true,
  };
}

// A step is one stage, or stages that run side by side (each single-threaded, on a 2-core machine);
// the output of stages side by side is printed stage by stage once they have all ended.
const steps = [
  // First: studio/ installed when missing, which lint and the typecheck of studio/ need.
  { name: 'studio install', command: ['node', 'scripts/studio.mjs', 'install'] },
  [
    { name: 'studio (schema, generated types, sanity build)', command: ['node', 'scripts/studio.mjs'] },
    { name: 'typecheck', command: ['tsc', '--noEmit'] },
  ],
  [
    { name: 'lint', command: ['eslint', '.', '--max-warnings=0'] },
    { name: 'format', command: ['prettier', '--check', '.'] },
  ],
  {
    name: 'unit (TZ=UTC)',
    command: ['jest', '--json', `--outputFile=${results}/unit-utc.json`],
    env: { TZ: 'UTC' },
    report: `${results}/unit-utc.json`,
  },
  {
    name: 'domain (TZ=America/New_York)',
    command: ['jest', 'src/domain', 'src/booking', '--json', `--outputFile=${results}/domain-ny.json`],
    env: { TZ: 'America/New_York' },
    report: `${results}/domain-ny.json`,
  },
  {
    name: 'domain (TZ=Asia/Shanghai)',
    command: ['jest', 'src/domain', 'src/booking', '--json', `--outputFile=${results}/domain-sh.json`],
    env: { TZ: 'Asia/Shanghai' },
    report: `${results}/domain-sh.json`,
  },
  {
    // A real PostgreSQL (Debian's, installed by .ci/run): 200 rounds of 30 concurrent bookings from 3
    // processes, then the database faults (docs/decisions/034). PGlite cannot show a deadlock.
    name: 'race and faults on PostgreSQL (3 processes, 200 rounds of 30 bookings)',
    command: ['node', '--import', 'tsx', 'scripts/race-postgres.mts'],
  },
  endToEnd('end-to-end', 'car', 'e2e.json'),
  endToEnd('end-to-end, camper brand', 'camper', 'e2e-camper.json'),
  endToEnd('end-to-end, long-term brand', 'longterm', 'e2e-longterm.json'),
  {
    // Right after the long-term brand's end-to-end stage, whose build it reuses (incremental).
    name: 'functions through netlify serve (smoke: a booking, long-term brand)',
    command: ['node', '--import', 'tsx', 'scripts/smoke-netlify.mts'],
    env: { TENANT: 'longterm' },
  },
  {
    name: 'deploy rehearsal (empty PostgreSQL, netlify build, a booking, a second deploy)',
    command: ['node', '--import', 'tsx', 'scripts/rehearse-deploy.mts'],
  },
];
const stages = steps.flat();

let passed = 0;
let failed = 0;

function count(stage) {
  if (!stage.report) return;
  try {
    const report = JSON.parse(readFileSync(stage.report, 'utf8'));
    if (stage.playwright) {
      passed += report.stats?.expected ?? 0;
      failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    } else {
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
    }
  } catch {
    // No report: the stage failed before running tests; its exit code says so below.
  }
}

/** Each stage's name, outcome and seconds, printed as one table at the end (issue 36). */
const timings = [];

/** The table of every stage's time, the stages not reached included, and the whole run's. */
function printTimings() {
  const width = Math.max(...stages.map((stage) => stage.name.length));
  const total = (Date.now() - testStarted) / 1000;
  const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
  console.log('\nStage times:');
  for (const stage of stages) {
    const timing = timings.find((candidate) => candidate.name === stage.name);
    const outcome = timing ? (timing.ok ? 'ok' : 'FAILED') : 'not run';
    const seconds = timing ? `${timing.seconds.toFixed(1).padStart(7)} s  ${minutes(timing.seconds).padStart(6)}` : '';
    console.log(`  ${stage.name.padEnd(width)}  ${outcome.padEnd(7)} ${seconds}`);
  }
  console.log(
    `  ${'npm test, wall time'.padEnd(width)}  ${''.padEnd(7)} ${total.toFixed(1).padStart(7)} s  ${minutes(total).padStart(6)}`,
  );
}

/** Runs one stage; its output goes to the terminal, or is kept and answered when `quiet`. */
function runStage(stage, quiet) {
  const [command, ...args] = stage.command;
  const binary = command === 'node' ? process.execPath : `node_modules/.bin/${command}`;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(binary, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stage.env, ...(stage.playwright ? { PLAYWRIGHT_JSON: '1' } : {}) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const end = (status, error) => {
      if (error) output.push(Buffer.from(`Could not run ${command}: ${error.message}\n`));
      resolve({ stage, status, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) });
    };
    child.on('error', (error) => end(1, error));
    child.on('close', (status) => end(status ?? 1));
  });
}

/**
 * What each failed end-to-end test's page showed (Playwright's `error-context.md`: the page's
 * accessibility tree at the failure), printed after the stage: CI keeps only what is printed.
 */
function printErrorContexts() {
  let files = [];
  try {
    files = readdirSync(results, { recursive: true }).filter((file) => String(file).endsWith('error-context.md'));
  } catch {
    return;
  }
  for (const file of files) {
    const text = readFileSync(join(results, String(file)), 'utf8');
    const limit = 6000;
    console.log(
      `\n--- ${file} ---\n${text.length > limit ? `${text.slice(0, limit)}\n[… ${text.length - limit} more characters]` : text}`,
    );
  }
}

let exitCode = 0;
for (const step of steps) {
  const together = Array.isArray(step) ? step : [step];
  const quiet = together.length > 1;
  if (quiet) console.log(`\n=== side by side: ${together.map((stage) => stage.name).join(' | ')} ===`);
  else console.log(`\n=== ${step.name} ===`);
  const runs = await Promise.all(together.map((stage) => runStage(stage, quiet)));
  for (const run of runs) {
    if (quiet) {
      console.log(`\n=== ${run.stage.name} ===`);
      process.stdout.write(run.output);
    }
    count(run.stage);
    timings.push({ name: run.stage.name, ok: run.status === 0, seconds: run.seconds });
    console.log(`=== ${run.stage.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${run.seconds.toFixed(1)} s ===`);
  }
  const failedRun = runs.find((run) => run.status !== 0);
  if (failedRun) {
    if (failedRun.stage.playwright) printErrorContexts();
    exitCode = failedRun.status;
    if (failed === 0) failed = 1;
    break;
  }
}

printTimings();
console.log(`\ntest: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
