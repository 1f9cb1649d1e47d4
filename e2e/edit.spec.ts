import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillCard,
  inDays,
  pay,
  prefixOf,
  reachPayment,
  searchField,
  submitButton,
} from './support/booking';
import { expect, test } from './support/fixtures';

/**
 * Issue 14, edit: a booked car's return moves one day later through the edit wizard (terms, details,
 * options, payment); the difference is paid with a test card and the overview shows the new dates.
 */
test.describe.configure({ timeout: 240_000 });

function editStrings(language: string): (key: string) => string {
  const file = path.join(__dirname, '../locales', language, 'edit.json');
  const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key) => {
    let node: unknown = strings;
    for (const part of `edit.${key}`.split('.')) node = (node as Record<string, unknown>)[part];
    if (typeof node !== 'string') throw new Error(`No string ${key} in ${language}`);
    return node;
  };
}

const editPath = (language: string, step: string) => new RegExp(`${prefixOf(language)}/reservation/edit/${step}/$`);

async function changeReturnDate(page: Page, language: string, pickup: string, newReturn: string) {
  const t = editStrings(language);
  await expect(page).toHaveURL(editPath(language, 'terms'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('titles.editTerms'));
  await expect(searchField(page, 1)).toBeVisible();
  await expectNoAxeViolations(page);
  await searchField(page, 1).click();
  // The range is set: a click starts over with the pickup, the next one is the new return.
  await page.locator(`[data-date="${pickup}"]`).click();
  await page.locator(`[data-date="${newReturn}"]`).click();
  await expect(page.locator('#search-panel')).toBeHidden();
  await page.locator('form[role="search"] button[type="submit"]').click();
  await expect(page.getByTestId('edit-terms-chosen')).toContainText(t('terms.changed'));
  await page.getByTestId('edit-terms-continue').click();
}

for (const [language, day] of [
  ['en', 44],
  ['is', 51],
  ['zh', 56],
] as const) {
  test(`${language}: move the return a day later and pay the difference`, async ({ page }) => {
    const t = editStrings(language);
    const prefix = prefixOf(language);
    await reachPayment(page, language, inDays(day), inDays(day + 3));
    await fillCard(page);
    const reference = await pay(page, language);

    await page.goto(`${prefix}/reservation/`);
    await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
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

    await expect(page.locator('#card-number')).toBeVisible({ timeout: 15_000 });
    await fillCard(page);
    await page.locator('form[aria-labelledby="payment-title"] button[type="submit"]').click();
    await expect(page.getByTestId('edit-outcome')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.getByTestId('edit-to-overview').click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/reservation/$`));
    await expect(page.getByTestId('reservation-return')).not.toHaveText(returnBefore);
    await expect(page.getByTestId('reservation-paid')).toBeVisible();
    await expect(page.getByRole('link', { name: t('changeBooking') })).toBeVisible();
  });
}
