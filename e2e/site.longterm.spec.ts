import { pageTypes } from '../src/content/types';
import { expect, test } from './support/fixtures';
import { openPhoneMenu } from './support/header';
import { expectContentPage, plannedPage } from './support/site-plan';

/**
 * The long-term brand (TENANT=longterm, its own `npm test` stage): every page type it has in three
 * languages, and its differences of spec §1 in the header and footer.
 */
for (const language of ['en', 'is', 'zh'] as const) {
  test.describe(`long-term content pages in ${language}`, () => {
    // Sleeping spots are a camper's fact.
    for (const pageType of pageTypes.filter((type) => type !== 'vehicleSleepingSpotsPage')) {
      test(`a ${pageType} shows its title, canonical link and language alternates`, async ({ page }) => {
        await expectContentPage(page, await plannedPage('longterm', pageType, language));
      });
    }
  });
}

test(
  'the long-term header has no language switcher and no search entry, and its footer names the company (spec §1)',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    await page.goto('/is/');
    const header = page.locator('header[data-mode]');
    if (testInfo.project.name === 'mobile') await openPhoneMenu(page);
    await expect(header.getByLabel(/gjaldmið/i)).toBeVisible();
    // No book entry and no search section (spec §1: the search entry is hidden).
    await expect(header.locator('a[aria-expanded]')).toHaveCount(0);
    await expect(page.locator('[data-page-search]')).toHaveCount(0);
    await expect(header.locator('a[hreflang], button[aria-haspopup="dialog"]')).toHaveCount(0);
    const footer = page.locator('footer');
    await expect(footer).toContainText('Norðurljós Langtímaleiga ehf.');
    await expect(footer).toContainText('530619-0420');
    await expect(footer).toContainText('134512');
    await expect(footer.locator('address')).toHaveCount(1);
    await expect(footer.getByRole('list', { name: 'Vottanir' })).toHaveCount(0);
  },
);

test('?coupon= in the address is kept for the session on the long-term brand too (spec §2)', async ({ page }) => {
  await page.goto('/is/?coupon=lease5');
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem('book-coupon-code')), { timeout: 10_000 })
    .toBe('LEASE5');
});
