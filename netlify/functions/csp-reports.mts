import type { Config } from '@netlify/functions';
import { cspReportsEndpoint } from '../../server/csp-reports/endpoint.server';

/** POST /api/csp-reports: Content-Security-Policy violation reports from browsers (docs/api.md). */
export default cspReportsEndpoint;

// The policy's report-uri (src/build/content-security-policy.ts `cspReportsPath`); Netlify reads this as a literal.
export const config: Config = { path: '/api/csp-reports' };
