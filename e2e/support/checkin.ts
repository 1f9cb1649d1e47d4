// The online check-in's steps (issue 14), shared by e2e/checkin.spec.ts and e2e/csp.spec.ts.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, fillCard, payIfProcessorAsks, prefixOf } from './booking';
import { expect } from './fixtures';
import { expectInternalLinksWork, expectNoSidewaysScroll, pageStrings } from './reservation';

/** A valid 1 × 1 PNG (docs/api.md); the page downscales and re-encodes it before the upload. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Draws a stroke on the pad: touch points on a touch device, the mouse elsewhere. */
export async function drawSignature(page: Page, touch: boolean) {
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

const stepPath = (language: string, step: string) => new RegExp(`${prefixOf(language)}/reservation/checkin/${step}/$`);

/** From the overview of a proven reservation to the signature step, checking each step on the way. */
export async function checkInToSignature(page: Page, language: string, { check }: { check: boolean }) {
  const t = pageStrings(language, 'checkin');
  await page.getByTestId('check-in-link').click();
  await expect(page).toHaveURL(stepPath(language, 'start'));
  await expect(page.getByRole('heading', { level: 1, name: t('start.title') })).toBeVisible();
  if (check) {
    await expectNoAxeViolations(page);
    await expectInternalLinksWork(page);
  }
  await page.getByRole('button', { name: t('start.submit') }).click();

  await expect(page).toHaveURL(stepPath(language, 'details'), { timeout: 15_000 });
  await page.locator('#checkin-address').fill('Laugavegur 1');
  await page.locator('#checkin-zipcode').fill('101');
  await page.locator('#checkin-city').fill('Reykjavík');
  await page.locator('#checkin-licenseNumber').fill('IS-1234567');
  await page.locator('#checkin-dateOfBirth').fill('1990-05-01');
  if (check) {
    // Without photos the summary takes focus and names both.
    await page.getByRole('button', { name: t('details.submit') }).click();
    await expect(page.locator('#error-summary-title')).toBeVisible();
    await expect(page.getByRole('link', { name: t('photo.missing.front') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('photo.missing.back') })).toBeVisible();
  }
  for (const side of ['front', 'back'] as const) {
    await page
      .getByTestId(`photo-${side === 'front' ? 'camera' : 'gallery'}-checkin-photo-0-${side}`)
      .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: tinyPng });
    await expect(page.locator(`#checkin-photo-0-${side}-status`)).toHaveText(t('photo.uploaded'), {
      timeout: 15_000,
    });
    // The downscaled photo shows as its preview.
    await expect(page.locator(`[aria-labelledby="checkin-photo-0-${side}-label"] img`)).toBeVisible();
  }
  if (check) {
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
  await page.getByRole('button', { name: t('details.submit') }).click();

  await expect(page).toHaveURL(stepPath(language, 'options'), { timeout: 15_000 });
  await expect(page.getByLabel(t('options.extraDrivers'))).toBeVisible();
  if (check) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('options.submit') }).click();

  await expect(page).toHaveURL(stepPath(language, 'payment'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: t('payment.title') })).toBeVisible();
  if (check) await expectNoAxeViolations(page);
  // The step shows its amounts once the reservation is read: only then is "nothing due" a fact.
  await expect(page.getByTestId('payment-deposit')).toContainText(/\d/, { timeout: 15_000 });
  const site = new URL(page.url()).origin;
  if (await page.getByTestId('checkin-nothing-due').isVisible()) {
    await page.getByRole('button', { name: t('payment.continue') }).click();
  } else {
    await fillCard(page);
    await page.locator('form[aria-labelledby="payment-title"] button[type="submit"]').click();
  }
  // The deposit hold (and anything outstanding) goes on the card kept from the booking, or through the
  // processor's page (the whole window, issue 37) when the server asks for it; either way the check-in
  // comes back to its contract.
  await payIfProcessorAsks(page, site, page.getByTestId('agreement'));

  await expect(page).toHaveURL(stepPath(language, 'contract'), { timeout: 15_000 });
  await expect(page.getByTestId('agreement')).toContainText('Guðrún');
  if (check) {
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
  await page.getByRole('button', { name: t('contract.submit') }).click();
  await expect(page).toHaveURL(stepPath(language, 'signature'), { timeout: 15_000 });
}
