import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations, localeStrings } from './support/booking';
import { expect, test } from './support/fixtures';
import type { ContentPlan } from '../src/build/plan-content';
import { pageTypes } from '../src/content/types';
import { chunkGroupsOf } from '../src/build/page-scripts';
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

test('the scripts a page starts with are compiled as they stream in; code loaded on intent is not', async ({
  request,
}) => {
  // V8's explicit compile hint (src/build/compile-hints.ts, decision 051), on the first line of each script.
  const hint = '//# allFunctionsCalledOnLoad\n';
  const hinted = async (file: string) => [file, (await (await request.get(file)).text()).startsWith(hint)];
  // webpack's named chunk groups with their scripts (src/build/page-scripts.ts): the entry (`app`: the
  // webpack runtime, the framework, the app chunk), each template's and Slice's with the chunks split from
  // them, the promotion's view (every content page loads it once idle), and the parts loaded on intent.
  const { names, scriptsOf } = chunkGroupsOf('public');
  const atStart = names
    .filter((name) => ['app', 'promotion'].includes(name) || /^(component|slice)---/.test(name))
    .flatMap(scriptsOf);
  expect(atStart.some((file) => /^\/framework-/.test(file))).toBe(true);
  expect(atStart.some((file) => /^\/component---src-templates-vehicle-list-page-tsx-/.test(file))).toBe(true);
  expect(atStart.some((file) => /^\/promotion-[0-9a-f]+\.js$/.test(file))).toBe(true);
  for (const file of atStart) expect(await hinted(file)).toEqual([file, true]);
  const onIntent = ['blocks-rare', 'promotion-machine', 'open-processor-page']
    .flatMap(scriptsOf)
    .filter((file) => !atStart.includes(file));
  expect(onIntent.length).toBeGreaterThanOrEqual(3);
  for (const file of onIntent) expect(await hinted(file)).toEqual([file, false]);
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

/** The first object of `_type` anywhere in `value` (a planned page's blocks, at any depth). */
function findOfType(value: unknown, type: string): Record<string, unknown> | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findOfType(item, type);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (record._type === type) return record;
  return findOfType(Object.values(record), type);
}

/** The brand's info banner in `language`, as the embedded dataset holds it (spec §3 bannerSettings). */
function infoBannerOf(language: string) {
  const banner = readFileSync(path.join(__dirname, '../content/car.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string; language?: string })
    .find((document) => document._type === 'bannerSettings' && document.language === language) as
    { template: { title: string; text: string }; expanderText: { children: { text: string }[] }[] } | undefined;
  if (!banner) throw new Error(`the dataset has no info banner in ${language}`);
  return banner;
}

// Issue 30: the info banner, the carousel, the gallery and the quote as a visitor sees and uses them,
// on the travel guide (the blocks showcase), in two languages.
for (const language of ['en', 'de'] as const) {
  // The carousel overflows at 360 px and shows every slide at 1280 px: English at both sizes.
  test(
    `the info banner, carousel, gallery and quote of the travel guide in ${language}`,
    { tag: language === 'en' ? '@desktop' : [] },
    async ({ page }, testInfo) => {
      const plan = site.plans.find((p) => p.context.documentId === `car-${language}-page-blocks-showcase`);
      if (!plan) throw new Error(`the dataset has no blocks showcase page in ${language}`);
      const common = localeStrings(language, 'common');
      await page.goto(plan.path);
      // The buttons of the carousel and the gallery work once the page is hydrated (decision 023).
      await expect(page.locator('html[data-hydrated]')).toBeAttached();

      // The info banner (spec §5: active, with a title): its line, and its longer text on "Read more".
      const banner = infoBannerOf(language);
      const info = page.getByRole('complementary', { name: banner.template.title });
      await expect(info).toContainText(banner.template.text);
      const more = banner.expanderText[0]?.children.map((child) => child.text).join('') ?? '';
      await expect(info.getByText(more)).toBeHidden();
      await info.getByText(common('banner.more')).click();
      await expect(info.getByText(more)).toBeVisible();

      // The carousel: a labelled region of slides that Next scrolls on.
      const carousel = findOfType(plan.context.page, 'carouselBlock') as {
        title: string;
        slides: { title: string; text: string }[];
      };
      const slides = page.getByRole('region', { name: carousel.title });
      const firstSlide = carousel.slides[0];
      if (!firstSlide) throw new Error('the carousel has no slide');
      await expect(slides.getByRole('heading', { level: 3, name: firstSlide.title })).toBeVisible();
      await expect(slides.getByText(firstSlide.text)).toBeVisible();
      await expect(slides.getByRole('listitem')).toHaveCount(carousel.slides.length);
      const carouselSection = page.locator('section').filter({ has: slides });
      await slides.scrollIntoViewIfNeeded();
      // At 360 px the slides overflow and Next scrolls them on; at 1280 px all three are shown side by side.
      const overflows = await slides.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(overflows).toBe(testInfo.project.name === 'mobile');
      if (overflows) {
        expect(await slides.evaluate((element) => element.scrollLeft)).toBe(0);
        await carouselSection.getByRole('button', { name: common('blocks.next') }).click();
        await expect.poll(() => slides.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      } else {
        for (const slide of carousel.slides) {
          await expect(slides.getByRole('heading', { level: 3, name: slide.title })).toBeInViewport({ ratio: 1 });
        }
      }

      // The gallery (media type modal, spec §3): a picture opens in a dialog and closes back to its link.
      const gallery = findOfType(plan.context.page, 'galleryBlock') as { items: { image: { alt: string } }[] };
      const alt = gallery.items[0]?.image.alt ?? '';
      const opener = page.getByRole('link', { name: common('blocks.openImage').replace('{{alt}}', alt) });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: alt });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: alt })).toBeVisible();
      await dialog.getByRole('button', { name: common('blocks.closeImage') }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // The quote: the words in a blockquote, the author and role below.
      const quote = findOfType(plan.context.page, 'quoteBlock') as { quote: string; author: string; role: string };
      const figure = page.locator('figure').filter({ has: page.locator('blockquote', { hasText: quote.quote }) });
      await expect(figure.locator('blockquote')).toHaveText(quote.quote);
      await expect(figure.locator('figcaption')).toHaveText(`${quote.author}, ${quote.role}`);
    },
  );
}

// Issue 30, decision 040: the carousel's buttons and the gallery's dialog work from the first paint,
// before the page's code has run (an inline script's click listener): the scripts are held back here.
test('the carousel and the gallery work before the page has run', async ({ page }, testInfo) => {
  const plan = site.plans.find((p) => p.context.documentId === 'car-en-page-blocks-showcase');
  if (!plan) throw new Error('the dataset has no blocks showcase page');
  const common = localeStrings('en', 'common');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(plan.path, { waitUntil: 'domcontentloaded' });

  const carousel = findOfType(plan.context.page, 'carouselBlock') as { title: string };
  const slides = page.getByRole('region', { name: carousel.title });
  await slides.scrollIntoViewIfNeeded();
  if (testInfo.project.name === 'mobile') {
    await page
      .locator('section')
      .filter({ has: slides })
      .getByRole('button', { name: common('blocks.next') })
      .click();
    await expect.poll(() => slides.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }

  const gallery = findOfType(plan.context.page, 'galleryBlock') as { items: { image: { alt: string } }[] };
  const alt = gallery.items[0]?.image.alt ?? '';
  const opener = page.getByRole('link', { name: common('blocks.openImage').replace('{{alt}}', alt) });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: alt });
  await expect(dialog.getByRole('img', { name: alt })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${plan.path}$`));
  await dialog.getByRole('button', { name: common('blocks.closeImage') }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Nothing of the page's code had run: the main content is still its served HTML.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
});
