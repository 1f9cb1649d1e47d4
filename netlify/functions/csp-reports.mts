import type { Config } from '@netlify/functions';
import { ApiError } from '../../server/http/api-error.server';
import { readBodyText } from '../../server/http/request.server';
import { endpoint } from '../../server/http/responses.server';
import {
  cspReportType,
  ReportError,
  reportsType,
  violationLine,
  violationsOfCspReport,
  violationsOfReports,
  type Violation,
} from '../../server/csp-reports/violations';

/** Bodies above this are refused: one report is about 2 KB (the policy is quoted), a batch a few dozen. */
const maxReportBytes = 64 * 1024;

/** The reader of each content type browsers send reports as. */
const readers: Record<string, (body: string) => Violation[]> = {
  [cspReportType]: violationsOfCspReport,
  [reportsType]: violationsOfReports,
};

/**
 * POST /api/csp-reports: a browser's report of what the Content-Security-Policy blocked
 * (docs/decisions/036). Each violation is logged as one short line (`violationLine`); the answer is
 * 204 with no body, as browsers expect. A body of another type answers 415, one that is not a report
 * 400, one above `maxReportBytes` 413, all as JSON errors.
 */
async function receiveReports(request: Request): Promise<Response> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const read = Object.hasOwn(readers, type) ? readers[type] : undefined;
  if (!read) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      `Send a violation report as ${cspReportType} (report-uri) or ${reportsType} (report-to).`,
    );
  }
  const body = await readBodyText(request, maxReportBytes);
  let violations: Violation[];
  try {
    violations = read(body);
  } catch (error) {
    if (error instanceof ReportError) throw new ApiError(400, 'invalid_report', error.message);
    throw error;
  }
  for (const violation of violations) console.warn(violationLine(violation));
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

/** POST /api/csp-reports: Content-Security-Policy violation reports from browsers (docs/api.md). */
export default endpoint({ POST: receiveReports });

// The policy's report-uri (src/build/content-security-policy.ts `cspReportsPath`); Netlify reads this as a literal.
export const config: Config = { path: '/api/csp-reports' };
