import { test as base } from '@playwright/test';

/** The dataset's promotion code (scripts/content/site.ts), valid from 1 Nov 2026 to 31 Jan 2027. */
export const promoCode = 'WINTER15';

/**
 * Playwright's test with the promotion popup already dismissed, so a popup that opens once the page
 * is idle never covers what a test about something else clicks (the banner shows instead). The
 * promotion itself is tested in promotion.spec.ts with the plain test.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript((code) => window.localStorage.setItem('car-hide-coupon', code), promoCode);
    await use(page);
  },
});

export { expect } from '@playwright/test';
