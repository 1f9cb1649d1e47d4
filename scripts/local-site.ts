/**
 * The built site answered as Netlify's CDN answers it, for `npm start`'s local host
 * (scripts/local-host.mts, docs/decisions/035): the files of `public/`, the redirect and rewrite rules
 * of netlify.toml (and of a `_redirects` file, if the build writes one), and the header rules of
 * netlify.toml and the build's `_headers`, each read with Netlify's own parser.
 *
 * Netlify's semantics kept here (docs.netlify.com, "Redirects and rewrites", "Custom headers"):
 * - A file that exists wins over a rule that is not forced ("shadowing"); the first matching rule wins.
 * - Pretty URLs: `/a/` answers `a/index.html`; `/a` answers the file `a`, else redirects (301) to `/a/`
 *   when `a/index.html` exists, else answers `a.html`.
 * - A rule with status 200 rewrites to its target; 404 answers its target's page with status 404;
 *   301/302/303/307/308 redirect to it. `:name` placeholders and a trailing `*` (`:splat`) as Netlify's.
 * - A rewrite to a function's default address (`/.netlify/functions/{name}`) is answered by that function,
 *   for every method, with the function's own status (netlify.toml's `/api/*` rule, docs/decisions/037).
 * - No file and no rule: `/404.html` with status 404.
 * - Header rules apply to what the site answers (never to functions); the values of every rule that
 *   matches one path are joined with ", ", and a file no rule gives a Cache-Control gets Netlify's
 *   default (scripts/production-headers.ts).
 * Rules this host cannot honour (conditions, query matching, signatures, proxies to other sites) stop it at
 * start, rather than answer differently from a deploy.
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { headerValue, netlifyDefaultCacheControl, readHeaderRules, type HeaderRule } from './production-headers';
import { matchRoute, routePattern } from './route-pattern';

/** A redirect or rewrite rule, as Netlify's parser reads it. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** `from` as a URLPattern (scripts/route-pattern.ts): case-insensitive, `/is/*` matching `/is` too. */
  pattern: URLPattern;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
};

/** Whether a rule's status sends the browser elsewhere (a redirect) rather than answering here. */
const isRedirectStatus = (status: number) => status >= 300 && status < 400;

/** A rule as @netlify/redirect-parser answers it (its declarations say `unknown`). */
interface ParsedRedirect {
  from: string;
  to?: string;
  status?: number;
  force: boolean;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
  signed?: string;
}

/** The site's redirect rules: `_redirects` of the build, then netlify.toml's, in order. */
export async function readRedirectRules(configPath: string, redirectsFile: string): Promise<RedirectRule[]> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    netlifyConfigPath: configPath,
    configRedirects: [],
    minimal: false,
  });
  if (errors.length > 0) {
    throw new Error(`Redirect rules: ${errors.map((error: Error) => error.message).join('; ')}`);
  }
  return (redirects as ParsedRedirect[]).map((rule) => {
    const unsupported = [
      Object.keys(rule.conditions ?? {}).length > 0 && 'conditions',
      Object.keys(rule.query ?? {}).length > 0 && 'query parameters',
      rule.signed && 'a signature',
      rule.to && /^https?:\/\//.test(rule.to) && !isRedirectStatus(rule.status ?? 301) && 'a proxy to another site',
    ].filter(Boolean);
    if (unsupported.length > 0 || !rule.to) {
      throw new Error(
        `The redirect from ${rule.from} has ${unsupported.join(', ') || 'no target'}: the local host cannot answer it as Netlify does (LOCAL_HOST=netlify can)`,
      );
    }
    const pattern = routePattern(rule.from, { ignoreCase: true, splatMatchesBase: true });
    return { from: rule.from, to: rule.to, status: rule.status ?? 301, force: rule.force, pattern };
  });
}

/**
 * The first rule matching `pathname` (as in the URL, percent-encoded), with its target's placeholders
 * filled in (`:splat` the rest a `*` matched).
 */
export function matchRedirect(rules: RedirectRule[], pathname: string): { rule: RedirectRule; target: string } | null {
  for (const rule of rules) {
    const values = matchRoute(rule.pattern, pathname);
    if (!values) continue;
    const target = rule.to.replace(/:(\w+)/g, (placeholder, name: string) => values[name] ?? placeholder);
    return { rule, target };
  }
  return null;
}

function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // ENOTDIR: a part of the path is a file (`/sitemap.xml/index.html`), so there is no such file.
    return false;
  }
}

type Lookup = { file: string } | { redirectTo: string } | null;

/** Where `pathname` is in `publicDir` under pretty URLs, or the slash it lacks, or nothing. */
export function lookUp(publicDir: string, pathname: string): Lookup {
  const inside = (relative: string) => {
    const file = path.resolve(publicDir, `.${relative}`);
    return file === publicDir || file.startsWith(`${publicDir}${path.sep}`) ? file : undefined;
  };
  const exact = inside(pathname);
  if (!exact) return null;
  if (pathname.endsWith('/')) {
    const index = path.join(exact, 'index.html');
    if (isFile(index)) return { file: index };
    const html = pathname.length > 1 ? inside(`${pathname.slice(0, -1)}.html`) : undefined;
    return html && isFile(html) ? { file: html } : null;
  }
  if (isFile(exact)) return { file: exact };
  if (isFile(path.join(exact, 'index.html'))) return { redirectTo: `${pathname}/` };
  const html = inside(`${pathname}.html`);
  return html && isFile(html) ? { file: html } : null;
}

/** Whether a rule's target is a function's default address, which the functions answer, not the site. */
const isFunctionAddress = (target: string) => target.startsWith('/.netlify/functions/');

/**
 * A handler for everything that is not a function: the site as Netlify serves it. `functions` answers a
 * rewrite to a function's default address (null when no function has it).
 */
export function siteHandler(options: {
  publicDir: string;
  configPath: string;
  functions?: (request: Request, context?: { ip?: string }) => Promise<Response | null>;
}): (request: Request, context?: { ip?: string }) => Promise<Response> {
  const publicDir = path.resolve(options.publicDir);
  const headersFile = path.join(publicDir, '_headers');
  const redirectsFile = path.join(publicDir, '_redirects');
  const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  let cached: { key: string; rules: Promise<[HeaderRule[], RedirectRule[]]> } | undefined;
  // Read again when a file changes (a build writes `_headers` while the host runs).
  const rules = () => {
    const key = [options.configPath, headersFile, redirectsFile].map(mtime).join(':');
    if (cached?.key !== key) {
      cached = {
        key,
        rules: Promise.all([
          readHeaderRules(options.configPath, headersFile),
          readRedirectRules(options.configPath, redirectsFile),
        ]),
      };
    }
    return cached.rules;
  };

  return async (request, context) => {
    const url = new URL(request.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return new Response('Bad Request', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const [headerRules, redirectRules] = await rules();
    const answer = (file: string, status: number) => {
      const headers = new Headers({ 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
      for (const rule of headerRules.filter((candidate) => candidate.forRegExp.test(pathname))) {
        for (const name of Object.keys(rule.values)) {
          headers.set(name, headerValue(headerRules, pathname, name) ?? '');
        }
      }
      // A not-found page is never cached for good, whatever the rules of its path say.
      if (!headers.has('cache-control') || status !== 200) headers.set('cache-control', netlifyDefaultCacheControl);
      headers.set('content-length', String(statSync(file).size));
      const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream);
      return new Response(body, { status, headers });
    };
    const redirect = (location: string, status: number) =>
      new Response(null, { status, headers: { location, 'cache-control': 'no-cache' } });
    const notFound = () => {
      const page = path.join(publicDir, '404.html');
      return isFile(page)
        ? answer(page, 404)
        : new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    };

    const found = lookUp(publicDir, pathname);
    const matched = matchRedirect(redirectRules, url.pathname);
    const isRewriteToFunction =
      matched &&
      (!found || matched.rule.force) &&
      !isRedirectStatus(matched.rule.status) &&
      isFunctionAddress(matched.target);
    if (matched && isRewriteToFunction && options.functions) {
      // The request as sent, at the function's address (Netlify keeps the query of a rule that sets none).
      const fromFunction = await options.functions(
        new Request(new URL(`${matched.target}${url.search}`, url), request),
        context,
      );
      if (fromFunction) return fromFunction;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', {
        status: 405,
        headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    if (found && !matched?.rule.force) {
      return 'file' in found ? answer(found.file, 200) : redirect(`${found.redirectTo}${url.search}`, 301);
    }
    if (matched) {
      const { rule, target } = matched;
      if (isRedirectStatus(rule.status)) return redirect(`${target}${url.search}`, rule.status);
      const targetPath = new URL(target, url).pathname;
      const destination = lookUp(publicDir, decodeURIComponent(targetPath));
      if (destination && 'file' in destination) return answer(destination.file, rule.status === 404 ? 404 : 200);
    }
    return notFound();
  };
}
