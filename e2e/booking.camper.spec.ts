import { test as base } from '@playwright/test';
import {
  bookingStrings,
  chooseFirstVehicle,
  continueFromOptions,
  expectNoAxeViolations,
  fillCard,
  fillDetails,
  inDays,
  pay,
  searchFromHome,
  stepHeading,
  submitDetails,
} from './support/booking';
import { expect } from './support/fixtures';

/**
 * The camper brand (TENANT=camper, its own `npm test` stage): a camper booked in German from the home
 * page, with the camper's pay-now split shown in the summary.
 */
const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem('camper-hide-coupon', 'WINTER15'));
    await use(page);
  },
});

test.describe.configure({ timeout: 120_000 });

test('books a camper from the home page to the confirmation in German', async ({ page }, testInfo) => {
  const t = bookingStrings('de');
  const start = testInfo.project.name === 'mobile' ? 70 : 80;
  await searchFromHome(page, 'de', inDays(start), inDays(start + 7));
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'camper');
  await expect(stepHeading(page)).toHaveText(t('booking.vehicles.title'));
  // Campers list their sleeping spots, and the filter offers them.
  await expect(page.getByLabel(t('booking.vehicles.sleepingSpots'))).toBeVisible();
  await chooseFirstVehicle(page, 'de');
  await continueFromOptions(page, 'de');
  await fillDetails(page);
  await submitDetails(page, 'de');
  await expect(stepHeading(page)).toHaveText(t('booking.payment.title'));
  await expect(page.getByRole('complementary', { name: t('booking.summary.title') })).toContainText(
    t('booking.lines.dueAtPickup'),
  );
  await expectNoAxeViolations(page);
  await fillCard(page);
  await pay(page, 'de');
  await expect(stepHeading(page)).toHaveText(t('booking.confirmation.title'));
});

test('?coupon= in the address shows in the search bar of the camper brand too (spec §2)', async ({ page }) => {
  await page.goto('/de/?coupon=%20camp10');
  await expect(page.locator('#search-promo')).toHaveValue('CAMP10');
});
