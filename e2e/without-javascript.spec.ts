import { expect, test, type Page } from '@playwright/test';
import { localeStrings } from './support/booking';
import { plannedSite } from './support/site-plan';

test.use({ javaScriptEnabled: false });

test.describe('a content page without JavaScript', () => {
  test('the travel guide reads and its menus and accordions still open', async ({ page }) => {
    await page.goto('/iceland-travel-guide/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel guide');
    // The mobile menu is shown open and its button hidden, since it cannot work (gatsby-ssr.tsx).
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // The language links stand in for the region dialog, whose button needs JavaScript.
    await expect(page.getByRole('navigation', { name: 'Choose language' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Language and currency/ })).toBeHidden();
    // Accordion answers open natively (<details>).
    const question = page.locator('details summary').filter({ hasText: 'Speed limits' }).first();
    await question.click();
    await expect(page.locator('details[open]').filter({ hasText: 'Speed limits' })).toHaveCount(1);
    // The video offers a plain link to YouTube.
    await expect(page.getByRole('link', { name: 'Watch on YouTube' })).toHaveCount(1);
  });
});

/** The page's `<noscript>` shows `text` (Playwright's text search skips noscript: read it by CSS). */
async function expectNoscriptSaying(page: Page, text: string) {
  const message = page.locator('main noscript p');
  await expect(message).toHaveText(text);
  await expect(message).toBeVisible();
}

// Issue 30: the reservation, edit and check-in pages serve their heading (and find its form) in the
// HTML, and say in a <noscript> what needs JavaScript (find too: its form is served with its button
// disabled, which works once the page runs).
test.describe('the reservation pages without JavaScript', () => {
  for (const language of ['en', 'de'] as const) {
    const prefix = language === 'en' ? '' : `/${language}`;
    const reservation = localeStrings(language, 'reservation');
    const pages = [
      ['/reservation/', localeStrings(language, 'reservation')('reservation.titles.overview')],
      ['/reservation/edit/details/', localeStrings(language, 'edit')('edit.titles.editDetails')],
      ['/reservation/checkin/details/', localeStrings(language, 'checkin')('checkin.titles.details')],
    ] as const;
    test(`show their heading and say what needs JavaScript in ${language}`, async ({ page }) => {
      for (const [path, title] of pages) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expectNoscriptSaying(page, reservation('reservation.needsJavaScript'));
      }
      await page.goto(`${prefix}/reservation/find/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation('reservation.titles.find'));
      await expect(page.getByLabel(reservation('reservation.find.reference'))).toBeEditable();
      await expect(page.getByLabel(reservation('reservation.find.contact'))).toBeEditable();
      await expect(page.getByRole('button', { name: reservation('reservation.find.submit') })).toBeDisabled();
      await expectNoscriptSaying(page, reservation('reservation.needsJavaScript'));
    });
  }
});

// Issue 30, decision 040: without JavaScript the carousel scrolls by touch and keyboard alone (its
// buttons, which would need JavaScript, are hidden), and a gallery picture's link opens the picture.
test('the carousel scrolls without its buttons and a gallery picture opens as a file', async ({ page }) => {
  const plan = (await plannedSite('car')).plans.find((p) => p.context.documentId === 'car-en-page-blocks-showcase');
  if (!plan) throw new Error('the dataset has no blocks showcase page');
  const common = localeStrings('en', 'common');
  await page.goto(plan.path);
  const carousel = page.locator('[data-carousel]');
  await expect(carousel.getByRole('button', { name: common('blocks.next') })).toBeHidden();
  await expect(carousel.getByRole('button', { name: common('blocks.previous') })).toBeHidden();
  // The strip of slides is a labelled region that takes focus, so the arrow keys scroll it.
  const track = carousel.getByRole('region');
  await expect(track).toHaveAttribute('tabindex', '0');
  const overflows = await track.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  if (overflows) {
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }

  const opener = page.locator('a[data-gallery-open]').first();
  const href = await opener.getAttribute('href');
  expect(href).toMatch(/\.(webp|jpe?g|png|avif)$/);
  await opener.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
