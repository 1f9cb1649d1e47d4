/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { parseAllHeaders } from '@netlify/headers-parser';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headerValue, type HeaderRule } from '../../scripts/production-headers';
import {
  contentSecurityPolicy,
  cspReportsPath,
  inlineScriptHashes,
  policyHeadersRule,
} from './content-security-policy';
import { pagePathFromAttribute, pagePathScriptText } from './page-path-script';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A directive's sources in `policy`. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

const policyInput = {
  scriptHashes: [sha256('a()')],
  chats: [],
  usesSanityImages: false,
};

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script as the browser does, once per distinct text', () => {
    const html =
      '<head><script>window.a=1;</script><script type="module">import("/x.js")</script></head>' +
      '<body><script>window.a=1;</script><script id="b" data-x=">">b()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a=1;'), sha256('import("/x.js")'), sha256('b()')]);
  });

  it('hashes the characters of a script in UTF-8 and with its line breaks as the HTML parser gives them', () => {
    expect(inlineScriptHashes('<script>\r\n  var t="þú 付款";\r</script>')).toEqual([sha256('\n  var t="þú 付款";\n')]);
  });

  it('leaves out scripts with a src and data blocks such as JSON-LD, which never run', () => {
    const html =
      '<script src="/app.js" async></script><script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="text/partytown">p()</script><script type="text/javascript">t()</script>' +
      "<SCRIPT TYPE='application/javascript'>u()</SCRIPT>";
    expect(inlineScriptHashes(html)).toEqual([sha256('t()'), sha256('u()')]);
  });

  it('hashes Gatsby’s page-path script in its site-wide form: the same on every page', () => {
    const page = (pagePath: string) =>
      pagePathFromAttribute(
        `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`,
      );
    expect(inlineScriptHashes(page('/'))).toEqual([sha256(pagePathScriptText)]);
    expect(inlineScriptHashes(page('/de/reiseblog/"<&>/'))).toEqual([sha256(pagePathScriptText)]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the listed hashes only: no unsafe-inline, no unsafe-eval', () => {
    const policy = contentSecurityPolicy({
      ...policyInput,
      scriptHashes: [sha256('b()'), sha256('a()'), sha256('a()')],
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...[sha256('a()'), sha256('b()')].sort()]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'manifest-src')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'report-uri')).toEqual([cspReportsPath]);
    expect(directive(policy, 'report-to')).toEqual(['csp-endpoint']);
  });

  it('frames YouTube’s player only: never the card processor’s page, nor this site (decision 044)', () => {
    expect(directive(contentSecurityPolicy(policyInput), 'frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('loads map tiles and video thumbnails, and Sanity’s images only when the content is Sanity’s', () => {
    const img = directive(contentSecurityPolicy(policyInput), 'img-src');
    expect(img).toEqual(expect.arrayContaining(['https://tile.openstreetmap.org', 'https://i.ytimg.com']));
    expect(img).not.toContain('https://cdn.sanity.io');
    expect(directive(contentSecurityPolicy({ ...policyInput, usesSanityImages: true }), 'img-src')).toContain(
      'https://cdn.sanity.io',
    );
  });

  it('adds the chat provider’s sources only when a language has a chat', () => {
    expect(contentSecurityPolicy(policyInput)).not.toMatch(/crisp/);
    const policy = contentSecurityPolicy({
      ...policyInput,
      chats: [
        { provider: 'crisp', id: 'one' },
        { provider: 'crisp', id: 'two', scriptUrl: 'https://chat.example.com/l.js' },
      ],
    });
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://client.crisp.chat', 'https://chat.example.com']),
    );
    expect(directive(policy, 'connect-src')).toContain('wss://client.relay.crisp.chat');
    expect(directive(policy, 'img-src')).toContain('https://image.crisp.chat');
    // Each source once, however many languages name the provider.
    expect(directive(policy, 'script-src').filter((source) => source === 'https://client.crisp.chat')).toHaveLength(1);
  });
});

describe('the policy in public/_headers, as Netlify reads it', () => {
  let folder: string;
  let rules: HeaderRule[];
  const policy = contentSecurityPolicy(policyInput);

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'csp-'));
    writeFileSync(path.join(folder, '_headers'), policyHeadersRule(policy));
    const parsed = await parseAllHeaders({
      headersFiles: [path.join(folder, '_headers')] as never[],
      netlifyConfigPath: path.join(__dirname, '../../netlify.toml'),
      minimal: false,
    });
    expect(parsed.errors).toEqual([]);
    rules = parsed.headers as HeaderRule[];
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('sends the policy and its reporting endpoint with every page', () => {
    for (const pathname of ['/', '/de/reiseblog/', '/book/payment/', '/staff/', '/404.html']) {
      expect(headerValue(rules, pathname, 'content-security-policy')).toBe(policy);
      expect(headerValue(rules, pathname, 'reporting-endpoints')).toBe('csp-endpoint="/api/csp-reports"');
    }
    // No frame-ancestors here: X-Frame-Options DENY keeps every page out of frames.
    expect(headerValue(rules, '/', 'x-frame-options')).toBe('DENY');
    expect(policy).not.toMatch(/frame-ancestors/);
  });

  it('frames no return page: the processor sends the whole window back (decision 044)', () => {
    for (const pathname of ['/payment-return/', '/reservation/payment-return/', '/is/reservation/payment-return/']) {
      expect(headerValue(rules, pathname, 'content-security-policy')).toBe(policy);
      expect(headerValue(rules, pathname, 'x-frame-options')).toBe('DENY');
    }
  });
});
