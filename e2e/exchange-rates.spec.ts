import { expect, test } from './support/fixtures';

/**
 * The rates table block (spec §7, §8): an English visitor pays in dollars, so the travel guide's table
 * of prices is converted and says the day of the stored rates; when the rates cannot be had it says the
 * prices are shown in euros.
 */
const guide = '/iceland-travel-guide/';

test('a converted table says the day of the stored rates', async ({ page, request }) => {
  const { ratesDate } = (await (await request.get('/api/exchange-rates')).json()) as { ratesDate: string };
  const day = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await page.goto(guide);
  await expect(page.getByText(`Exchange rates of ${day.format(new Date(`${ratesDate}T00:00:00Z`))}`)).toBeVisible();
});

test('a converted table says the prices stay in euros when no rates can be had', async ({ page }) => {
  await page.route('**/api/exchange-rates', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'exchange_rate_unavailable', message: 'No exchange rate is stored.' } }),
    }),
  );
  await page.goto(guide);
  await expect(page.getByRole('status').filter({ hasText: 'prices are shown in euros' })).toBeVisible();
  await expect(page.locator('table [data-price-eur]').first()).toContainText('€');
});
