import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The scripts of a page's own code, as the build wrote them (docs/decisions/051): its template's chunk
 * group and each of its Slices' (the header's and footer's), with the chunks split from them, less the
 * entry's (the webpack runtime, the framework, `app`), which every page loads anyway. Gatsby leaves them
 * out of the page's HTML and its runtime asks for them once it has the page's data and its Slices' data;
 * the page's script loader adds them with the runtime's instead (defer-scripts.ts).
 *
 * Read from what `gatsby build` writes to `public/`: `webpack.stats.json` (webpack's named chunk groups
 * and their files), each page's `page-data.json` (its template's chunk group and its Slices) and each
 * Slice's `slice-data` file (the Slice's chunk group). A page without page data (a redirect) has none.
 */
export function pageScriptsReader(publicDir: string): (pagePath: string) => string[] {
  const { scriptsOf } = chunkGroupsOf(publicDir);
  const entry = new Set(scriptsOf('app'));
  const sliceGroups = new Map<string, string | undefined>();
  const sliceGroup = (slice: string) => {
    if (!sliceGroups.has(slice)) {
      const data = readJson<{ componentChunkName?: string }>(path.join(publicDir, 'slice-data', `${slice}.json`));
      sliceGroups.set(slice, data?.componentChunkName);
    }
    return sliceGroups.get(slice);
  };
  return (pagePath) => {
    const data = readJson<PageData>(path.join(publicDir, 'page-data', pageDataFolder(pagePath), 'page-data.json'));
    if (!data) return [];
    const groups = [data.componentChunkName, ...Object.values(data.slicesMap ?? {}).map(sliceGroup)];
    const scripts = groups.flatMap((group) => (group ? scriptsOf(group) : []));
    return [...new Set(scripts)].filter((file) => !entry.has(file));
  };
}

/**
 * webpack's named chunk groups as the build wrote them (`webpack.stats.json`): their names, and the
 * scripts of each (its own chunks and those split from it), as addresses of the site.
 */
export function chunkGroupsOf(publicDir: string): { names: string[]; scriptsOf: (group: string) => string[] } {
  const stats = readJson<WebpackStats>(path.join(publicDir, 'webpack.stats.json'));
  if (!stats) throw new Error(`${publicDir}/webpack.stats.json is missing: the page scripts are read after the build`);
  return {
    names: Object.keys(stats.namedChunkGroups),
    scriptsOf: (group) =>
      (stats.namedChunkGroups[group]?.assets ?? [])
        .map((asset) => `/${asset.name}`)
        .filter((file) => file.endsWith('.js')),
  };
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets?: { name: string }[] } | undefined>;
}

interface PageData {
  componentChunkName?: string;
  /** The page's Slices: the name a component uses for each (`header`) and its written Slice (`header-en`). */
  slicesMap?: Record<string, string>;
}

/** Gatsby's folder of a page's data: `/` is `index`, `/cars/4x4/` is `cars/4x4`. */
export function pageDataFolder(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index' : trimmed;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}
