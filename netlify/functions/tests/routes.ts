import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@netlify/functions';
import type { RequestContext } from '../../../server/http/responses.server';
import { matchRoute, routeNames, routePattern } from '../../../scripts/route-pattern';

type Handler = (request: Request, context?: RequestContext) => Promise<Response>;

/** One function of `netlify/functions` that has a path (the scheduled ones have none). */
export interface FunctionRoute {
  file: string;
  /** The config's path, `:name` segments being parameters. */
  path: string;
  /** The path's parameters, in order. */
  names: string[];
  handler: Handler;
  matches: (pathname: string) => Record<string, string> | null;
}

const functionsFolder = path.join(__dirname, '..');

/** Netlify gives parameters decoded; a segment that does not decode is given as sent. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%ZZ`): the function sees the raw segment and must refuse it itself.
    return segment;
  }
}

function routeOf(file: string, routePath: string, excluded: string[], handler: Handler): FunctionRoute {
  const pattern = routePattern(routePath);
  const excludedPatterns = excluded.map((excludedPath) => routePattern(excludedPath));
  return {
    file,
    path: routePath,
    names: routeNames(routePath),
    handler,
    matches: (pathname) => {
      const params = matchRoute(pattern, pathname);
      if (!params || excludedPatterns.some((one) => one.test({ pathname }))) return null;
      return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decodedSegment(value)]));
    },
  };
}

/**
 * Every function with a path, routed as Netlify routes them now that no config names a method: by
 * path alone, `excludedPath` honoured, a path without parameters before one with them.
 */
export async function functionRoutes(): Promise<FunctionRoute[]> {
  const files = readdirSync(functionsFolder).filter((file) => file.endsWith('.mts'));
  const routes: FunctionRoute[] = [];
  for (const file of files) {
    const module = (await import(path.join(functionsFolder, file))) as { default: Handler; config?: Config };
    const config = module.config as { path?: string | string[]; excludedPath?: string | string[] } | undefined;
    const excluded = [config?.excludedPath ?? []].flat();
    for (const routePath of [config?.path ?? []].flat())
      routes.push(routeOf(file, routePath, excluded, module.default));
  }
  return routes.sort((a, b) => a.names.length - b.names.length);
}

/** The function a path reaches, with its parameters, or null where Netlify would find none. */
export function routeFor(routes: FunctionRoute[], pathname: string) {
  for (const route of routes) {
    const params = route.matches(pathname);
    if (params) return { route, params };
  }
  return null;
}
