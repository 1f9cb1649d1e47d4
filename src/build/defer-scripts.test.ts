import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { inlineScriptHashes } from './content-security-policy';
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
    function browser({
      paintTiming,
      pageScripts = [],
      messageChannel = true,
    }: {
      paintTiming: boolean;
      pageScripts?: string[];
      messageChannel?: boolean;
    }) {
      const timers: { ms: number; run: () => void }[] = [];
      const frames: (() => void)[] = [];
      const observers: { report: (name?: string) => void; observing: boolean }[] = [];
      const added: string[] = [];
      const tags: { src: string; onerror?: () => void; remove: () => void }[] = [];
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
        // A message to a channel is a task of its own, as a timer of 0 ms is here.
        MessageChannel: messageChannel
          ? class {
              port1: { onmessage?: () => void } = {};
              port2 = { postMessage: () => timers.push({ run: () => this.port1.onmessage?.(), ms: 0 }) };
            }
          : undefined,
        requestAnimationFrame: (run: () => void) => frames.push(run),
        document: {
          createElement: () => {
            const tag = { src: '', remove: () => tags.splice(tags.indexOf(tag), 1) };
            return tag;
          },
          body: {
            appendChild: (element: (typeof tags)[number]) => {
              added.push(element.src);
              tags.push(element);
            },
          },
          currentScript: undefined as { getAttribute: (name: string) => string | null } | undefined,
        },
      };
      const [, attribute = '', loader = ''] =
        /<script data-page-scripts="([^"]*)">(\(function\(\)\{var c=.*?)<\/script>/.exec(
          deferRuntimeScripts(page, pageScripts),
        ) ?? [];
      window.document.currentScript = {
        getAttribute: (name: string) => (name === 'data-page-scripts' ? attribute : null),
      };
      vm.runInNewContext(loader, { ...window, window });
      /** How many scripts were added in each task the timers ran. */
      const addedPerTask: number[] = [];
      /** Runs the timers due after `ms` or sooner, in the order they were set, and those they set in turn. */
      const elapse = (ms: number) => {
        for (;;) {
          const due = timers.filter((timer) => timer.ms <= ms);
          if (due.length === 0) return;
          timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > ms));
          for (const timer of due) {
            const before = added.length;
            timer.run();
            addedPerTask.push(added.length - before);
          }
        }
      };
      return { added, addedPerTask, tags, timers, frames, observers, elapse };
    }

    const runtime = ['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js'];

    /** A page with its own scripts, painted, and every task due after the paint run. */
    function paintedWith(pageScripts: string[], { messageChannel = true } = {}) {
      const page = browser({ paintTiming: true, pageScripts, messageChannel });
      page.observers.forEach((observer) => observer.report());
      page.elapse(0);
      return page;
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

    it("adds the page's own scripts after the runtime's; a tag that fails is taken out for webpack to ask again", () => {
      const page = paintedWith(['/component---home-4d.js', '/app-3c.js', '/slice---header-5e.js']);
      expect(page.added).toEqual([...runtime, '/component---home-4d.js', '/slice---header-5e.js']);
      // One tag a task: adding one starts its fetch, and nine in one task made a long one.
      expect(page.addedPerTask.filter((count) => count > 0)).toEqual([1, 1, 1, 1, 1]);
      // webpack looks a chunk's tag up by its src and waits for it: a failed one must not be found.
      page.tags.find((tag) => tag.src === '/slice---header-5e.js')?.onerror?.();
      expect(page.tags.map((tag) => tag.src)).not.toContain('/slice---header-5e.js');
      expect(page.tags).toHaveLength(4);
    });

    it('adds one tag a task with timers where the browser has no message channels', () => {
      const page = paintedWith(['/component---home-4d.js'], { messageChannel: false });
      expect(page.added).toEqual([...runtime, '/component---home-4d.js']);
      expect(page.addedPerTask.filter((count) => count > 0)).toEqual([1, 1, 1, 1]);
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
    const loaderAt = html.indexOf('<script data-page-scripts=');
    expect(loaderAt).toBeGreaterThan(html.indexOf('slice-start id="_gatsby-scripts-1"'));
    expect(loaderAt).toBeLessThan(html.indexOf('slice-end id="_gatsby-scripts-1"'));
    expect(html.endsWith('<!-- slice-end id="_gatsby-scripts-1" --></body></html>')).toBe(true);
  });

  it("lists the page's own scripts in an attribute, so the loader's text and hash are the same on every page", () => {
    const home = deferRuntimeScripts(page, ['/component---home-4d.js', '/slice---header-5e.js']);
    const other = deferRuntimeScripts(page, ['/component---content-6f.js']);
    expect(home).toContain('<script data-page-scripts="/component---home-4d.js /slice---header-5e.js">');
    expect(other).toContain('<script data-page-scripts="/component---content-6f.js">');
    expect(inlineScriptHashes(home)).toEqual(inlineScriptHashes(other));
    // Only script files of the site's root: nothing that could leave the attribute.
    expect(deferRuntimeScripts(page, ['/a" onload="x.js', 'https://elsewhere.example/x.js'])).toContain(
      '<script data-page-scripts="">',
    );
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
