/**
 * The site's Netlify Functions (v2) answered in this process, for `bench:site`: each function's
 * `config.path` (`:name` segments are parameters) routes a request to its default export whatever
 * its method (the function answers a method it does not serve with a JSON 405), called with a
 * `Request` and the parts of Netlify's context the functions read (`params`, `ip`). Like Netlify, a
 * path without parameters wins over one with them (`/api/reservations/find` before
 * `/api/reservations/:reference`). The functions reach the database of DATABASE_URL.
 */
import { readdirSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';
import type { MethodHandler } from '../server/http/responses.server';

interface FunctionModule {
  default: MethodHandler;
  config?: Config;
}

interface Route {
  pattern: RegExp;
  /** The path's parameters, in order. */
  names: string[];
  handler: MethodHandler;
}

function routeOf(routePath: string, module: FunctionModule): Route {
  const names: string[] = [];
  const source = routePath
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return {
    pattern: new RegExp(`^${source}/?$`),
    names,
    handler: module.default,
  };
}

/** Every function of `folder` (its `*.mts` files) behind one request handler. */
export async function loadFunctions(folder: string): Promise<(request: Request) => Promise<Response>> {
  const files = readdirSync(folder).filter((file) => file.endsWith('.mts'));
  const modules = await Promise.all(
    files.map(async (file) => (await import(pathToFileURL(path.join(folder, file)).href)) as FunctionModule),
  );
  const routes = modules
    .flatMap((module) => [module.config?.path ?? []].flat().map((routePath) => routeOf(routePath, module)))
    .sort((a, b) => a.names.length - b.names.length);
  return async (request) => {
    const { pathname } = new URL(request.url);
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      return route.handler(request, { params, ip: '127.0.0.1' });
    }
    return Response.json({ error: { code: 'not_found', message: 'No function answers this path.' } }, { status: 404 });
  };
}

/** Answers a Node request with a function's `Response`: status, headers (every cookie), body. */
export async function answerWith(
  handle: (request: Request) => Promise<Response>,
  incoming: http.IncomingMessage,
  outgoing: http.ServerResponse,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const method = incoming.method ?? 'GET';
  const request = new Request(`http://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/'}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
  });
  const response = await handle(request);
  const cookies = response.headers.getSetCookie();
  const plain = [...response.headers.entries()].filter(([name]) => name !== 'set-cookie');
  outgoing.writeHead(
    response.status,
    [...plain, ...cookies.map((cookie) => ['set-cookie', cookie] as [string, string])].flat(),
  );
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}
