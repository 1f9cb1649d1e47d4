import { expectNoAxeViolations } from './support/booking';
import { expect, test } from './support/fixtures';
import type { ContentPlan } from '../src/build/plan-content';
import { pageTypes } from '../src/content/types';
import { expectContentPage, plannedPage, plannedSite } from './support/site-plan';

let site: ContentPlan;

test.beforeAll(async () => {
  site = await plannedSite('car');
});

for (const language of ['en', 'is', 'zh'] as const) {
  test.describe(`content pages in ${language}`, () => {
    // Sleeping spots are a camper's fact: the car brand has no such pages.
    for (const pageType of pageTypes.filter((type) => type !== 'vehicleSleepingSpotsPage')) {
      test(`a ${pageType} shows its title, canonical link and language alternates`, async ({ page }) => {
        await expectContentPage(page, await plannedPage('car', pageType, language));
      });
    }
  });
}

test('every internal link of the English home page and header leads to a page', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) =>
      [...new Set(links.map((link) => link.getAttribute('href') ?? ''))].filter((href) => !href.includes('#')),
    );
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('the sitemap of each language lists its pages', async ({ request }) => {
  for (const [language, path] of [
    ['en', '/sitemap.xml/'],
    ['is', '/is/sitemap.xml/'],
    ['zh', '/zh/sitemap.xml'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const xml = await response.text();
    const expected = site.plans.filter((plan) => plan.context.language === language);
    expect((xml.match(/<loc>/g) ?? []).length).toBe(expected.length);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('/zh/sitemap.xml');
});

test('the blocks showcase page has no accessibility violations', async ({ page }) => {
  const plan = site.plans.find((p) => p.context.documentId === 'car-en-page-blocks-showcase');
  if (!plan) throw new Error('the dataset has no blocks showcase page');
  await page.goto(plan.path);
  await expectNoAxeViolations(page);
});
