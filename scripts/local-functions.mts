/**
 * The site's Netlify Functions (v2) answered in this process, warm: for `npm start` and the end-to-end
 * tests (scripts/local-host.mts, docs/decisions/035) and for `bench:site`. Each function's
 * `config.path` routes a request to its default export (matched by `URLPattern`, scripts/route-pattern.ts:
 * `:name` segments are parameters, a `*` segment matches the rest; `config.excludedPath` is honoured), called with a `Request` and the parts of
 * Netlify's context the functions read (`params`, `ip`). Routing is by path only: a function answers a
 * method it does not take itself (405 with `Allow`, docs/decisions/032), so a wrong method gets the
 * function's JSON. Like Netlify, a path without parameters wins over one with them
 * (`/api/reservations/find` before `/api/reservations/:reference`), and a wildcard comes last.
 * A function with neither a path nor a schedule answers at its default address,
 * `/.netlify/functions/{name}`, as on Netlify, where a rewrite may send a request to it (netlify.toml's
 * `/api/*` rule, docs/decisions/037); scheduled functions (`config.schedule`, no path) are not routed.
 * The functions reach the database of DATABASE_URL.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type http from 'node:http';
import path from 'node:path';
import type { Config } from '@netlify/functions';
import type { MethodHandler } from '../server/http/responses.server';
import { matchRoute, routeNames, routePattern } from './route-pattern';

const require = createRequire(import.meta.url);

interface FunctionModule {
  default: MethodHandler;
  config?: Config;
}

interface Route {
  pattern: URLPattern;
  /** How many parameters the path has: a path with fewer is tried first. */
  parameters: number;
  /** Whether a `*` segment matches the rest of the path: such a route is tried last. */
  isWildcard: boolean;
  /** `config.excludedPath`: paths this route does not take. */
  excluded: URLPattern[];
  handler: MethodHandler;
}

/** What a function host answers with: the function's `Response`, or null when no function has the path. */
export type FunctionHost = (request: Request, context?: { ip?: string }) => Promise<Response | null>;

function routeOf(routePath: string, module: FunctionModule): Route {
  const names = routeNames(routePath);
  return {
    pattern: routePattern(routePath),
    parameters: names.length,
    isWildcard: names.includes('splat'),
    excluded: [module.config?.excludedPath ?? []].flat().map((excludedPath) => routePattern(excludedPath)),
    handler: module.default,
  };
}

/** Every function of `folder` (its `*.mts` files), imported once, behind one request handler. */
export async function loadFunctionHost(folder: string): Promise<FunctionHost> {
  const files = readdirSync(folder).filter((file) => file.endsWith('.mts'));
  // Required, not imported: under tsx a module reached both by `import` and by the (CommonJS) project
  // code's `require` runs twice, as two instances (scripts/bench-api.mts). One CommonJS graph, as Jest
  // and a function's own bundle have it, keeps one instance of each module (the lease spec's licence
  // photos failed with "fileStorageFromEnv is not a function" when the functions were imported).
  const routes = files
    .flatMap((file) => {
      const module = require(path.join(folder, file)) as FunctionModule;
      if (module.config?.schedule) return [];
      const paths = [module.config?.path ?? []].flat();
      const routePaths = paths.length > 0 ? paths : [`/.netlify/functions/${path.basename(file, '.mts')}`];
      return routePaths.map((routePath) => routeOf(routePath, module));
    })
    .sort((a, b) => Number(a.isWildcard) - Number(b.isWildcard) || a.parameters - b.parameters);
  return async (request, context = {}) => {
    const { pathname } = new URL(request.url);
    for (const route of routes) {
      const match = matchRoute(route.pattern, pathname);
      if (!match || route.excluded.some((excluded) => excluded.test({ pathname }))) continue;
      const params = Object.fromEntries(
        Object.entries(match).map(([name, value]) => [name, decodeURIComponent(value)]),
      );
      return route.handler(request, { params, ip: context.ip ?? '127.0.0.1' });
    }
    return null;
  };
}

/** The functions of `folder` for a caller that only calls functions: a path no function has is a JSON 404. */
export async function loadFunctions(folder: string): Promise<(request: Request) => Promise<Response>> {
  const host = await loadFunctionHost(folder);
  return async (request) =>
    (await host(request)) ??
    Response.json({ error: { code: 'not_found', message: 'No function answers this path.' } }, { status: 404 });
}

/** A Node request as a `Request`, its body read whole (as Netlify hands a function its request). */
export async function requestOf(incoming: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const method = incoming.method ?? 'GET';
  return new Request(`http://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/'}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
  });
}

/** Writes a `Response` to a Node response: status, headers (every cookie), body. */
export async function writeResponse(response: Response, outgoing: http.ServerResponse): Promise<void> {
  const cookies = response.headers.getSetCookie();
  const plain = [...response.headers.entries()].filter(([name]) => name !== 'set-cookie');
  outgoing.writeHead(
    response.status,
    [...plain, ...cookies.map((cookie) => ['set-cookie', cookie] as [string, string])].flat(),
  );
  if (!response.body) {
    outgoing.end();
    return;
  }
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) outgoing.write(part.value);
  outgoing.end();
}

/** Answers a Node request with a function's `Response`. */
export async function answerWith(
  handle: (request: Request) => Promise<Response>,
  incoming: http.IncomingMessage,
  outgoing: http.ServerResponse,
): Promise<void> {
  await writeResponse(await handle(await requestOf(incoming)), outgoing);
}
