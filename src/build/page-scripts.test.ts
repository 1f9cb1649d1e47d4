import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageDataFolder, pageScriptsReader } from './page-scripts';

/** What `gatsby build` writes of a site with a home page and a blog post, each with a header Slice. */
function writeBuild(publicDir: string): void {
  const write = (file: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), JSON.stringify(value));
  };
  const assets = (...names: string[]) => ({ assets: names.map((name) => ({ name, size: 1 })) });
  write('webpack.stats.json', {
    namedChunkGroups: {
      app: assets('webpack-runtime-1a.js', 'styles.2b.css', 'framework-3c.js', 'app-4d.js'),
      'component---src-templates-home-page-tsx': assets(
        'chrome-shared-5e.js',
        'component---src-templates-home-page-tsx.6f.css',
        'component---src-templates-home-page-tsx-7a.js',
      ),
      'component---src-templates-blog-post-page-tsx': assets('component---src-templates-blog-post-page-tsx-8b.js'),
      'slice---src-components-layout-header-slice-tsx': assets(
        'chrome-shared-5e.js',
        'slice---src-components-layout-header-slice-tsx-9c.js',
      ),
      'promotion-machine': assets('promotion-machine-0d.js'),
    },
  });
  write('page-data/index/page-data.json', {
    componentChunkName: 'component---src-templates-home-page-tsx',
    slicesMap: { header: 'header-en' },
  });
  write('page-data/is/blogg/fyrsta/page-data.json', {
    componentChunkName: 'component---src-templates-blog-post-page-tsx',
    slicesMap: { header: 'header-is' },
  });
  write('slice-data/header-en.json', { componentChunkName: 'slice---src-components-layout-header-slice-tsx' });
  write('slice-data/header-is.json', { componentChunkName: 'slice---src-components-layout-header-slice-tsx' });
}

describe('pageScriptsReader', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'page-scripts-'));
    writeBuild(publicDir);
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("lists the scripts of the page's template and Slices, each once, and none of the entry's or its styles", () => {
    const scriptsOf = pageScriptsReader(publicDir);
    expect(scriptsOf('/')).toEqual([
      '/chrome-shared-5e.js',
      '/component---src-templates-home-page-tsx-7a.js',
      '/slice---src-components-layout-header-slice-tsx-9c.js',
    ]);
    expect(scriptsOf('/is/blogg/fyrsta/')).toEqual([
      '/component---src-templates-blog-post-page-tsx-8b.js',
      '/chrome-shared-5e.js',
      '/slice---src-components-layout-header-slice-tsx-9c.js',
    ]);
  });

  it('lists nothing for a page without page data (a redirect page)', () => {
    expect(pageScriptsReader(publicDir)('/old-address/')).toEqual([]);
  });

  it('names what is missing when read before a build', () => {
    rmSync(path.join(publicDir, 'webpack.stats.json'));
    expect(() => pageScriptsReader(publicDir)).toThrow(/webpack\.stats\.json is missing/);
  });
});

describe('pageDataFolder', () => {
  it("is Gatsby's folder of a page's data", () => {
    expect(['/', '/cars/4x4/', '/404.html', '/zh/'].map(pageDataFolder)).toEqual([
      'index',
      'cars/4x4',
      '404.html',
      'zh',
    ]);
  });
});
