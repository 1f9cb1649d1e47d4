import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  it('replaces the async runtime scripts with one loader that adds them, in order, after the first paint', () => {
    const html = deferRuntimeScripts(page);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]');
    expect(html).toContain('requestAnimationFrame');
    expect(html).toContain('<script>window.pagePath="/";</script>');
    expect(loaders(html)).toBe(1);
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
