import { expect, test, type Page } from '@playwright/test';
import { promoCode } from './support/fixtures';

// Ten minutes before the dataset's promotion ends (31 Jan 2027 23:59, Iceland time = UTC).
const tenMinutesBeforeEnd = new Date('2027-01-31T23:49:00Z');

async function openAt(page: Page, path: string, time = tenMinutesBeforeEnd) {
  await page.clock.install({ time });
  await page.goto(path);
}

test.describe('the promotion popup and banner (spec §4)', () => {
  test('opens once the page is idle; Escape dismisses it for good and the banner counts down to zero', async ({
    page,
  }) => {
    await openAt(page, '/');
    const popup = page.getByRole('dialog', { name: 'Northern lights season is here' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Use the code' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    const banner = page.getByRole('complementary', { name: /Winter offer/ });
    await expect(banner).toContainText(promoCode);
    expect(await page.evaluate(() => window.localStorage.getItem('car-hide-coupon'))).toBe(promoCode);
    // spec §3 client state promotion-banner: active, open counter and headline, kept for the session.
    const keptBanner = () =>
      page.evaluate(() => JSON.parse(window.sessionStorage.getItem('promotion-banner') ?? 'null'));
    expect(await keptBanner()).toEqual({
      active: true,
      openCounter: 1,
      headline: expect.stringMatching(/^Winter offer/),
    });

    await page.reload();
    await expect(page.locator('#promotion dialog[data-popup="closed"]')).toBeAttached();
    const bannerAgain = page.getByRole('complementary', { name: /Winter offer/ });
    await expect(bannerAgain).toBeVisible();
    expect(await keptBanner()).toMatchObject({ active: true, openCounter: 1 });

    await page.clock.fastForward('10:00');
    await expect(bannerAgain.getByRole('timer')).toHaveText(/^00\D+00\D+00\D+00\D+$/);
  });

  test('the button sets the coupon code, stores the dismissal and gives focus back', async ({ page }) => {
    await openAt(page, '/is/');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Nota kóðann' }).click();
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => window.sessionStorage.getItem('book-coupon-code'))).toBe(promoCode);
    expect(await page.evaluate(() => window.localStorage.getItem('car-hide-coupon'))).toBe(promoCode);
  });

  test('stays away from booking pages, its code too; a later page shows the banner, not the popup', async ({
    page,
  }) => {
    const promotionFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/promotion\/[a-z]{2}\.json$/.test(request.url())) promotionFiles.push(request.url());
    });
    await openAt(page, '/de/book/vehicles/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#promotion')).toHaveCount(0);
    expect(promotionFiles).toHaveLength(0);
    // The popup opens on app load only (spec §4): a route change to a content page brings the banner.
    // Gatsby's own client-side navigation, as a link in the page does it.
    await page.waitForFunction(
      () => typeof (window as unknown as { ___navigate?: unknown }).___navigate === 'function',
    );
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/de/'));
    await expect(page.getByRole('complementary', { name: /Winterangebot/ })).toContainText(promoCode);
    await expect(page.locator('#promotion dialog[data-popup="closed"]')).toBeAttached();
    expect(promotionFiles).toHaveLength(1);
  });

  test('is painted with the page: open, focused and with its picture before any script of the site runs (issue 30)', async ({
    page,
  }) => {
    // No script file at all: only the served HTML and its inline script.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await openAt(page, '/cars/4x4/');
    const popup = page.getByRole('dialog', { name: 'Northern lights season is here' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Use the code' })).toBeFocused();
    await expect(popup.getByRole('timer')).toHaveText(/^00\D+00\D+(10|09)\D+\d\d\D+$/);
    const picture = popup.getByRole('img', { name: 'Northern lights over snow-covered mountains' });
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  });

  test('is not painted with the page once dismissed', async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.addInitScript((code) => window.localStorage.setItem('car-hide-coupon', code), promoCode);
    await openAt(page, '/cars/4x4/');
    await expect(page.locator('#promotion dialog[data-popup="closed"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('does not open before the promotion starts', async ({ page }) => {
    await openAt(page, '/', new Date('2026-10-15T12:00:00Z'));
    await expect(page.locator('#promotion dialog[data-popup="closed"]')).toBeAttached();
    await expect(page.locator('#promotion aside')).toHaveCount(0);
  });

  test('paints without its machine; the first click outside loads it and dismisses (issue 18)', async ({ page }) => {
    const machineChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/promotion-machine-[^/]*\.js$/.test(request.url())) machineChunks.push(request.url());
    });
    await openAt(page, '/about-us/');
    const popup = page.getByRole('dialog', { name: 'Northern lights season is here' });
    await expect(popup).toBeVisible();
    const timer = popup.getByRole('timer');
    await expect(timer).toHaveText(/^00\D+00\D+(10|09)\D+\d\d\D+$/);
    const before = await timer.textContent();
    await page.clock.runFor(2000);
    await expect(timer).not.toHaveText(before ?? '');
    expect(machineChunks).toHaveLength(0);

    // The backdrop, outside the popup's box.
    await page.mouse.click(4, 4);
    await expect(popup).toBeHidden();
    await expect(page.getByRole('complementary', { name: /Winter offer/ })).toContainText(promoCode);
    expect(await page.evaluate(() => window.localStorage.getItem('car-hide-coupon'))).toBe(promoCode);
    expect(machineChunks).toHaveLength(1);
  });
});
