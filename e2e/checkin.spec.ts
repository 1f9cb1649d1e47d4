import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, fillCard, inDays, pay, prefixOf, reachPayment } from './support/booking';
import { expect, promoCode, test } from './support/fixtures';

/**
 * Issue 14, online check-in: a booking whose pickup is within seven days is checked in on a phone:
 * details with both licence photos, options, payment, the agreement, a drawn signature and the signed
 * PDF; the signing link opens the signature step in a fresh browser with no session.
 */
test.describe.configure({ timeout: 240_000 });

function checkInStrings(language: string): (key: string) => string {
  const file = path.join(__dirname, '../locales', language, 'checkin.json');
  const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key) => {
    let node: unknown = strings;
    for (const part of `checkin.${key}`.split('.')) node = (node as Record<string, unknown>)[part];
    if (typeof node !== 'string') throw new Error(`No string ${key} in ${language}`);
    return node;
  };
}

/** A valid 1 × 1 PNG (docs/api.md); the page downscales and re-encodes it before the upload. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Draws a stroke on the pad: touch points on a touch device (the mobile project), the mouse elsewhere. */
async function drawSignature(page: Page, touch: boolean) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('No signature pad');
  const points = Array.from({ length: 12 }, (_, index) => ({
    x: box.x + 20 + index * ((box.width - 40) / 11),
    y: box.y + box.height / 2 + (index % 2 === 0 ? -20 : 20),
  }));
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const [first, ...rest] = points;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first!] });
    for (const point of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(points[0]!.x, points[0]!.y);
    await page.mouse.down();
    for (const point of points.slice(1)) await page.mouse.move(point.x, point.y, { steps: 2 });
    await page.mouse.up();
  }
}

for (const language of ['en', 'is'] as const) {
  test(`checks in a booking in ${language}: photos, payment, agreement, signature, signed PDF`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const t = checkInStrings(language);
    const prefix = prefixOf(language);
    const mobile = testInfo.project.name === 'mobile';
    const start = (language === 'en' ? 2 : 3) + (mobile ? 2 : 0);
    await reachPayment(page, language, inDays(start), inDays(start + 3));
    await fillCard(page);
    await pay(page, language);

    // The overview links to the check-in, open seven days before pickup.
    await page.goto(`${prefix}/reservation/`);
    await page.getByTestId('check-in-link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/reservation/checkin/start/$`));
    await expect(page.getByRole('heading', { level: 1, name: t('start.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('start.submit') }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/reservation/checkin/details/$`), { timeout: 15_000 });
    await page.locator('#checkin-address').fill('Laugavegur 1');
    await page.locator('#checkin-zipcode').fill('101');
    await page.locator('#checkin-city').fill('Reykjavík');
    await page.locator('#checkin-licenseNumber').fill('IS-1234567');
    await page.locator('#checkin-dateOfBirth').fill('1990-05-01');
    // Without photos the summary takes focus and names both.
    await page.getByRole('button', { name: t('details.submit') }).click();
    await expect(page.locator('#error-summary-title')).toBeVisible();
    await expect(page.getByRole('link', { name: t('photo.missing.front') })).toBeVisible();
    for (const side of ['front', 'back'] as const) {
      await page
        .getByTestId(`photo-gallery-checkin-photo-0-${side}`)
        .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: tinyPng });
      await expect(page.locator(`#checkin-photo-0-${side}-status`)).toHaveText(t('photo.uploaded'), {
        timeout: 15_000,
      });
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('details.submit') }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/reservation/checkin/options/$`), { timeout: 15_000 });
    await expect(page.getByLabel(t('options.extraDrivers'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('options.submit') }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/reservation/checkin/payment/$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: t('payment.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    if (await page.getByTestId('checkin-nothing-due').isVisible()) {
      await page.getByRole('button', { name: t('payment.continue') }).click();
    } else {
      await fillCard(page);
      await page.locator('form[aria-labelledby="payment-title"] button[type="submit"]').click();
    }

    await expect(page).toHaveURL(new RegExp(`${prefix}/reservation/checkin/contract/$`), { timeout: 15_000 });
    await expect(page.getByTestId('agreement')).toContainText('Guðrún');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('contract.submit') }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/reservation/checkin/signature/$`), { timeout: 15_000 });
    const pdf = await page.request.get((await page.getByTestId('contract-pdf').getAttribute('href')) ?? '');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    await expect(page.getByTestId('signing-qr')).toBeVisible();
    const link = (await page.getByTestId('signing-link').getAttribute('href')) ?? '';
    expect(link).toContain(`${prefix}/reservation/checkin/signature/?token=`);
    await expectNoAxeViolations(page);

    // The link opens the signature step in a browser with no session.
    const fresh = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, hasTouch: true });
    await fresh.addInitScript((code) => window.localStorage.setItem('car-hide-coupon', code), promoCode);
    const other = await fresh.newPage();
    await other.goto(new URL(link).pathname + new URL(link).search);
    await expect(other.getByRole('heading', { level: 1, name: t('signature.title') })).toBeVisible({
      timeout: 15_000,
    });
    await expect(other.getByLabel(t('signature.name'))).not.toHaveValue('');
    await expectNoAxeViolations(other);

    // Sign here with a finger (or the mouse), after the validation of an empty pad.
    await page.getByRole('button', { name: t('signature.submit') }).click();
    await expect(page.getByRole('link', { name: t('signature.drawRequired') })).toBeVisible();
    await drawSignature(page, mobile);
    await page.getByRole('button', { name: t('signature.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('done.title') })).toBeVisible({ timeout: 15_000 });
    const signed = await page.request.get((await page.getByTestId('signed-pdf').getAttribute('href')) ?? '');
    expect(signed.headers()['content-disposition']).toContain('-signed.pdf');
    expect((await signed.body()).subarray(0, 4).toString()).toBe('%PDF');
    await expectNoAxeViolations(page);

    // The link is spent once the contract is signed.
    await other.reload();
    await expect(other.getByTestId('link-failure')).toHaveText(t('errors.link_used'), { timeout: 15_000 });
    await fresh.close();
  });
}

test('signs with a typed name from the signing link in a fresh browser', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const t = checkInStrings('en');
  const start = testInfo.project.name === 'mobile' ? 6 : 5;
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  await fillCard(page);
  await pay(page, 'en');
  await page.goto('/reservation/checkin/start/');
  await page.getByRole('button', { name: t('start.submit') }).click();
  await expect(page).toHaveURL(/\/reservation\/checkin\/details\/$/, { timeout: 15_000 });
  await page.locator('#checkin-address').fill('Laugavegur 1');
  await page.locator('#checkin-zipcode').fill('101');
  await page.locator('#checkin-city').fill('Reykjavík');
  await page.locator('#checkin-licenseNumber').fill('IS-1234567');
  await page.locator('#checkin-dateOfBirth').fill('1990-05-01');
  for (const side of ['front', 'back'] as const) {
    await page
      .getByTestId(`photo-camera-checkin-photo-0-${side}`)
      .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: tinyPng });
    await expect(page.locator(`#checkin-photo-0-${side}-status`)).toHaveText(t('photo.uploaded'), { timeout: 15_000 });
  }
  await page.getByRole('button', { name: t('details.submit') }).click();
  await page.getByRole('button', { name: t('options.submit') }).click();
  await expect(page).toHaveURL(/\/reservation\/checkin\/payment\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: t('payment.title') })).toBeVisible();
  if (await page.getByTestId('checkin-nothing-due').isVisible()) {
    await page.getByRole('button', { name: t('payment.continue') }).click();
  } else {
    await fillCard(page);
    await page.locator('form[aria-labelledby="payment-title"] button[type="submit"]').click();
  }
  await page.getByRole('button', { name: t('contract.submit') }).click();
  await expect(page).toHaveURL(/\/reservation\/checkin\/signature\/$/, { timeout: 15_000 });
  const link = (await page.getByTestId('signing-link').getAttribute('href')) ?? '';

  const fresh = await browser.newContext({ baseURL });
  await fresh.addInitScript((code) => window.localStorage.setItem('car-hide-coupon', code), promoCode);
  const other = await fresh.newPage();
  await other.goto(new URL(link).pathname + new URL(link).search);
  await other.getByRole('button', { name: t('signature.typeInstead') }).click();
  await expect(other.getByTestId('typed-signature')).not.toBeEmpty();
  await other.getByRole('button', { name: t('signature.submit') }).click();
  await expect(other.getByRole('heading', { level: 1, name: t('done.title') })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(other);
  await fresh.close();
});
