/**
 * The bare page of `npm run bench:site` (issue 18): a page of the same build with no components, no
 * layout, no header or footer slices and no providers, so its figures are the framework's floor
 * beside the site's pages. It is created only when the build's environment has BENCH_BARE_PAGE=1
 * (the bench's own build), is `noindex`, is in no sitemap and nothing links to it.
 */
export const benchBarePath = '/bench-bare/';
/** The empty Slice its header and footer slots name (src/templates/bench-bare-slice.tsx). */
export const benchBareSlice = 'bench-bare-empty';

export interface BenchBareContext {
  benchBare: true;
}

/** Whether the build creates the bare page (`BENCH_BARE_PAGE=1`). */
export function createsBenchBarePage(env: NodeJS.ProcessEnv): boolean {
  return env.BENCH_BARE_PAGE === '1';
}

/** Whether a page's context is the bare page's: gatsby-browser and gatsby-ssr then add nothing around it. */
export function isBenchBarePage(pageContext: unknown): boolean {
  return typeof pageContext === 'object' && pageContext !== null && 'benchBare' in pageContext;
}
