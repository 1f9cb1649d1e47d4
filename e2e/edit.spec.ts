import type { Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillCard,
  payEmbedded,
  inDays,
  pay,
  prefixOf,
  reachPayment,
  searchField,
  submitButton,
  clickDay,
} from './support/booking';
import { expect, test } from './support/fixtures';
import {
  expectInternalLinksWork,
  expectNoSidewaysScroll,
  openOverview,
  otherDevice,
  pageStrings,
} from './support/reservation';

/**
 * Issue 14, edit: a car booked on one device is found on another (of the project's kind: a 360 px phone
 * or a 1280 px desktop), and its return moves one day later through the edit wizard (terms, details,
 * options, payment); the difference is paid with a test card and the overview shows the new dates.
 */
test.describe.configure({ timeout: 240_000 });

const editPath = (language: string, step: string) => new RegExp(`${prefixOf(language)}/reservation/edit/${step}/$`);

async function changeReturnDate(page: Page, language: string, pickup: string, newReturn: string) {
  const t = pageStrings(language, 'edit');
  await expect(page).toHaveURL(editPath(language, 'terms'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('titles.editTerms'));
  await expect(searchField(page, 1)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await expectInternalLinksWork(page);
  await searchField(page, 1).click();
  // The range is set: a click starts over with the pickup, the next one is the new return.
  await clickDay(page, pickup);
  await clickDay(page, newReturn);
  await expect(page.locator('#search-panel')).toBeHidden();
  await page.locator('form[role="search"] button[type="submit"]:not([data-pending])').click();
  await expect(page.getByTestId('edit-terms-chosen')).toContainText(t('terms.changed'));
  await page.getByTestId('edit-terms-continue').click();
}

// Icelandic and Chinese: the English change that pays its difference runs in payments.spec.ts (issue 36).
for (const [language, day] of [
  ['is', 51],
  ['zh', 56],
] as const) {
  test(`${language}: move the return a day later on another device and pay the difference`, async ({
    page: bookingPage,
    browser,
  }, testInfo) => {
    const t = pageStrings(language, 'edit');
    const prefix = prefixOf(language);
    await reachPayment(bookingPage, language, inDays(day), inDays(day + 3));
    await fillCard(bookingPage);
    const reference = await pay(bookingPage, language);

    const page = await otherDevice(browser, testInfo);
    await openOverview(page, language, reference);
    const returnBefore = (await page.getByTestId('reservation-return').textContent()) ?? '';
    await page.getByTestId('change-booking').click();

    await changeReturnDate(page, language, inDays(day), inDays(day + 4));

    await expect(page).toHaveURL(editPath(language, 'details'));
    await expect(page.locator('#edit-firstName')).toHaveValue('Guðrún');
    await expectNoAxeViolations(page);
    await page.locator('form[aria-labelledby="page-title"] button[type="submit"]').click();

    await expect(page).toHaveURL(editPath(language, 'options'));
    await expect(submitButton(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await submitButton(page).click();

    await expect(page).toHaveURL(editPath(language, 'payment'));
    await expect(page.getByTestId('edit-confirm')).toBeVisible({ timeout: 15_000 });
    const newTotal = (await page.getByTestId('edit-new-total').textContent()) ?? '';
    expect(newTotal).toMatch(/\d/);
    expect((await page.getByTestId('edit-difference').textContent()) ?? '').toMatch(/\d/);
    await expectNoAxeViolations(page);
    await page.getByTestId('edit-confirm').click();

    // The difference is paid through the same flow as a booking: the processor's page takes the whole
    // window, and its return lands on the overview after the change, in the page's language (issue 37).
    await expect(page.locator('#accept-terms')).toBeVisible({ timeout: 15_000 });
    await fillCard(page);
    await payEmbedded(page);
    await expect(page).toHaveURL(new RegExp(`${prefix}/reservation/$`), { timeout: 20_000 });
    await expect(page.getByTestId('reservation-status')).toHaveText(
      pageStrings(language, 'reservation')('status.confirmed'),
    );
    await expect(page.getByTestId('reservation-return')).not.toHaveText(returnBefore);
    await expect(page.getByTestId('reservation-paid')).toBeVisible();
    await expect(page.getByRole('link', { name: t('changeBooking') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
}
