/**
 * @jest-environment node
 */
import {
  blockedSource,
  documentPathOf,
  maxViolationsPerRequest,
  ReportError,
  violationLine,
  violationsOfCspReport,
  violationsOfReports,
} from './violations';

/** A report as Firefox sends it to report-uri. */
const cspReport = {
  'csp-report': {
    'document-uri': 'https://www.example-rental.is/reservation/find/?ref=CJY9NMP#token=secret',
    referrer: 'https://www.example-rental.is/',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/steal.js?card=4111111111111111',
    'status-code': 200,
    'script-sample': 'gudrun@example.com',
  },
};

/** A batch as Chromium sends it to the report-to endpoint. */
const reports = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://www.example-rental.is/book/payment/?step=2',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://www.example-rental.is/book/payment/?step=2',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'self'",
      sample: 'alert(document.cookie)',
      disposition: 'report',
      statusCode: 200,
    },
  },
  { type: 'deprecation', age: 1, url: 'https://www.example-rental.is/', body: { id: 'x', message: 'y' } },
];

describe('violationsOfCspReport (report-uri)', () => {
  it('keeps the directive, the blocked origin and the page’s path: no query, fragment, sample or policy', () => {
    const [violation] = violationsOfCspReport(JSON.stringify(cspReport));
    expect(violation).toEqual({
      directive: 'script-src-elem',
      blocked: 'https://evil.example',
      documentPath: '/reservation/find/',
      disposition: 'enforce',
    });
    const line = violationLine(violation!);
    expect(line).toBe('[csp] script-src-elem blocked https://evil.example on /reservation/find/');
    expect(line).not.toMatch(/4111|CJY9NMP|secret|gudrun/);
  });

  it('falls back to violated-directive when a browser sends no effective-directive', () => {
    const { 'effective-directive': _left, ...older } = cspReport['csp-report'];
    expect(violationsOfCspReport(JSON.stringify({ 'csp-report': older }))[0]?.directive).toBe('script-src-elem');
  });

  it.each(['', '   ', 'not json', '[]', '{}', '{"csp-report":"x"}', 'null'])('refuses %j', (body) => {
    expect(() => violationsOfCspReport(body)).toThrow(ReportError);
  });
});

describe('violationsOfReports (Reporting API)', () => {
  it('reads each csp-violation of a batch and skips reports of other types', () => {
    expect(violationsOfReports(JSON.stringify(reports))).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', documentPath: '/book/payment/', disposition: 'report' },
    ]);
    expect(violationLine(violationsOfReports(JSON.stringify(reports))[0]!)).toBe(
      '[csp] script-src-elem blocked inline on /book/payment/ (report only)',
    );
  });

  it('reads at most maxViolationsPerRequest violations of one batch', () => {
    const many = Array.from({ length: maxViolationsPerRequest + 5 }, () => reports[0]);
    expect(violationsOfReports(JSON.stringify(many))).toHaveLength(maxViolationsPerRequest);
  });

  it.each(['{}', '[1]', '[null]', '[{"type":"csp-violation"}]', '[{"type":"csp-violation","body":[]}]', 'x'])(
    'refuses %j',
    (body) => {
      expect(() => violationsOfReports(body)).toThrow(ReportError);
    },
  );

  it('says unknown for fields that are missing or not what a browser sends', () => {
    const odd = [{ type: 'csp-violation', body: { effectiveDirective: 'script-src\n[csp] forged', blockedURL: 42 } }];
    expect(violationsOfReports(JSON.stringify(odd))).toEqual([
      { directive: 'unknown', blocked: 'unknown', documentPath: 'unknown', disposition: 'enforce' },
    ]);
  });
});

describe('blockedSource and documentPathOf', () => {
  it.each([
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['wasm-eval', 'wasm-eval'],
    ['data', 'data:'],
    ['blob:', 'blob:'],
    ['data:image/png;base64,AAAA', 'data:'],
    ['https://evil.example:8443/a/b?c=d', 'https://evil.example:8443'],
    ['wss://relay.example/socket', 'wss://relay.example'],
    ['not a url at all', 'unknown'],
    ['', 'unknown'],
  ])('blocked %j is logged as %j', (blocked, logged) => {
    expect(blockedSource(blocked)).toBe(logged);
  });

  it('keeps only the path of a page’s address', () => {
    expect(documentPathOf('https://site.is/de/buchen/?email=a@b.is#x')).toBe('/de/buchen/');
    expect(documentPathOf('about:srcdoc')).toBe('about:srcdoc');
    expect(documentPathOf('javascript:alert(1)')).toBe('unknown');
    expect(documentPathOf('/relative')).toBe('unknown');
    expect(documentPathOf(undefined)).toBe('unknown');
  });
});
