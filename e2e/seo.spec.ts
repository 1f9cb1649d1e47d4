import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { plannedPage } from './support/site-plan';
import { publicSiteUrl } from './support/site-url';

/** The head's search-engine links: canonical, og:url and the language alternates by hreflang. */
interface SeoLinks {
  canonical: string | null;
  ogUrl: string | null;
  alternates: [string, string][];
}

const before = 'data-before-hydration';

/**
 * Opens `address` and reads its search-engine links twice: as the built HTML has them (at
 * DOMContentLoaded, long before hydration, which waits for the load event: docs/decisions/006), and
 * as the Head API renders them again in the browser. The first reading marks Gatsby's head tags, so
 * the browser's render finds them stale and puts its own in their place; the second reading waits
 * for that, and so cannot pass on the built tags alone.
 */
async function linksBeforeAndAfterHydration(page: Page, address: string): Promise<[SeoLinks, SeoLinks]> {
  await page.addInitScript((marker) => {
    document.addEventListener('DOMContentLoaded', () => {
      const read = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
      const links = {
        canonical: read('link[rel="canonical"]', 'href'),
        ogUrl: read('meta[property="og:url"]', 'content'),
        alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      };
      document.documentElement.dataset.seoBeforeHydration = JSON.stringify(links);
      for (const tag of document.querySelectorAll('[data-gatsby-head]')) tag.setAttribute(marker, '');
    });
  }, before);
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  const built = JSON.parse((await page.locator('html').getAttribute('data-seo-before-hydration')) ?? '{}') as SeoLinks;
  await expect(page.locator(`[${before}]`)).toHaveCount(0, { timeout: 20_000 });
  const hydrated = await page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''] as [string, string],
    ),
  }));
  return [built, hydrated];
}

/** Language codes alone (Chinese with its script) and x-default: no regions (issue 13). */
const hreflangValue = /^(en|is|de|es|fr|pt|zh-Hans|x-default)$/;

function expectLinksOf(links: SeoLinks, path: string) {
  expect(links.canonical).toBe(`${publicSiteUrl}${path}`);
  expect(links.ogUrl).toBe(`${publicSiteUrl}${path}`);
  expect(links.alternates.length).toBeGreaterThan(1);
  for (const [hreflang, href] of links.alternates) {
    expect(hreflang).toMatch(hreflangValue);
    expect(href.startsWith(`${publicSiteUrl}/`)).toBe(true);
  }
  expect(links.alternates.map(([hreflang]) => hreflang)).toContain('x-default');
}

test.describe('canonical, og:url and hreflang are the same before and after hydration', () => {
  for (const query of ['', '?utm_source=x', '?ref=AFF1']) {
    test(`the English home page${query ? ` opened with ${query}` : ''}`, async ({ page }) => {
      const [built, hydrated] = await linksBeforeAndAfterHydration(page, `/${query}`);
      expectLinksOf(built, '/');
      expect(hydrated).toEqual(built);
    });
  }

  test('a German blog post opened with a referral code', async ({ page }) => {
    const plan = await plannedPage('car', 'blogPostPage', 'de');
    const [built, hydrated] = await linksBeforeAndAfterHydration(page, `${plan.path}?ref=AFF1&utm_medium=email`);
    expectLinksOf(built, plan.path);
    expect(built.alternates).toContainEqual(['de', `${publicSiteUrl}${plan.path}`]);
    expect(hydrated).toEqual(built);
  });

  test('a Chinese vehicle page', async ({ page }) => {
    const plan = await plannedPage('car', 'vehiclePage', 'zh');
    const [built, hydrated] = await linksBeforeAndAfterHydration(page, plan.path);
    expectLinksOf(built, plan.path);
    expect(built.alternates).toContainEqual(['zh-Hans', `${publicSiteUrl}${plan.path}`]);
    expect(hydrated).toEqual(built);
  });

  test('an Icelandic booking step opened from a campaign', async ({ page }) => {
    const [built, hydrated] = await linksBeforeAndAfterHydration(page, '/is/book/vehicles/?utm_source=x');
    expectLinksOf(built, '/is/book/vehicles/');
    expect(hydrated).toEqual(built);
  });
});

test.describe('the build for a public address', () => {
  // What these read does not depend on the screen; they run on both projects, which costs little.
  test('no browser chunk names the default address', async ({ request }) => {
    // The chunks of the build being served (npm start builds into public/ with SITE_URL set, see
    // playwright.config.ts): every one, not only those a page happens to load.
    const chunks = readdirSync('public').filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const withDefault = chunks.filter((file) =>
      readFileSync(path.join('public', file), 'utf8').includes('localhost:8888'),
    );
    expect(withDefault).toEqual([]);
    // And they are the chunks being served.
    const served = await request.get(`/${chunks[0]}`);
    expect(await served.text()).toBe(readFileSync(path.join('public', chunks[0] ?? ''), 'utf8'));
  });

  test("the sitemaps' addresses and alternates use the public address and language codes", async ({ request }) => {
    for (const sitemap of ['/sitemap.xml', '/zh/sitemap.xml']) {
      const xml = await (await request.get(sitemap)).text();
      expect(xml).toContain(`<loc>${publicSiteUrl}/`);
      expect(xml).not.toContain('localhost');
      const hreflangs = new Set([...xml.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]));
      expect([...hreflangs].sort()).toEqual(['de', 'en', 'es', 'fr', 'is', 'pt', 'x-default', 'zh-Hans']);
    }
  });
});
