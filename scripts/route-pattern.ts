/**
 * A Netlify path as a `URLPattern` (global in Node 24): the one matcher of the local host's function
 * routes (scripts/local-functions.mts), its redirect rules (scripts/local-site.ts) and the function
 * tests' router (netlify/functions/tests/routes.ts), instead of a regular expression built by hand in
 * each (issue 41).
 *
 * Netlify's syntax: a `:name` segment is one path segment (a parameter), a `*` segment the rest of the
 * path (`:splat` in a redirect's target); the path matches with and without its trailing slash.
 */

export interface RoutePatternOptions {
  /** Netlify's redirects match without regard to case; function paths do not. */
  ignoreCase?: boolean;
  /** A redirect's `/is/*` also matches `/is` itself; a function's `/api/*` does not. */
  splatMatchesBase?: boolean;
}

/** The characters URLPattern reads as syntax, escaped in a path's literal segments. */
const syntax = /[\\:*(){}+?]/g;

/** `routePath` (`/api/reservations/:reference`, `/is/*`) as a pattern for pathnames. */
export function routePattern(routePath: string, options: RoutePatternOptions = {}): URLPattern {
  const trimmed = routePath.length > 1 ? routePath.replace(/\/+$/, '') : routePath;
  let source = trimmed
    .split('/')
    .map((segment) => {
      if (segment === '*') return '*';
      if (/^:[A-Za-z_$][\w$]*$/.test(segment)) return segment;
      return segment.replace(syntax, '\\$&');
    })
    .join('/');
  if (options.splatMatchesBase && source.endsWith('/*')) source = `${source.slice(0, -2)}{/*}?`;
  // `/` stays `/`; any other path matches with and without its trailing slash.
  if (source !== '/' && !source.endsWith('*') && !source.endsWith('}?')) source = `${source}{/}?`;
  return new URLPattern({ pathname: source }, { ignoreCase: options.ignoreCase ?? false });
}

/** The names of `routePath`'s parameters, in order (`splat` for a `*`). */
export function routeNames(routePath: string): string[] {
  return routePath
    .split('/')
    .filter((segment) => segment === '*' || segment.startsWith(':'))
    .map((segment) => (segment === '*' ? 'splat' : segment.slice(1)));
}

/**
 * The parameters of `pathname` (as it stands in a URL, percent-encoded) when `pattern` matches it, else
 * null. Values are as in the URL (still encoded); the wildcard's is `splat` ('' when it matched nothing).
 */
export function matchRoute(pattern: URLPattern, pathname: string): Record<string, string> | null {
  const match = pattern.exec({ pathname });
  if (!match) return null;
  return Object.fromEntries(
    Object.entries(match.pathname.groups).map(([name, value]) => [name === '0' ? 'splat' : name, value ?? '']),
  );
}
