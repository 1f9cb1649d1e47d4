import { test as base, type Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { book, pageStrings, templatePattern } from './support/reservation';

/**
 * Issue 40 for the camper brand (docs/decisions/049; the car brand's whole walk is e2e/offline.spec.ts):
 * a camper booked in German opens offline from the device with its pickup instructions, in the camper
 * brand's own caches and manifest, and signing out deletes what the device kept of it.
 */
const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem('camper-hide-coupon', 'WINTER15'));
    await use(page);
  },
});
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

/** The names of this origin's caches. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('a camper reservation opens offline in German from the camper brand’s caches', async ({ page, context }) => {
  const t = pageStrings('de', 'reservation');
  const reference = await book(page, 'de', 95, 4);

  await page.goto('/de/reservation/');
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  const status = page.getByTestId('offline-status');
  await expect(status).toHaveText(templatePattern(t('offline.updated')));
  await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toContain(`nl-camper-reservation-${reference}`);
  expect((await cacheNames(page)).filter((name) => !name.startsWith('nl-camper-'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  await expect(status).toHaveText(templatePattern(t('offline.fromDevice')));
  await expect(page.getByRole('heading', { level: 2, name: t('instructions.heading') })).toBeVisible();
  await expect(page.getByTestId('instructions-pickup').locator('address')).toContainText(/\d{3} \S/);
  await context.setOffline(false);
  await expect(status).toHaveText(templatePattern(t('offline.updated')));

  // The camper brand's manifest: its own name and colour, opening on the German reservation page.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-de.webmanifest');
  const manifest = (await (await page.request.get('/manifest-de.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ short_name: 'NL Campers', theme_color: '#1f4d2b', start_url: '/de/reservation/' });

  await page.getByRole('button', { name: t('offline.signOut') }).click();
  await expect(page).toHaveURL(/\/de\/reservation\/find\/$/);
  expect((await cacheNames(page)).filter((name) => name.includes('-reservation-'))).toEqual([]);
});
