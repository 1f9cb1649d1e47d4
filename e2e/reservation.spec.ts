import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, fillCard, inDays, pay, prefixOf, reachPayment } from './support/booking';
import { expect, promoCode, test } from './support/fixtures';

/**
 * Issue 14, first part: a reservation booked on one device is found on another by its reference and
 * last name, shown, and cancelled with the refund shown first (spec §2 /reservation/…).
 */
test.describe.configure({ timeout: 180_000 });

function reservationStrings(language: string): (key: string) => string {
  const file = path.join(__dirname, '../locales', language, 'reservation.json');
  const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key) => {
    let node: unknown = strings;
    for (const part of `reservation.${key}`.split('.')) node = (node as Record<string, unknown>)[part];
    if (typeof node !== 'string') throw new Error(`No string ${key} in ${language}`);
    return node;
  };
}

async function book(page: Page, language: string, days: number): Promise<string> {
  await reachPayment(page, language, inDays(days), inDays(days + 3));
  await fillCard(page);
  return pay(page, language);
}

/** Another device: a new browser context with no session cookie. */
async function otherDevice(browser: Browser, baseURL: string | undefined, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
  // As the fixtures' page: the promotion popup dismissed, so it covers nothing a test clicks.
  await context.addInitScript((code) => window.localStorage.setItem('car-hide-coupon', code), promoCode);
  return context.newPage();
}

async function find(page: Page, language: string, reference: string, contact: string) {
  const t = reservationStrings(language);
  await page.goto(`${prefixOf(language)}/reservation/find/`);
  await page.getByLabel(t('find.reference')).fill(reference);
  await page.getByLabel(t('find.contact')).fill(contact);
  await page.getByRole('button', { name: t('find.submit') }).click();
}

for (const [language, days, width] of [
  // Within the four months the home page's calendar shows, apart from the other specs' days.
  ['en', 8, 360],
  ['is', 12, 1280],
  ['zh', 16, 1280],
] as const) {
  test(`finds a booking on another device, shows it and cancels it in ${language} at ${width} px`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const t = reservationStrings(language);
    const reference = await book(page, language, days + (testInfo.project.name === 'mobile' ? 5 : 0));

    const phone = await otherDevice(browser, baseURL, width);
    // Without a proven reservation the overview leads to find, which comes back to it.
    await phone.goto(`${prefixOf(language)}/reservation/`);
    await expect(phone).toHaveURL(/\/reservation\/find\/\?next=/);
    await expectNoAxeViolations(phone);
    await phone.getByLabel(t('find.reference')).fill(reference.toLowerCase());
    await phone.getByLabel(t('find.contact')).fill('jónsdóttir');
    await phone.getByRole('button', { name: t('find.submit') }).click();
    await expect(phone).toHaveURL(new RegExp(`${prefixOf(language)}/reservation/$`));

    await expect(phone.getByTestId('reservation-reference')).toHaveText(reference);
    await expect(phone.getByTestId('reservation-status')).toHaveText(t('status.confirmed'));
    await expect(phone.getByTestId('reservation-pickup')).not.toBeEmpty();
    await expect(phone.getByTestId('reservation-total')).not.toBeEmpty();
    await expectNoAxeViolations(phone);

    await phone.getByRole('link', { name: t('overview.cancel') }).click();
    await expect(phone).toHaveURL(new RegExp(`${prefixOf(language)}/reservation/cancel/$`));
    const refund = (await phone.getByTestId('cancel-refund').textContent()) ?? '';
    expect(refund).not.toBe('');
    await expectNoAxeViolations(phone);
    await phone.getByRole('button', { name: t('cancel.confirm').replace('{{refund}}', refund) }).click();

    await expect(phone).toHaveURL(new RegExp(`${prefixOf(language)}/reservation/$`));
    await expect(phone.getByTestId('reservation-status')).toHaveText(t('status.cancelled'));
    await expect(phone.getByTestId('reservation-refunded')).toHaveText(refund);
    await phone.context().close();
  });
}

test('find with a wrong email shows the not-found message on the page', async ({ page }) => {
  const t = reservationStrings('en');
  await find(page, 'en', 'CAAAAAA', 'nobody@example.com');
  await expect(page.getByTestId('find-failure')).toHaveText(t('find.notFound'));
});

test("the header's Manage booking link leads to the find page in every language", async ({ request }) => {
  for (const language of ['en', 'is', 'de', 'es', 'fr', 'pt', 'zh']) {
    const response = await request.get(`${prefixOf(language)}/reservation/find/`);
    expect(response.status(), language).toBe(200);
  }
});
