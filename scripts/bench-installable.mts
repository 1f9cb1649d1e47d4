/**
 * `npm run bench:installable`: whether Chrome would offer to install the built site (issue 40,
 * docs/decisions/049). Lighthouse 12 dropped the PWA category and its `installable-manifest` audit, so
 * this asks Chrome itself, as its install prompt does: it serves `public/` (built beforehand with
 * `npm run build`, TENANT picking the brand) as Netlify does (scripts/local-site.ts: netlify.toml's and
 * the build's headers, the CSP included), opens pages in Debian's Chromium through Playwright (a fresh profile each, not an incognito-like context, where
 * Chrome installs nothing), and prints
 * per page the manifest Chrome parsed (`Page.getAppManifest`: its errors, name, start URL, icons) and
 * `Page.getInstallabilityErrors`. Exits 1 when a page is not installable.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { localePrefix } from '../src/domain/paths';
import { requestOf, writeResponse } from './local-functions.mts';
import { siteHandler } from './local-site';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const tenant = process.env.TENANT ?? 'car';

if (!existsSync(path.join(publicDir, 'sw.js'))) {
  console.error('No built site with a service worker in public/: run `npm run build` first (TENANT picks the brand).');
  process.exit(1);
}
const built = /"nl-([a-z]+)-/.exec(readFileSync(path.join(publicDir, 'sw.js'), 'utf8'))?.[1];

const site = siteHandler({ publicDir, configPath: path.join(root, 'netlify.toml') });
const server = http.createServer((incoming, outgoing) => {
  void requestOf(incoming)
    .then(async (request) => writeResponse(await site(request), outgoing))
    .catch((error: unknown) => {
      console.error(error);
      outgoing.writeHead(500).end();
    });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
// `localhost` is a secure context, as HTTPS is: a service worker registers there.
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;

let failures = 0;
try {
  console.log(`Brand ${built ?? tenant} (public/ of the last build), served at ${origin}\n`);
  for (const pagePath of ['/', `${localePrefix('is')}/reservation/find/`, '/reservation/']) {
    // A profile of its own, not an incognito-like context (where Chrome installs nothing): as a phone's browser.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-installable-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: chromiumArgs,
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    // The worker registers once the page is idle; installability does not need it, its registration is shown.
    const worker = await page
      .evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
        ]),
      )
      .catch(() => null);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    const parsed = JSON.parse(manifest.data || '{}') as {
      name?: string;
      start_url?: string;
      icons?: { sizes: string; purpose?: string }[];
    };
    const installable = manifest.errors.length === 0 && errors.length === 0;
    if (!installable) failures += 1;
    console.log(`${pagePath}`);
    console.log(`  manifest      ${manifest.url || '(none)'}`);
    console.log(`  name          ${parsed.name ?? '-'}; start_url ${parsed.start_url ?? '-'}`);
    console.log(
      `  icons         ${(parsed.icons ?? []).map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).join(', ')}`,
    );
    console.log(`  worker        ${worker ?? '(not active within 10 s)'}`);
    console.log(`  manifest errors       ${manifest.errors.map((error) => error.message).join('; ') || 'none'}`);
    console.log(`  installability errors ${errors.map((error) => error.errorId).join(', ') || 'none'}`);
    console.log(`  installable   ${installable ? 'yes' : 'NO'}\n`);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
} finally {
  server.close();
}
process.exit(failures > 0 ? 1 : 0);
