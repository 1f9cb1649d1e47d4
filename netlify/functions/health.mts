import type { Config } from '@netlify/functions';
import { getDatabase } from '../../server/db/client.server';
import { checkHealth } from '../../server/health.server';
import { endpoint, errorResponse, json } from '../../server/http/responses.server';
import { tenantFromEnv } from '../../src/config/tenants';

/** GET (and HEAD) /api/health: whether the site's functions and database answer. */
async function health(request: Request): Promise<Response> {
  if (new URL(request.url).search !== '') {
    return errorResponse(400, 'unexpected_query', 'This endpoint takes no query parameters.');
  }
  // A GET with a body (curl -X GET -d …) reaches us only if the runtime keeps it; refuse it if so.
  if (request.body !== null && (await request.text()).length > 0) {
    return errorResponse(400, 'unexpected_body', 'This endpoint takes no request body.');
  }
  const report = await checkHealth({
    getDatabase,
    now: () => new Date(),
    tenant: tenantFromEnv(process.env.TENANT).id,
  });
  return json(report, report.status === 'ok' ? 200 : 503);
}

export default endpoint({ GET: health });

export const config: Config = { path: '/api/health' };
