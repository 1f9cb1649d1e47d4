import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { staffEndpoint } from '../../server/staff/staff-endpoint.server';

/** GET /api/staff/me: who is signed in at the desk (docs/api.md "Staff desk"). */
export default staffEndpoint({
  GET: async ({ staff }) =>
    json({
      staff: { email: staff.email, name: staff.name, role: staff.role, expiresAt: staff.expiresAt.toISOString() },
    }),
});

export const config: Config = { path: '/api/staff/me' };
