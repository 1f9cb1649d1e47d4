/**
 * `tsx scripts/bench-site-trace.mts [--min=30] [/path …]`: where a page's blocking time comes from
 * (issue 41, docs/decisions/051). Serves the last build in public/ gzip-compressed, loads each path
 * (default: the home, content, category and blog pages) in the local Chromium with the CPU 4 times
 * slower (as Lighthouse's mobile preset simulates) while tracing the main thread and profiling the
 * JavaScript, and prints every main-thread task longer than `--min` ms (default 30) with its time from
 * the first contentful paint, what the browser did in it (parse, script, style, layout) and the
 * functions that ran in it, mapped through the build's source maps (Preact's own left out). A task over
 * 50 ms here is one that Lighthouse counts in the total blocking time. Run it under the heavy lock.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const minimum = Number(/^--min=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--min=')) ?? '')?.[1] ?? 30);
const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = asked.length > 0 ? asked : ['/', '/about-us/', '/cars/4x4/', '/blog/'];

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

function serve(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    let file = path.join(publicDir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(publicDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    if (type.startsWith('image/webp')) {
      response.writeHead(200, { 'content-type': type });
      createReadStream(file).pipe(response);
      return;
    }
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' });
    response.end(gzipSync(readFileSync(file)));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

const maps = new Map<string, SourceMapConsumer | null>();

/** `name src/file.ts:line` of a frame of the build's own scripts, `inline script /path:line`, or null. */
async function labelOf(frame: CallFrame): Promise<string | null> {
  if (!frame.url) return null;
  const address = new URL(frame.url);
  if (!address.pathname.endsWith('.js')) return `inline script ${address.pathname}:${frame.lineNumber + 1}`;
  if (!maps.has(frame.url)) {
    const file = path.join(publicDir, `${address.pathname}.map`);
    maps.set(frame.url, existsSync(file) ? await new SourceMapConsumer(readFileSync(file, 'utf8')) : null);
  }
  const original = maps.get(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original?.source || original.source.includes('node_modules/preact/')) return null;
  return `${original.name ?? frame.functionName} ${original.source.replace(/^webpack:\/\/[^/]*\//, '')}:${original.line}`;
}

const browserWork = [
  'ParseHTML',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
];

async function main(): Promise<void> {
  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium: apt-get install chromium, or set CHROME_PATH');
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error('No build in public/: npm run build first');
  const server = await serve();
  const browser = await chromium.launch({ executablePath: executable, args: chromiumArgs });
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        categories: 'loading,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
        transferMode: 'ReportEvents',
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 }).catch(() => undefined);
      await page.waitForTimeout(3_000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await cdp.send('Tracing.end');
      await complete;
      await context.close();

      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const parents = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
      let time = profile.startTime;
      const samples = profile.samples.map((id, index) => {
        time += profile.timeDeltas[index] ?? 0;
        return { ts: time, id, duration: profile.timeDeltas[index + 1] ?? 0 };
      });
      const paint = events.find((event) => event.name === 'firstContentfulPaint');
      // The page's main thread: the first paint's, or the one that ran the most tasks.
      const busiest = new Map<string, number>();
      for (const event of events) {
        if (event.name !== 'RunTask') continue;
        const key = `${event.pid}:${event.tid}`;
        busiest.set(key, (busiest.get(key) ?? 0) + (event.dur ?? 0));
      }
      const main = paint ? `${paint.pid}:${paint.tid}` : [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
      const thread = (event: TraceEvent) => `${event.pid}:${event.tid}` === main;
      console.log(`\n${pagePath}: main-thread tasks over ${minimum} ms, CPU 4× slower`);
      for (const task of events.filter((event) => event.name === 'RunTask' && thread(event))) {
        const duration = task.dur ?? 0;
        if (duration < minimum * 1000) continue;
        const end = task.ts + duration;
        const kinds = new Map<string, number>();
        for (const event of events) {
          if (!thread(event) || !browserWork.includes(event.name) || event.ts < task.ts || event.ts > end) continue;
          kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0));
        }
        const functions = new Map<string, number>();
        for (const sample of samples.filter((each) => each.ts >= task.ts && each.ts <= end)) {
          const seen = new Set<string>();
          for (let id: number | undefined = sample.id; id !== undefined; id = parents.get(id)) {
            const frame = nodes.get(id)?.callFrame;
            const label = frame ? await labelOf(frame) : null;
            if (!label || seen.has(label)) continue;
            seen.add(label);
            functions.set(label, (functions.get(label) ?? 0) + sample.duration);
          }
        }
        const since = paint ? `${Math.round((task.ts - paint.ts) / 1000)} ms from the first paint` : '';
        const work = [...kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([kind, micros]) => `${kind} ${(micros / 1000).toFixed(1)}`)
          .join(', ');
        console.log(`  ${(duration / 1000).toFixed(1).padStart(6)} ms, ${since} [${work}]`);
        for (const [label, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
          console.log(`      ${(micros / 1000).toFixed(1).padStart(6)} ms in ${label}`);
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
