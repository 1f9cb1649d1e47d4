import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, prefixOf } from './support/booking';
import { checkInToSignature, drawSignature } from './support/checkin';
import { extractPageTexts } from '../server/testing/pdf-text.server';
import { expect, promoCode, test } from './support/fixtures';
import { book, expectNoSidewaysScroll, openOverview, otherDevice, pageStrings } from './support/reservation';

/**
 * Issue 14, online check-in: a booking whose pickup is within seven days is found on another device and
 * checked in there: details with both licence photos, options, payment, the agreement, a signature drawn
 * with a finger (touch events on the phone project, the mouse on the desktop one) and the signed PDF.
 * The signing link opens the signature step on a fresh phone with no session.
 */
test.describe.configure({ timeout: 240_000 });

/** A fresh phone (360 px, touch) with no session, at the signing link. */
async function openOnFreshPhone(browser: Browser, baseURL: string | undefined, link: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  await context.addInitScript((code) => window.localStorage.setItem('car-hide-coupon', code), promoCode);
  const phone = await context.newPage();
  await phone.goto(new URL(link).pathname + new URL(link).search);
  return phone;
}

/** Books on `page`, finds the booking on another device of the project's kind and checks in there. */
async function bookAndCheckInElsewhere(
  page: Page,
  browser: Browser,
  testInfo: Parameters<Parameters<typeof test>[2]>[1],
  language: string,
  day: number,
  check: boolean,
) {
  const reference = await book(page, language, day, 2);
  const device = await otherDevice(browser, testInfo);
  await openOverview(device, language, reference);
  await checkInToSignature(device, language, { check });
  return { device, reference };
}

// Icelandic (its letters in the PDF's font) and Chinese (the CJK font): the English check-in runs in
// csp.spec.ts under the policy, so a third language here added four minutes of CI and no check (issue 36).
for (const [language, day] of [
  ['is', 3],
  ['zh', 4],
] as const) {
  test(`checks in on another device in ${language}: photos, payment, agreement, drawn signature, signed PDF`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const t = pageStrings(language, 'checkin');
    const mobile = testInfo.project.name === 'mobile';
    const { device, reference } = await bookAndCheckInElsewhere(page, browser, testInfo, language, day, true);

    const pdf = await device.request.get((await device.getByTestId('contract-pdf').getAttribute('href')) ?? '');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    await expect(device.getByTestId('signing-qr')).toBeVisible();
    const link = (await device.getByTestId('signing-link').getAttribute('href')) ?? '';
    expect(link).toContain(`${prefixOf(language)}/reservation/checkin/signature/?token=`);
    await expectNoAxeViolations(device);
    await expectNoSidewaysScroll(device);

    // A reload forgets the link (the engine keeps only its hash): the page asks for a new one.
    await device.reload();
    await expect(device.getByTestId('signing-link')).toHaveCount(0);
    await device.getByRole('button', { name: t('signature.showLink') }).click();
    const second = (await device.getByTestId('signing-link').getAttribute('href')) ?? '';
    expect(second).not.toBe(link);

    // The link opens the signature step on a phone with no session.
    const other = await openOnFreshPhone(browser, baseURL, second);
    await expect(other.getByRole('heading', { level: 1, name: t('signature.title') })).toBeVisible({
      timeout: 15_000,
    });
    await expect(other.getByLabel(t('signature.name'))).toHaveValue('Guðrún Jónsdóttir');
    await expectNoAxeViolations(other);

    // Signed on the checking-in device, with a finger on the phone, after the check of an empty pad.
    await device.getByRole('button', { name: t('signature.submit') }).click();
    await expect(device.getByRole('link', { name: t('signature.drawRequired') })).toBeVisible();
    await drawSignature(device, mobile);
    await device.getByRole('button', { name: t('signature.submit') }).click();
    await expect(device.getByRole('heading', { level: 1, name: t('done.title') })).toBeVisible({ timeout: 15_000 });
    const signed = await device.request.get((await device.getByTestId('signed-pdf').getAttribute('href')) ?? '');
    expect(signed.headers()['content-disposition']).toContain('-signed.pdf');
    const bytes = await signed.body();
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    // The signed agreement names its signer (read back as a PDF reader would, the text of every page).
    const text = (await extractPageTexts(new Uint8Array(bytes))).flat().join(' ');
    expect(text).toContain('Guðrún Jónsdóttir');
    expect(text).toContain(reference);
    await expectNoAxeViolations(device);

    // Both links are spent once the contract is signed.
    for (const spent of [link, second]) {
      await other.goto(new URL(spent).pathname + new URL(spent).search);
      await expect(other.getByTestId('link-failure')).toHaveText(t('errors.link_used'), { timeout: 15_000 });
    }
    await other.context().close();
    await device.context().close();
  });
}

test('signs with a finger on a fresh phone from the signing link', async ({ page, browser, baseURL }, testInfo) => {
  const t = pageStrings('en', 'checkin');
  const { device } = await bookAndCheckInElsewhere(page, browser, testInfo, 'en', 5, false);
  const link = (await device.getByTestId('signing-link').getAttribute('href')) ?? '';

  const phone = await openOnFreshPhone(browser, baseURL, link);
  await expect(phone.getByRole('heading', { level: 1, name: t('signature.title') })).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(phone);
  await drawSignature(phone, true);
  await phone.getByRole('button', { name: t('signature.submit') }).click();
  await expect(phone.getByRole('heading', { level: 1, name: t('done.title') })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByText(t('done.fromLink'))).toBeVisible();
  await expectNoAxeViolations(phone);

  // The device that checked in now has the signed agreement.
  await device.goto('/reservation/');
  await expect(device.getByTestId('reservation-status')).toHaveText(
    pageStrings('en', 'reservation')('status.checked_in'),
  );
  await phone.context().close();
  await device.context().close();
});

test('signs with a typed name from the signing link; an expired link says so', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const t = pageStrings('en', 'checkin');
  const { device } = await bookAndCheckInElsewhere(page, browser, testInfo, 'en', 6, false);
  const link = (await device.getByTestId('signing-link').getAttribute('href')) ?? '';

  const phone = await openOnFreshPhone(browser, baseURL, link);
  await phone.getByRole('button', { name: t('signature.typeInstead') }).click();
  await expect(phone.getByTestId('typed-signature')).toHaveText('Guðrún Jónsdóttir');
  await phone.getByRole('button', { name: t('signature.submit') }).click();
  await expect(phone.getByRole('heading', { level: 1, name: t('done.title') })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(phone);

  // The engine answers 410 link_expired a day after the link was made (netlify/functions/tests/
  // signing-links.test.ts, with a pinned clock); the page names it. The answer is the engine's documented one.
  await phone.route('**/api/signing-links/**', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'link_expired', message: 'This signing link has expired.' } }),
    }),
  );
  await phone.goto(new URL(link).pathname + new URL(link).search);
  await expect(phone.getByTestId('link-failure')).toHaveText(t('errors.link_expired'));
  await phone.context().close();
  await device.context().close();
});
