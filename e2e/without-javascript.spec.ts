import { expect, test } from '@playwright/test';
import { localeStrings } from './support/booking';

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

// Issue 30: the reservation, edit and check-in pages serve their heading (and find its form) in the
// HTML, and say in a <noscript> what needs JavaScript.
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
        await expect(page.getByText(reservation('reservation.needsJavaScript'))).toBeVisible();
      }
      await page.goto(`${prefix}/reservation/find/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reservation('reservation.find.title'));
      await expect(page.getByLabel(reservation('reservation.find.reference'))).toBeVisible();
      await expect(page.getByLabel(reservation('reservation.find.contact'))).toBeVisible();
      await expect(page.getByText(reservation('reservation.needsJavaScript'))).toBeVisible();
    });
  }
});
