import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { deferRuntimeScripts } from './defer-scripts';

const runtimeTags =
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script>' +
  '<script src="/app-3c.js" async></script>';
const scriptsSlice = `<script>window.___webpackCompilationHash="9f";</script>${runtimeTags}`;
const page =
  '<html><body><div id="___gatsby"><h1>Hi</h1></div><script>window.pagePath="/";</script>' +
  `<!-- slice-start id="_gatsby-scripts-1" -->${scriptsSlice}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

function loaders(html: string): number {
  return html.split('function add()').length - 1;
}

/** Gatsby's own stitching of slices into a page's HTML, as `gatsby build` runs it. */
const { stitchSliceForAPage } = jest.requireActual<{
  stitchSliceForAPage: (options: { pagePath: string; publicDir: string }) => Promise<void>;
}>('gatsby/dist/utils/slices/stitching');

describe('deferRuntimeScripts', () => {
  it('replaces the async runtime scripts with one loader of them, in order', () => {
    const html = deferRuntimeScripts(page);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]');
    expect(html).toContain('<script>window.pagePath="/";</script>');
    expect(loaders(html)).toBe(1);
  });

  describe('the loader, run as a browser runs it', () => {
    /** A browser's timers, frames, paint observer and document, each run only when the test says so. */
    function browser({ paintTiming }: { paintTiming: boolean }) {
      const timers: { ms: number; run: () => void }[] = [];
      const frames: (() => void)[] = [];
      const observers: { report: (name?: string) => void; observing: boolean }[] = [];
      const added: string[] = [];
      class PerformanceObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
        constructor(
          private readonly callback: (
            list: { getEntriesByName: (name: string) => { name: string }[] },
            observer: PerformanceObserver,
          ) => void,
        ) {}
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: 'paint', buffered: true });
          const list = (entry: string) => ({
            getEntriesByName: (name: string) => (name === entry ? [{ name }] : []),
          });
          const observer = {
            observing: true,
            report: (name = 'first-contentful-paint') => observer.observing && this.callback(list(name), this),
          };
          observers.push(observer);
        }
        disconnect() {
          for (const observer of observers) observer.observing = false;
        }
      }
      const window = {
        PerformanceObserver,
        setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
        requestAnimationFrame: (run: () => void) => frames.push(run),
        document: {
          createElement: () => ({ src: '' }),
          body: { appendChild: (element: { src: string }) => added.push(element.src) },
        },
      };
      const loader = /<script>(\(function\(\)\{var s=.*?)<\/script>/.exec(deferRuntimeScripts(page))?.[1] ?? '';
      vm.runInNewContext(loader, { ...window, window });
      /** Runs the timers due after `ms` or sooner, in the order they were set. */
      const elapse = (ms: number) => {
        const due = timers.filter((timer) => timer.ms <= ms);
        timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > ms));
        for (const timer of due) timer.run();
      };
      return { added, timers, frames, observers, elapse };
    }

    it('adds the scripts, in order, once the first contentful paint has been presented, and only once', () => {
      const page = browser({ paintTiming: true });
      expect(page.frames).toHaveLength(0);
      page.elapse(0);
      expect(page.added).toEqual([]);

      // The first paint of the background alone is not the page's.
      page.observers.forEach((observer) => observer.report('first-paint'));
      page.elapse(0);
      expect(page.added).toEqual([]);

      page.observers.forEach((observer) => observer.report());
      page.elapse(0);
      expect(page.added).toEqual(['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js']);

      // The fallback for a page that is never painted does not add them again.
      page.timers.splice(0).forEach((timer) => timer.run());
      page.observers.forEach((observer) => observer.report());
      expect(page.added).toHaveLength(3);
    });

    it('adds them after three seconds when the page is not painted (opened in a hidden tab)', () => {
      const page = browser({ paintTiming: true });
      page.elapse(2999);
      expect(page.added).toEqual([]);
      page.elapse(3000);
      expect(page.added).toEqual(['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js']);
    });

    it('adds them after the first rendered frame where the browser has no Paint Timing', () => {
      const page = browser({ paintTiming: false });
      expect(page.observers).toHaveLength(0);
      expect(page.frames).toHaveLength(1);
      page.frames.splice(0).forEach((frame) => frame());
      expect(page.added).toEqual([]);
      page.elapse(0);
      expect(page.added).toEqual(['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js']);
    });
  });

  it('puts the loader where the tags were, inside the scripts slice that Gatsby stitches again', () => {
    const html = deferRuntimeScripts(page);
    const loaderAt = html.indexOf('<script>(function(){');
    expect(loaderAt).toBeGreaterThan(html.indexOf('slice-start id="_gatsby-scripts-1"'));
    expect(loaderAt).toBeLessThan(html.indexOf('slice-end id="_gatsby-scripts-1"'));
    expect(html.endsWith('<!-- slice-end id="_gatsby-scripts-1" --></body></html>')).toBe(true);
  });

  it('leaves a page without runtime scripts as it is', () => {
    const html = '<html><body><script src="/other.js" defer></script></body></html>';
    expect(deferRuntimeScripts(html)).toBe(html);
  });

  describe('over rebuilds (Gatsby writes its scripts slice again and stitches it into every page)', () => {
    let publicDir: string;
    beforeEach(() => {
      publicDir = mkdtempSync(path.join(tmpdir(), 'defer-scripts-'));
      mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true });
      mkdirSync(path.join(publicDir, 'about-us'));
    });
    afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

    const pageFile = () => path.join(publicDir, 'about-us', 'index.html');
    /** One build: Gatsby's scripts slice and stitching, then the site's onPostBuild deferral. */
    async function build(): Promise<string> {
      writeFileSync(path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), scriptsSlice);
      await stitchSliceForAPage({ pagePath: '/about-us/', publicDir });
      writeFileSync(pageFile(), deferRuntimeScripts(readFileSync(pageFile(), 'utf8')));
      return readFileSync(pageFile(), 'utf8');
    }

    it('keeps exactly one loader however many times the site is built', async () => {
      writeFileSync(pageFile(), page);
      const first = await build();
      const third = (await build(), await build());
      expect(loaders(first)).toBe(1);
      expect(loaders(third)).toBe(1);
      expect(third).toBe(first);
      expect(third).not.toMatch(/<script src=/);
    });
  });
});
