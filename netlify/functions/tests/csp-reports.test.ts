/**
 * @jest-environment node
 */
import { cspReportsPath } from '../../../src/build/content-security-policy';
import cspReports, { config } from '../csp-reports.mts';

const url = 'http://localhost/api/csp-reports';

/** Chromium's batch for a blocked inline script, as its Reporting API sends it. */
const chromiumBatch = JSON.stringify([
  {
    type: 'csp-violation',
    age: 3,
    url: 'http://localhost:8888/book/payment/?x=1',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'http://localhost:8888/book/payment/?x=1',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'self'",
      disposition: 'enforce',
      sample: '',
      statusCode: 200,
    },
  },
]);

const firefoxReport = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://localhost:8888/?utm=x',
    'effective-directive': 'img-src',
    'blocked-uri': 'https://tracker.example/pixel.gif?id=42',
    disposition: 'enforce',
  },
});

function post(body: string, type: string | null, headers: Record<string, string> = {}) {
  return cspReports(
    new Request(url, { method: 'POST', headers: { ...(type ? { 'content-type': type } : {}), ...headers }, body }),
  );
}

describe('POST /api/csp-reports', () => {
  let warnings: string[];
  beforeEach(() => {
    warnings = [];
    jest.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
  });
  afterEach(() => jest.restoreAllMocks());

  it('is the path the policy reports to', () => {
    expect(config.path).toBe(cspReportsPath);
  });

  it('takes a Reporting API batch: 204, one short log line per violation', async () => {
    const response = await post(chromiumBatch, 'application/reports+json');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(warnings).toEqual(['[csp] script-src-elem blocked inline on /book/payment/']);
  });

  it('takes a report-uri report (charset and case as browsers send them)', async () => {
    const response = await post(firefoxReport, 'Application/CSP-Report; charset=utf-8');
    expect(response.status).toBe(204);
    expect(warnings).toEqual(['[csp] img-src blocked https://tracker.example on /']);
  });

  it.each([
    ['application/json', firefoxReport],
    ['text/plain', chromiumBatch],
    [null, chromiumBatch],
  ])('answers 415 as JSON to a body of type %j', async (type, body) => {
    const response = await post(body, type);
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('unsupported_media_type');
    expect(warnings).toEqual([]);
  });

  it.each([
    ['application/csp-report', chromiumBatch],
    ['application/reports+json', firefoxReport],
    ['application/csp-report', '{"csp-report":'],
    ['application/reports+json', ''],
  ])('answers 400 as JSON to a %s body that is not one', async (type, body) => {
    const response = await post(body, type);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).error.code).toMatch(/^invalid_report$/);
  });

  it('refuses a body above 64 KB with 413, declared or not', async () => {
    const big = JSON.stringify([{ type: 'csp-violation', body: { sample: 'x'.repeat(70_000) } }]);
    const response = await post(big, 'application/reports+json');
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    const declared = await post('[]', 'application/reports+json', { 'content-length': '999999' });
    expect(declared.status).toBe(413);
  });

  it('answers other methods with a JSON 405 and OPTIONS with its methods', async () => {
    const get = await cspReports(new Request(url));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await get.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Use POST for this endpoint.' } });
    const options = await cspReports(new Request(url, { method: 'OPTIONS' }));
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
