import { readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Issue 18: the Cache-Control `npm start` serves for each kind of file, as Netlify serves it in
 * production (Gatsby's caching guide; netlify.toml, the build's public/_headers and the proxy of
 * scripts/production-headers.ts, docs/decisions/019). No file gets two rules' values joined.
 */
const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

/** The first file of public/ (or a folder in it) whose name matches. */
function builtFile(folder: string, name: RegExp): string {
  const file = readdirSync(path.join('public', folder)).find((entry) => name.test(entry));
  if (!file) throw new Error(`public/${folder} has no file like ${name}`);
  return `/${folder ? `${folder}/` : ''}${file}`;
}

async function cacheControlOf(request: APIRequestContext, address: string) {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  return response.headers()['cache-control'];
}

test.describe('caching headers (issue 18)', () => {
  test('hashed JavaScript and CSS are immutable; pages, their data and unhashed files revalidate', async ({
    request,
  }) => {
    const appScript = builtFile('', /^app-[0-9a-f]{20}\.js$/);
    const chunk = builtFile('', /^component---src-templates-home-page-tsx-[0-9a-f]{20}\.js$/);
    const styles = builtFile('', /^styles\.[0-9a-f]{20}\.css$/);
    // The home page names the same hashed files it loads.
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe(revalidate);
    expect(await home.text()).toContain(styles);

    const expected: [string, string][] = [
      [appScript, immutable],
      [chunk, immutable],
      [styles, immutable],
      ['/about-us/', revalidate],
      ['/page-data/index/page-data.json', revalidate],
      ['/page-data/app-data.json', revalidate],
      ['/slice-data/header-en.json', revalidate],
      // Unhashed files: the ones Gatsby copies (Partytown) and the repo's static/ folder's.
      ['/~partytown/partytown.js', revalidate],
      ['/~partytown/partytown-sw.js', revalidate],
      ['/icons.svg', revalidate],
      ['/robots.txt', revalidate],
    ];
    for (const [address, cacheControl] of expected) {
      expect(await cacheControlOf(request, address), address).toBe(cacheControl);
    }
  });

  test('a file in public/static/ (Gatsby names them by content) is immutable', async ({ request }, testInfo) => {
    // This site imports no file Gatsby would put there, so the test puts one in the served folder.
    const name = `caching-probe-${testInfo.project.name}-${Date.now()}.txt`;
    mkdirSync(path.join('public', 'static'), { recursive: true });
    writeFileSync(path.join('public', 'static', name), 'probe');
    try {
      expect(await cacheControlOf(request, `/static/${name}`)).toBe(immutable);
    } finally {
      rmSync(path.join('public', 'static', name));
    }
  });

  test('functions answer with their own Cache-Control', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    // server/http/responses.server.ts: API answers are never stored; no header rule is added to them.
    expect(response.headers()['cache-control']).toBe('no-store');
  });
});
