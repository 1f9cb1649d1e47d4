/**
 * `npm run bench:site`: builds one brand (TENANT, default car), prints the build time and page
 * count, then serves the build with its functions (in this process, over an embedded database) and
 * runs Lighthouse (mobile preset) in the local Chromium on the home page, a vehicle page, a blog post
 * and the first booking step with a search in place (a search link, 30 days ahead), printing the four
 * scores and the first-load JavaScript (gzipped), LCP, TBT and CLS of each, and keeps each Lighthouse
 * report in bench-results/. Figures only: goals are read by people, not asserted.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { plannedSite } from '../e2e/support/site-plan';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { searchLinkOf, type LinkedSearch } from '../src/booking/search-link';
import { addDays, businessToday } from '../src/domain/dates';
import { startTestDatabase } from '../src/server/testing/database.server';
import { answerWith, loadFunctions } from './local-functions.mts';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const tenant = (process.env.TENANT ?? 'car') as 'car' | 'camper' | 'longterm';
/** `npm run bench:site -- --no-build --runs=3`: measure the build in public/ again, three runs a page. */
const skipBuild = process.argv.includes('--no-build');
const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 1);

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
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** A static server for public/, compressing like a CDN would, with the functions answering /api/. */
function serve(functions: (request: Request) => Promise<Response>): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/api/')) {
      answerWith(functions, request, response).catch((error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      });
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(publicDir, pathname);
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(publicDir) || !existsSync(file)) {
      response.writeHead(404).end('Not found');
      return;
    }
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    if (/javascript|css|json|html|xml/.test(type)) {
      response.writeHead(200, {
        'content-type': type,
        'content-encoding': 'gzip',
        'cache-control': 'public, max-age=31536000',
      });
      response.end(gzipSync(readFileSync(file)));
    } else {
      response.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=31536000' });
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

/**
 * Bytes of JavaScript a first visit runs, gzipped: the page's script tags, Gatsby's runtime (the
 * `app` chunk group, which the page loads after its first paint), then every chunk Gatsby loads at
 * once for the page: its template's chunk group and the slice chunk groups of its header and
 * footer, shared chunks included (webpack.stats.json, not chunk-map.json, which names only a
 * group's own file). Chunks loaded later by dynamic import (after the page is idle) are not counted.
 */
function firstLoadJavaScript(address: string): number {
  const pagePath = new URL(address, 'http://x').pathname;
  const html = readFileSync(path.join(publicDir, pagePath, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => match[1] as string);
  const pageDataPath = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '');
  const pageData = JSON.parse(
    readFileSync(path.join(publicDir, 'page-data', pageDataPath, 'page-data.json'), 'utf8'),
  ) as {
    componentChunkName: string;
  };
  const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const chunks = Object.entries(stats.namedChunkGroups)
    .filter(([name]) => name === 'app' || name === pageData.componentChunkName || name.startsWith('slice---'))
    .flatMap(([, group]) => group.assets.map((asset) => asset.name).filter((file) => file.endsWith('.js')));
  const files = new Set([...scripts, ...chunks]);
  return [...files].reduce((total, src) => total + gzipSync(readFileSync(path.join(publicDir, src))).length, 0);
}

async function main(): Promise<void> {
  console.log(`bench:site — tenant ${tenant}`);
  if (skipBuild) {
    console.log(`build: skipped (--no-build), ${countPages(publicDir)} pages in public/`);
  } else {
    const started = performance.now();
    // The deploy's build command: clean when the code changed since the last build (scripts/build.mts).
    const build = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.mts'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, TENANT: tenant },
    });
    if (build.status !== 0) throw new Error('The build failed: run `npm run build` alone to see why');
    const seconds = (performance.now() - started) / 1000;
    console.log(`build: ${seconds.toFixed(1)} s, ${countPages(publicDir)} pages`);
  }

  const site = await plannedSite(tenant);
  const pick = (type: string) =>
    site.plans.find((plan) => plan.context.pageType === type && plan.context.language === 'en')?.path;
  const pages = [
    ['home', '/'],
    ['vehicle page', pick('vehiclePage')],
    ['blog post', pick('blogPostPage')],
    // The first booking step with a search in place: the vehicle list of a search link.
    ['booking + search', `/book/vehicles/${searchLinkOf(benchSearch(businessToday(new Date())))}`],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));

  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium: apt-get install chromium, or set CHROME_PATH');
  // The functions answer as on Netlify, over a throwaway embedded database, migrated and seeded.
  const database = await startTestDatabase();
  const server = await serve(await loadFunctions(path.join(root, 'netlify/functions')));
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    console.log('page            perf  a11y  best  seo   first-load JS (gzip)  LCP ms  TBT ms  CLS');
    for (const [name, pagePath] of pages) {
      // With --runs=N each page is measured N times and the run with the median performance is shown
      // (Lighthouse varies from run to run, the more so on a busy machine).
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(
          await lighthouse(`${server.url}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' }),
        );
      }
      results.sort((a, b) => (a?.lhr.categories.performance?.score ?? 0) - (b?.lhr.categories.performance?.score ?? 0));
      const result = results[Math.floor(results.length / 2)];
      const categories = result?.lhr.categories ?? {};
      const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100)).padStart(4);
      const kb = (firstLoadJavaScript(pagePath) / 1024).toFixed(1);
      const audit = (id: string) => result?.lhr.audits[id]?.numericValue ?? Number.NaN;
      // The whole report, to see why a score moved (bench-results/ is not committed).
      writeFileSync(path.join(root, 'bench-results', `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(result?.lhr));
      console.log(
        `${name.padEnd(15)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}   ${kb.padStart(6)} KB  ${audit('largest-contentful-paint').toFixed(0).padStart(10)}  ${audit('total-blocking-time').toFixed(0).padStart(6)}  ${audit('cumulative-layout-shift').toFixed(3)}  ${pagePath}`,
      );
    }
  } finally {
    await chrome.kill();
    server.close();
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
