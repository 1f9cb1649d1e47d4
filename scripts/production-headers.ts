/**
 * Netlify's header rules of the site applied as Netlify's CDN applies them: read here for the local
 * host (scripts/local-site.ts, docs/decisions/035), and put in front of `netlify serve` when
 * `LOCAL_HOST=netlify npm start` serves through it (scripts/start.ts, docs/decisions/019).
 *
 * Why: `netlify serve` answers static files through its own static server, which sends
 * `cache-control: public, max-age=0, must-revalidate` on every file; netlify-cli's proxy sets the
 * rules' headers first and then writes the static server's headers over them
 * (node_modules/netlify-cli/dist/utils/proxy.js: `res.setHeader` for each rule, then
 * `res.writeHead(status, proxyRes.headers)`), so locally every rule's Cache-Control is lost.
 * `npm start` therefore puts this small proxy in front of `netlify serve`: it sets Cache-Control
 * from the rules, read with Netlify's own parser (@netlify/headers-parser), the values of all
 * matching rules joined as Netlify joins them, and Netlify's default where no rule sets it (the
 * static server's own value, `public, max-age=0` from @fastify/static, is not production's).
 * Functions' answers (/api/) keep their own headers, as on Netlify.
 */
import { statSync } from 'node:fs';
import http from 'node:http';
import { parseAllHeaders } from '@netlify/headers-parser';

/** What Netlify sends for a static file no rule gives a Cache-Control (Netlify's caching docs). */
export const netlifyDefaultCacheControl = 'public, max-age=0, must-revalidate';

export interface HeaderRule {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}

/** The rules of netlify.toml and of the build's `_headers` file, parsed by Netlify's parser. */
export async function readHeaderRules(configPath: string, headersFile: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({
    // The package's declarations type these parameters as never[]; they are paths.
    headersFiles: [headersFile] as never[],
    netlifyConfigPath: configPath,
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`Header rules: ${errors.map((error) => error.message).join('; ')}`);
  return headers as HeaderRule[];
}

/** The value Netlify sends for header `name` at `pathname`: every matching rule's value, joined. */
export function headerValue(rules: HeaderRule[], pathname: string, name: string): string | undefined {
  const values = rules
    .filter((rule) => rule.forRegExp.test(pathname))
    .flatMap((rule) =>
      Object.entries(rule.values)
        .filter(([key]) => key.toLowerCase() === name.toLowerCase())
        .map(([, value]) => value),
    );
  return values.length > 0 ? values.join(', ') : undefined;
}

/** Functions answer with their own headers: Netlify applies header rules to static files only. */
function isFunctionPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/.netlify/');
}

const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * Listens on `port` and forwards everything to `target` (netlify serve), setting each static
 * file's Cache-Control from the rules. The rules are read again when either file changes (the build
 * writes `_headers`).
 */
export function serveWithProductionCaching(options: {
  port: number;
  target: number;
  configPath: string;
  headersFile: string;
}): http.Server {
  let cached: { key: string; rules: Promise<HeaderRule[]> } | undefined;
  const rules = () => {
    const key = `${mtime(options.configPath)}:${mtime(options.headersFile)}`;
    if (cached?.key !== key) cached = { key, rules: readHeaderRules(options.configPath, options.headersFile) };
    return cached.rules;
  };
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: options.target,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const send = (cacheControl: string | undefined) => {
          const headers = { ...answer.headers, ...(cacheControl ? { 'cache-control': cacheControl } : {}) };
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
          answer.pipe(response);
        };
        if (isFunctionPath(pathname)) {
          send(undefined);
          return;
        }
        rules().then(
          (loaded) => send(headerValue(loaded, pathname, 'cache-control') ?? netlifyDefaultCacheControl),
          (error: unknown) => {
            console.error('[start] Could not read the header rules', error);
            send(undefined);
          },
        );
      },
    );
    upstream.on('error', () => {
      // netlify serve is not listening yet (it builds first), or stopped.
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('The site is not up yet');
    });
    request.pipe(upstream);
  });
  server.listen(options.port);
  return server;
}
