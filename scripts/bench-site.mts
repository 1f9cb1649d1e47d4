/**
 * `npm run bench:site`: builds one brand (TENANT, default car) with the bench's bare page
 * (BENCH_BARE_PAGE=1, src/build/bench-bare.ts), prints the build time and page count, and builds the
 * real Gatsby default starter (scripts/bench-starter/, kept while unchanged: scripts/bench-site-starter.ts).
 * It serves both builds gzip-compressed as a CDN does, each on its own port, the site with its
 * functions answering /api/ (in this process, over an embedded database), and runs Lighthouse (mobile
 * preset) in the local Chromium on the starter's home page, on the bare page (this build's floor) and,
 * in English, on every content page type (the vehicle category page `/cars/4x4/` too) and the first
 * booking step from a search link. Each page is measured `--runs=N` times (default 3), the runs
 * alternated between pages, each round's starter first, and each waits for a quiet CPU (90% idle over a
 * second, at most 30 s); every run's line gives the machine's load and that idle share,
 * the page's TBT, largest paint and JavaScript, its TBT and largest paint as ratios of the starter's in
 * the same round, and the element that was the largest paint. It then prints the median of each figure
 * as a markdown table, with each page's TBT, largest paint and JavaScript as a ratio of the starter's
 * medians, the TBT ratio of every round (issue 41: at most 1.2× in every run), and the most JavaScript
 * of any run against its budget (issue 30: 75 KB for a content page, 100 KB for the booking step), and
 * keeps the table and every Lighthouse report in bench-results/. Figures only: goals are read by
 * people, not asserted (issue 18).
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { plannedSite } from '../e2e/support/site-plan';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { benchBarePath } from '../src/build/bench-bare';
import type { PageType } from '../src/content/types';
import { searchLinkOf, type LinkedSearch } from '../src/booking/search-link';
import { addDays, businessToday } from '../src/domain/dates';
import { startTestDatabase } from '../server/testing/database.server';
import { answerWith, loadFunctions } from './local-functions.mts';
import { buildStarter } from './bench-site-starter';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
/** The Gatsby default starter, vendored (scripts/bench-starter/README.md), and where Gatsby builds it. */
const starterDir = path.join(root, 'scripts', 'bench-starter');
const starterPublicDir = path.join(starterDir, 'public');
const tenant = (process.env.TENANT ?? 'car') as 'car' | 'camper' | 'longterm';
/** `npm run bench:site -- --no-build --runs=5`: measure the build in public/ again, five runs a page (default 3). */
const skipBuild = process.argv.includes('--no-build');
const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3);

/** The booking step's search: the airport, 30 to 33 days after `today`, at noon. */
function benchSearch(today: string): LinkedSearch {
  return {
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupDate: addDays(today, 30),
    pickupTime: '12:00',
    returnDate: addDays(today, 33),
    returnTime: '12:00',
    promoCode: '',
  };
}

function countPages(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((count, entry) => {
    if (entry.isDirectory()) return count + countPages(path.join(folder, entry.name));
    return count + (entry.name === 'index.html' ? 1 : 0);
  }, 0);
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/**
 * A static server for a build's folder, compressing like a CDN would, with the functions (if any)
 * answering /api/, and the folder's 404.html for a path it does not have.
 */
function serve(
  folder: string,
  functions?: (request: Request) => Promise<Response>,
): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    if (functions && request.url?.startsWith('/api/')) {
      answerWith(functions, request, response).catch((error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      });
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(folder, pathname);
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    let status = 200;
    if (!file.startsWith(folder) || !existsSync(file)) {
      const notFound = path.join(folder, '404.html');
      if (!existsSync(notFound)) {
        response.writeHead(404).end('Not found');
        return;
      }
      status = 404;
      file = notFound;
    }
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    if (/javascript|css|json|html|xml|manifest/.test(type)) {
      response.writeHead(status, {
        'content-type': type,
        'content-encoding': 'gzip',
        'cache-control': 'public, max-age=31536000',
      });
      response.end(gzipSync(readFileSync(file)));
    } else {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'public, max-age=31536000' });
      createReadStream(file).pipe(response);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

/** One Lighthouse run's figures. */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbt: number;
  lcp: number;
  cls: number;
  /** Gzip bytes of every script the page fetched during the run (Lighthouse waits for network and CPU idle). */
  javaScript: number;
  /** The same scripts' uncompressed bytes: to check that the server compressed them. */
  javaScriptRaw: number;
}

type Result = Awaited<ReturnType<typeof lighthouse>>;
type Lhr = NonNullable<Result>['lhr'];

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

function figuresOf(lhr: Lhr): Figures {
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = (details && details.type === 'table' ? details.items : []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    javaScript: scripts.reduce((total, request) => total + (request.transferSize ?? 0), 0),
    javaScriptRaw: scripts.reduce((total, request) => total + (request.resourceSize ?? 0), 0),
  };
}

/** What the run's largest paint was (Lighthouse's node label: the text or the picture's alt), for the run's line. */
function largestPaintOf(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined;
  const label = details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '?';
  return label.length > 40 ? `${label.slice(0, 39)}…` : label;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of each figure on its own (not the figures of the run with the median score). */
function medians(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    tbt: of('tbt'),
    lcp: of('lcp'),
    cls: of('cls'),
    javaScript: of('javaScript'),
    javaScriptRaw: of('javaScriptRaw'),
  };
}

/** Issue 30's budgets of JavaScript fetched during a run (gzip): a content page, the booking step. */
const contentBudget = 75 * 1024;
const bookingBudget = 100 * 1024;
/** Issue 41's goal: no content page's TBT over this many times the starter's in any round (and at most 1× in the median). */
const blockingGoal = 1.2;

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (share: number) => `${Math.round(share * 100)}%`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** `page / starter`, or a dash when there is no starter figure or it is 0. */
const ratio = (value: number, reference: number | undefined) =>
  reference === undefined || reference === 0 || Number.isNaN(reference) ? '—' : `${(value / reference).toFixed(2)}×`;
/** The machine's load average over the last minute, 5 and 15 minutes, and its cores. */
const loadText = () =>
  `load ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;

/** Idle and total CPU time of every core so far (ms), from the kernel's counters. */
function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** The share of the machine's CPU time that was idle over the next `ms`. */
async function idleShare(ms: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Waits for a quiet machine before a run: a second with at least `quietIdle` of the CPU idle, for at
 * most `quietWaitMs` (then it runs anyway). The tail of the last run (Chromium's and the functions'
 * clean-up) or another job would otherwise land in this run's tasks, which Lighthouse's simulation
 * multiplies by four. Answers the idle share of the last second, printed with the run.
 */
const quietIdle = 0.9;
const quietWaitMs = 30_000;
async function quietMachine(): Promise<number> {
  const until = Date.now() + quietWaitMs;
  let idle = await idleShare(1000);
  while (idle < quietIdle && Date.now() < until) idle = await idleShare(1000);
  return idle;
}

interface Row {
  name: string;
  pagePath: string;
  figures: Figures;
  /** Each run's TBT and the starter's TBT in the same round. */
  blocking: { page: number; starter: number }[];
  /** The most JavaScript fetched in any run. */
  mostJavaScript: number;
  /** The JavaScript budget of the page type, or undefined for the starter and the bare page. */
  budget: number | undefined;
}

/** `0.80× 1.05× 0.30× (3/3 ≤ 1.2×)`: each run's TBT against the starter's of the same round. */
function blockingText(row: Row): string {
  if (row.blocking.length === 0) return '—';
  const within = row.blocking.filter(({ page, starter }) => page <= starter * blockingGoal).length;
  const each = row.blocking.map(({ page, starter }) =>
    starter === 0 ? `${thousands(page)} ms/0` : ratio(page, starter),
  );
  return `${each.join(' ')} (${within}/${row.blocking.length} ≤ ${blockingGoal}×)`;
}

/** `72.3 KB ≤ 75 KB`, or `OVER 100 KB` when the most of any run passed the budget. */
function budgetText(row: Row): string {
  if (row.budget === undefined) return '—';
  const verdict = row.mostJavaScript <= row.budget ? '≤' : 'OVER';
  return `${kilobytes(row.mostJavaScript)} ${verdict} ${kilobytes(row.budget).replace('.0 ', ' ')}`;
}

function table(rows: Row[], starter: Figures | undefined): string {
  const lines = [
    '| page | performance | TBT | LCP | CLS | JS of the run (gzip) | TBT / starter | LCP / starter | JS / starter | TBT / starter, each round | most JS of a run / budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const row of rows) {
    const { name, pagePath, figures } = row;
    lines.push(
      `| ${name}, \`${pagePath.length > 40 ? `${pagePath.slice(0, 37)}…` : pagePath}\` | ${figures.performance} | ${thousands(figures.tbt)} ms | ${thousands(figures.lcp)} ms | ${figures.cls.toFixed(3)} | ${kilobytes(figures.javaScript)} | ${ratio(figures.tbt, starter?.tbt)} | ${ratio(figures.lcp, starter?.lcp)} | ${ratio(figures.javaScript, starter?.javaScript)} | ${blockingText(row)} | ${budgetText(row)} |`,
    );
  }
  return lines.join('\n');
}

/** A page of the bench: its row name, the server it is on and its path. */
interface BenchPage {
  name: string;
  on: 'starter' | 'site';
  pagePath: string;
}

async function main(): Promise<void> {
  console.log(`bench:site — tenant ${tenant}, ${runs} run${runs === 1 ? '' : 's'} a page, ${loadText()}`);
  if (skipBuild) {
    console.log(`build: skipped (--no-build), ${countPages(publicDir)} pages in public/`);
  } else {
    const started = performance.now();
    // The deploy's build command (clean when the code changed since the last build, scripts/build.mts),
    // with the bare page.
    const build = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.mts'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, TENANT: tenant, BENCH_BARE_PAGE: '1' },
    });
    if (build.status !== 0) throw new Error('The build failed: run `BENCH_BARE_PAGE=1 npm run build` alone to see why');
    const seconds = (performance.now() - started) / 1000;
    console.log(`build: ${seconds.toFixed(1)} s, ${countPages(publicDir)} pages`);
  }
  const starterBuild = buildStarter(root, starterDir);
  console.log(
    starterBuild.built
      ? `starter: built in ${starterBuild.seconds.toFixed(1)} s (scripts/bench-starter/)`
      : 'starter: unchanged since its last build, kept (scripts/bench-starter/public/)',
  );
  const hasBarePage = existsSync(path.join(publicDir, benchBarePath, 'index.html'));
  if (!hasBarePage) {
    console.log(`No bare page: public/ has no ${benchBarePath} (it was built without BENCH_BARE_PAGE=1).`);
  }

  const site = await plannedSite(tenant);
  const pick = (type: PageType, preferred?: string) => {
    const paths = site.plans
      .filter((plan) => plan.context.pageType === type && plan.context.language === 'en')
      .map((plan) => plan.path);
    return paths.find((candidate) => candidate === preferred) ?? paths[0];
  };
  const sitePages: [string, string | undefined][] = [
    ['bare Gatsby page', hasBarePage ? benchBarePath : undefined],
    ['home', pick('homePage') ?? '/'],
    ['content page', pick('page', '/about-us/')],
    ['vehicle list', pick('vehicleOverviewPage') ?? pick('vehicleCategoryPage')],
    // The category page /cars/4x4/, whose largest paint was bimodal with the promotion's picture (issue 30).
    ['category page', pick('vehicleCategoryPage', '/cars/4x4/')],
    ['vehicle page', pick('vehiclePage')],
    ['blog list', pick('blogTopicPage') ?? pick('blogCategoryPage')],
    ['blog post', pick('blogPostPage')],
    // The first booking step with a search in place: the vehicle list of a search link.
    ['booking + search', `/book/vehicles/${searchLinkOf(benchSearch(businessToday(new Date())))}`],
  ];
  const pages: BenchPage[] = [
    // The reference of every ratio: the real starter's home page, first in every round.
    { name: 'Gatsby starter', on: 'starter', pagePath: '/' },
    ...sitePages
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([name, pagePath]): BenchPage => ({ name, on: 'site', pagePath })),
  ];

  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium: apt-get install chromium, or set CHROME_PATH');
  // The functions answer as on Netlify, over a throwaway embedded database, migrated and seeded.
  const database = await startTestDatabase();
  const server = await serve(publicDir, await loadFunctions(path.join(root, 'netlify/functions')));
  const starterServer = await serve(starterPublicDir);
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const resultsDir = path.join(root, 'bench-results');
  const loads: number[] = [];
  const idles: number[] = [];
  try {
    mkdirSync(resultsDir, { recursive: true });
    const measured = new Map<string, Figures[]>(pages.map(({ name }) => [name, []]));
    const blocking = new Map<string, { page: number; starter: number }[]>(pages.map(({ name }) => [name, []]));
    let lighthouseVersion = '';
    // Runs alternate between pages (each page's first run, then each page's second run …), so a
    // busy spell of the machine spreads over the pages instead of landing on one.
    for (let run = 1; run <= runs; run += 1) {
      // The starter is the first of each round: the pages after it are compared with its figures.
      let starter: Figures | undefined;
      for (const { name, on, pagePath } of pages) {
        const idle = await quietMachine();
        idles.push(idle);
        const load = os.loadavg()[0] ?? 0;
        loads.push(load);
        const url = `${on === 'starter' ? starterServer.url : server.url}${pagePath}`;
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        lighthouseVersion = result.lhr.lighthouseVersion;
        const figures = figuresOf(result.lhr);
        measured.get(name)?.push(figures);
        // The whole report, to see why a figure moved (bench-results/ is not committed).
        writeFileSync(path.join(resultsDir, `${name.replace(/\W+/g, '-')}-run${run}.json`), JSON.stringify(result.lhr));
        if (on === 'starter') starter = figures;
        else if (starter) blocking.get(name)?.push({ page: figures.tbt, starter: starter.tbt });
        const versus =
          on === 'starter'
            ? '(the starter)'.padEnd(27)
            : `TBT ${ratio(figures.tbt, starter?.tbt).padStart(6)} LCP ${ratio(figures.lcp, starter?.lcp).padStart(6)} of starter`;
        console.log(
          `run ${run}/${runs} ${name.padEnd(17)} load ${load.toFixed(2).padStart(5)}  idle ${percent(idle).padStart(4)}  perf ${String(figures.performance).padStart(3)}  TBT ${thousands(figures.tbt).padStart(5)} ms  LCP ${thousands(figures.lcp).padStart(5)} ms  JS ${kilobytes(figures.javaScript).padStart(8)}  ${versus}  LCP element: ${largestPaintOf(result.lhr)}`,
        );
      }
    }
    const rows: Row[] = pages.map(({ name, on, pagePath }) => {
      const each = measured.get(name) ?? [];
      const isReference = on === 'starter' || pagePath === benchBarePath;
      return {
        name,
        pagePath,
        figures: medians(each),
        blocking: on === 'starter' ? [] : (blocking.get(name) ?? []),
        mostJavaScript: Math.max(...each.map((figures) => figures.javaScript)),
        budget: isReference ? undefined : pagePath.startsWith('/book/') ? bookingBudget : contentBudget,
      };
    });
    const starter = rows[0]?.figures;
    // transferSize is what came over the wire: gzip bytes only if the server compressed the scripts.
    const uncompressed = rows.filter(({ figures }) => figures.javaScript >= figures.javaScriptRaw * 0.9);
    if (uncompressed.length > 0) {
      console.log(`WARNING: scripts were not compressed on ${uncompressed.map(({ name }) => name).join(', ')}`);
    }
    const note = [
      `bench:site, tenant ${tenant}, Lighthouse ${lighthouseVersion} mobile preset, ${os.cpus().length} cores, ` +
        `median of ${runs} run${runs === 1 ? '' : 's'} a page (runs alternated, the starter first in each round), ${new Date().toISOString().slice(0, 16)} UTC.`,
      `Machine's load (1 min) at the start of each run: ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)}, median ${median(loads).toFixed(2)}; at the end: ${loadText()}.`,
      `CPU idle in the second before each run (each waits up to ${quietWaitMs / 1000} s for ${percent(quietIdle)}): ${percent(Math.min(...idles))}-${percent(Math.max(...idles))}, median ${percent(median(idles))}.`,
      "JS of the run: every script the page fetched during the Lighthouse run (it waits for network and CPU idle), gzip bytes as transferred. The starter: the Gatsby default starter's home page (scripts/bench-starter/).",
      `Goals (issue 41): every content page's TBT ≤ the starter's in the median and ≤ ${blockingGoal}× the starter's of the same round in every run; JS ≤ 75 KB a content page, ≤ 100 KB the booking step (issue 30), in every run.`,
      '',
      table(rows, starter),
      '',
    ].join('\n');
    writeFileSync(path.join(resultsDir, 'bench-site.md'), note);
    console.log(`\n${note}`);
    console.log(`Table and reports in ${path.relative(root, resultsDir)}/`);
  } finally {
    await chrome.kill();
    server.close();
    starterServer.close();
    await database.stop();
  }
}

main().then(
  // The functions' database pool would keep the process alive.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
