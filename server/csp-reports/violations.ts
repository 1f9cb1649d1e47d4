/**
 * Content-Security-Policy violation reports (issue 31, docs/decisions/036), as browsers send them to
 * `POST /api/csp-reports`, read into the few facts worth a log line. Two formats arrive:
 * - `report-uri` (CSP Level 2, Firefox and Safari): `application/csp-report`, one
 *   `{ "csp-report": { "document-uri", "effective-directive", "blocked-uri", … } }`;
 * - `report-to` (the Reporting API, Chromium): `application/reports+json`, an array of
 *   `{ type: "csp-violation", body: { documentURL, effectiveDirective, blockedURL, … } }`, batched,
 *   possibly with reports of other types, which are skipped.
 * Only the directive, the blocked resource's origin (or keyword: inline, eval…) and the document's path
 * are kept: never a query string, a fragment, a script sample or the user agent, which can carry
 * personal data (a reservation link's token, a typed e-mail in a sample).
 */

/** One violation, as logged. */
export interface Violation {
  directive: string;
  /** The blocked resource's origin, a scheme (`data:`), or the browser's keyword (`inline`, `eval`). */
  blocked: string;
  /** The path of the page it happened on. */
  documentPath: string;
  disposition: 'enforce' | 'report';
}

/** Why a body is not a report this endpoint reads; the endpoint answers 400 with it. */
export class ReportError extends Error {}

export const cspReportType = 'application/csp-report';
export const reportsType = 'application/reports+json';

/** The most violations one request is read for; a batch beyond it is cut, not refused. */
export const maxViolationsPerRequest = 50;

const longest = { directive: 60, blocked: 120, path: 200 };

/** Keywords browsers put in place of a URL (CSP 3 "blocked-uri"; Chromium also `wasm-eval`, `trusted-types-…`). */
const keyword = /^(?:inline|eval|wasm-eval|self|trusted-types-policy|trusted-types-sink)$/;

function text(value: unknown, limit: number): string | null {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, limit) : null;
}

/** What of a blocked resource may be logged: its origin, its scheme, or the browser's keyword. */
export function blockedSource(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return 'unknown';
  const blocked = value.trim();
  if (keyword.test(blocked)) return blocked;
  try {
    const url = new URL(blocked);
    return url.origin !== 'null' ? url.origin.slice(0, longest.blocked) : url.protocol;
  } catch {
    // Not a URL: a scheme-only report (`data`, `blob`) or something a browser should not send.
    return /^[a-z][a-z0-9+.-]{0,20}:?$/i.test(blocked) ? `${blocked.replace(/:$/, '')}:` : 'unknown';
  }
}

/**
 * The path of a page's address, without query or fragment (`about:srcdoc` and `about:blank` as they
 * are); `unknown` when it is not an address.
 */
export function documentPathOf(value: unknown): string {
  if (typeof value !== 'string') return 'unknown';
  try {
    const url = new URL(value);
    if (url.protocol === 'about:') return /^about:(?:blank|srcdoc)$/.test(value) ? value : 'unknown';
    return /^https?:$/.test(url.protocol) ? url.pathname.slice(0, longest.path) : 'unknown';
  } catch {
    return 'unknown';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One report's facts from its fields (`names` says which field is which in its format). */
function violationOf(
  report: Record<string, unknown>,
  names: { directive: string[]; blocked: string; document: string },
): Violation {
  const directive =
    names.directive.map((name) => text(report[name], longest.directive)).find((value) => value !== null) ?? 'unknown';
  return {
    // A directive is a token (`script-src-elem`); anything else is not echoed into the log.
    directive: /^[a-z-]+$/.test(directive) ? directive : 'unknown',
    blocked: blockedSource(report[names.blocked]),
    documentPath: documentPathOf(report[names.document]),
    disposition: report.disposition === 'report' ? 'report' : 'enforce',
  };
}

function parsed(body: string): unknown {
  if (body.trim() === '') throw new ReportError('The request body is empty; send a violation report.');
  try {
    return JSON.parse(body);
  } catch {
    throw new ReportError('The request body is not valid JSON.');
  }
}

/** The violations of a `report-uri` body (`application/csp-report`). */
export function violationsOfCspReport(body: string): Violation[] {
  const value = parsed(body);
  const report = isObject(value) ? value['csp-report'] : undefined;
  if (!isObject(report)) throw new ReportError('A CSP report is a JSON object with a "csp-report" object.');
  return [
    violationOf(report, {
      directive: ['effective-directive', 'violated-directive'],
      blocked: 'blocked-uri',
      document: 'document-uri',
    }),
  ];
}

/** The CSP violations of a Reporting API body (`application/reports+json`); other report types are skipped. */
export function violationsOfReports(body: string): Violation[] {
  const value = parsed(body);
  if (!Array.isArray(value) || !value.every(isObject)) {
    throw new ReportError('Reports are a JSON array of report objects.');
  }
  return value
    .filter((report) => report.type === 'csp-violation')
    .slice(0, maxViolationsPerRequest)
    .map((report) => {
      if (!isObject(report.body)) throw new ReportError('A csp-violation report has a "body" object.');
      return violationOf(
        { ...report.body, documentURL: report.body.documentURL ?? report.url },
        { directive: ['effectiveDirective'], blocked: 'blockedURL', document: 'documentURL' },
      );
    });
}

/** The log line of one violation. */
export function violationLine(violation: Violation): string {
  const mode = violation.disposition === 'report' ? ' (report only)' : '';
  return `[csp] ${violation.directive} blocked ${violation.blocked} on ${violation.documentPath}${mode}`;
}
