/**
 * @jest-environment node
 *
 * The local host's site answers as Netlify's CDN does (scripts/local-site.ts): files over rules that are
 * not forced, pretty URLs, rewrites, not-found pages with 404, and the header rules, read from a small
 * built site and a netlify.toml written here with the rules the real netlify.toml uses.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import apiNotFound from '../netlify/functions/api-not-found.mts';
import { siteHandler } from './local-site';

let folder: string;
let handle: (request: Request) => Promise<Response>;

const files: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'not found',
  'is/index.html': 'heim',
  'is/404/index.html': 'fannst ekki',
  'is/sitemap.xml': '<urlset is/>',
  'sitemap.xml': '<urlset/>',
  'about-us/index.html': 'about us',
  'static/logo.svg': '<svg/>',
  'app-12ab.js': 'js',
  'payment-return/index.html': 'return',
  _headers: '/app-12ab.js\n  Cache-Control: public, max-age=31536000, immutable\n',
  _redirects: '/about/ /about-us/ 301!\n/is/forced/ /is/ 200!\n/away/ https://example.com/ 302\n',
};

const config = `
[[redirects]]
  from = "/sitemap.xml/"
  to = "/sitemap.xml"
  status = 200
[[redirects]]
  from = "/:lang/sitemap.xml/"
  to = "/:lang/sitemap.xml"
  status = 200
[[redirects]]
  from = "/is/*"
  to = "/is/404/"
  status = 404
[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
[[headers]]
  for = "/payment-return/*"
  [headers.values]
    Content-Security-Policy = "frame-ancestors 'self'"
[[headers]]
  for = "/static/*"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
`;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'local-site-'));
  const publicDir = path.join(folder, 'public');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
    writeFileSync(path.join(publicDir, name), text);
  }
  writeFileSync(path.join(folder, 'netlify.toml'), config);
  handle = siteHandler({ publicDir, configPath: path.join(folder, 'netlify.toml') });
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function get(pathname: string, method = 'GET') {
  const response = await handle(new Request(`http://localhost${pathname}`, { method }));
  return { status: response.status, headers: response.headers, body: await response.text() };
}

test('a page answers from its folder; without its slash it is redirected to it (pretty URLs)', async () => {
  expect(await get('/is/')).toMatchObject({ status: 200, body: 'heim' });
  const bare = await get('/is?x=1');
  expect(bare.status).toBe(301);
  expect(bare.headers.get('location')).toBe('/is/?x=1');
  expect((await get('/')).body).toBe('home');
});

test("a language's unknown path answers its own not-found page with 404; any other path the site's", async () => {
  expect(await get('/is/nothing/here/')).toMatchObject({ status: 404, body: 'fannst ekki' });
  expect(await get('/nothing/')).toMatchObject({ status: 404, body: 'not found' });
  expect((await get('/nothing/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
});

test('a file that exists wins over a rule that is not forced; a forced rule wins over the file', async () => {
  expect(await get('/is/sitemap.xml')).toMatchObject({ status: 200, body: '<urlset is/>' });
  expect(await get('/is/forced/')).toMatchObject({ status: 200, body: 'heim' });
});

test('sitemaps answer with the trailing slash (rewrites with placeholders)', async () => {
  const root = await get('/sitemap.xml/');
  expect(root).toMatchObject({ status: 200, body: '<urlset/>' });
  expect(root.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(await get('/is/sitemap.xml/')).toMatchObject({ status: 200, body: '<urlset is/>' });
});

test("the build's redirects: forced, with and without the slash, and to another site", async () => {
  for (const from of ['/about/', '/about']) {
    const answer = await get(from);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/about-us/');
  }
  expect((await get('/away/')).headers.get('location')).toBe('https://example.com/');
});

test("header rules: every matching rule's headers, the build's _headers, Netlify's default caching", async () => {
  const page = await get('/payment-return/');
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect((await get('/static/logo.svg')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('/app-12ab.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('/static/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
});

test('HEAD answers the headers without the body; other methods are refused; nothing outside public/', async () => {
  const head = await get('/is/', 'HEAD');
  expect(head).toMatchObject({ status: 200, body: '' });
  expect(head.headers.get('content-length')).toBe(String('heim'.length));
  expect((await get('/is/', 'POST')).status).toBe(405);
  expect((await get('/..%2fnetlify.toml')).status).toBe(404);
});

describe("the project's netlify.toml: an /api/ path no function has", () => {
  // What the local host does (scripts/local-host.mts): the functions first, then the site's rules, whose
  // `/api/*` rewrite goes to the function at its default address. Here only that function is routed.
  const functions = async (request: Request) =>
    new URL(request.url).pathname === '/.netlify/functions/api-not-found' ? apiNotFound(request) : null;
  let site: (request: Request) => Promise<Response>;
  beforeAll(() => {
    site = siteHandler({
      publicDir: path.join(folder, 'public'),
      configPath: path.join(__dirname, '..', 'netlify.toml'),
      functions,
    });
  });

  test('answers a JSON 404 not_found for every method, HEAD without its body', async () => {
    for (const pathname of ['/api/nothing', '/api/reservations/ABC123/nothing/', '/api', '/api/?x=1']) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
        const body = method === 'GET' || method === 'OPTIONS' ? {} : { body: '{"a":1}' };
        const response = await site(new Request(`http://localhost${pathname}`, { method, ...body }));
        const what = `${method} ${pathname}`;
        expect([what, response.status, response.headers.get('content-type')]).toEqual([
          what,
          404,
          'application/json; charset=utf-8',
        ]);
        expect([what, await response.json()]).toEqual([
          what,
          { error: { code: 'not_found', message: 'There is no API endpoint at this address.' } },
        ]);
      }
      const head = await site(new Request(`http://localhost${pathname}`, { method: 'HEAD' }));
      expect([pathname, head.status, head.headers.get('content-type'), await head.text()]).toEqual([
        pathname,
        404,
        'application/json; charset=utf-8',
        '',
      ]);
    }
  });

  test('leaves every other path to the site', async () => {
    expect((await site(new Request('http://localhost/apis/'))).status).toBe(404);
    expect(await (await site(new Request('http://localhost/apis/'))).text()).toBe('not found');
    expect((await site(new Request('http://localhost/is/nothing/'))).status).toBe(404);
    expect((await site(new Request('http://localhost/is/', { method: 'POST' }))).status).toBe(405);
  });
});
