import { errorResponse } from '../../server/http/responses.server';

/**
 * Every `/api/…` path no other function has, whatever the method: a JSON 404 `not_found` instead of the
 * platform's page (docs/decisions/037). netlify.toml rewrites `/api/*` here; functions with a
 * `config.path` are routed before any rewrite, so this answers only the paths they do not take. It has no
 * path of its own, so it never competes with them.
 */
export default async function apiNotFound(request: Request): Promise<Response> {
  const response = errorResponse(404, 'not_found', 'There is no API endpoint at this address.');
  return request.method === 'HEAD' ? new Response(null, { status: 404, headers: response.headers }) : response;
}
