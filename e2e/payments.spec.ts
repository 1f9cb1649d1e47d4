import type { Page, Request } from '@playwright/test';
import {
  bookingStrings,
  fillCard,
  inDays,
  pay,
  payEmbedded,
  payOnProcessorPage,
  processorFrame,
  reachPayment,
  searchField,
  submitButton,
  testCards,
  clickDay,
} from './support/booking';
import { expect, test } from './support/fixtures';
import { pageStrings, templatePattern } from './support/reservation';

/**
 * Issue 26, payments through the processor's page: the card is typed only in the frame of the test
 * processor (another origin), 3-D Secure challenges are answered there, and no request of our page to
 * /api/* ever carries a card number. At 360 px and 1280 px (the config's two projects). Then the deposit
 * hold of an online check-in, a cancellation's refund and a change's difference, on the overview.
 */
test.describe.configure({ timeout: 180_000 });

/** Every request the page sends to our functions, with its body: none may carry a card number. */
function recordApiRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request);
  });
  return sent;
}

function expectNoCardNumbers(sent: Request[]) {
  expect(sent.length).toBeGreaterThan(0);
  const numbers = Object.values(testCards).map((card) => card.replace(/\s/g, ''));
  for (const request of sent) {
    const seen = `${request.url()} ${request.postData() ?? ''}`.replace(/[\s-]/g, '');
    for (const number of numbers) expect(seen, request.url()).not.toContain(number);
    expect(request.postData() ?? '').not.toMatch(/"(card|cvc|number|expMonth)"/);
  }
}

// Days of their own (other specs book up to about day 65), apart for the two projects.
const day = (base: number, project: string) => base + (project === 'mobile' ? 0 : 2);

test('pays with 4242 4242 4242 4242 in the processor frame; no card number reaches /api/*', async ({
  page,
}, testInfo) => {
  const sent = recordApiRequests(page);
  const t = bookingStrings('en');
  const start = day(70, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  // Before paying: what is charged now and in which currency, and what is only held.
  await expect(page.getByTestId('payment-due-now')).toHaveText(templatePattern(t('booking.payment.chargedNow')));
  await expect(page.getByTestId('payment-deposit')).toContainText(/\d/);
  await expect(page.locator('input[autocomplete^="cc-"]')).toHaveCount(0);
  await fillCard(page, testCards.succeeds);
  await submitButton(page).click();
  const frame = page.locator(`iframe[title="${t('booking.payment.frameTitle')}"]`);
  await expect(frame).toBeVisible();
  // The frame's height is reserved: it does not grow when the processor's page loads.
  const before = await frame.boundingBox();
  await processorFrame(page).locator('input[name="number"]').waitFor();
  expect((await frame.boundingBox())?.height).toBe(before?.height);
  const frameOrigin = new URL((await frame.getAttribute('src')) ?? '').origin;
  expect(frameOrigin).not.toBe(new URL(page.url()).origin);
  await payOnProcessorPage(page, testCards.succeeds);
  await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 20_000 });
  expectNoCardNumbers(sent);
});

test('pays with the 3-D Secure card, the challenge approved in the frame', async ({ page }, testInfo) => {
  const sent = recordApiRequests(page);
  const start = day(74, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  await fillCard(page, testCards.challenge);
  await submitButton(page).click();
  await payOnProcessorPage(page, testCards.challenge, 'approve');
  await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 20_000 });
  const reference = (await page.getByTestId('reservation-reference').textContent()) ?? '';
  const { reservation } = await (await page.request.get(`/api/reservations/${reference}`)).json();
  expect(reservation).toMatchObject({ status: 'confirmed', amountDue: 0 });
  expectNoCardNumbers(sent);
});

test('a denied challenge says so clearly, keeps the hold, and another card pays', async ({ page }, testInfo) => {
  const sent = recordApiRequests(page);
  const t = bookingStrings('en');
  const start = day(78, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  await fillCard(page, testCards.challenge);
  await submitButton(page).click();
  await payOnProcessorPage(page, testCards.challenge, 'deny');
  await expect(page).toHaveURL(/\/book\/error\/$/, { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText(t('booking.errors.authentication_failed'));
  await page.getByRole('button', { name: t('booking.error.retryPayment') }).click();
  await expect(page).toHaveURL(/\/book\/payment\/$/);
  await fillCard(page, testCards.succeeds);
  await pay(page, 'en');
  expectNoCardNumbers(sent);
});

test('a declined card says so, and the reservation stays held for another card', async ({ page }, testInfo) => {
  const sent = recordApiRequests(page);
  const t = bookingStrings('en');
  const start = day(82, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  await fillCard(page, testCards.declined);
  await submitButton(page).click();
  await payOnProcessorPage(page, testCards.declined);
  await expect(page).toHaveURL(/\/book\/error\/$/, { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText(t('booking.errors.card_declined'));
  await expect(page.getByRole('button', { name: t('booking.error.retryPayment') })).toBeVisible();
  expectNoCardNumbers(sent);
});

test('online check-in holds the deposit, and the overview shows it with its release date', async ({
  page,
}, testInfo) => {
  const sent = recordApiRequests(page);
  const t = pageStrings('en', 'checkin');
  const r = pageStrings('en', 'reservation');
  // Within the seven days before pickup, when check-in is open.
  const start = testInfo.project.name === 'mobile' ? 5 : 6;
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  await fillCard(page);
  await pay(page, 'en');
  await page.goto('/reservation/');
  await expect(page.getByTestId('reservation-deposit')).toHaveText(templatePattern(r('overview.depositNotHeld')));

  await page.getByTestId('check-in-link').click();
  await page.getByRole('button', { name: t('start.submit') }).click();
  await expect(page).toHaveURL(/\/reservation\/checkin\/details\/$/, { timeout: 15_000 });
  await page.locator('#checkin-address').fill('Laugavegur 1');
  await page.locator('#checkin-zipcode').fill('101');
  await page.locator('#checkin-city').fill('Reykjavík');
  await page.locator('#checkin-licenseNumber').fill('IS-1234567');
  await page.locator('#checkin-dateOfBirth').fill('1990-05-01');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  for (const side of ['front', 'back'] as const) {
    await page
      .getByTestId(`photo-gallery-checkin-photo-0-${side}`)
      .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: png });
    await expect(page.locator(`#checkin-photo-0-${side}-status`)).toHaveText(t('photo.uploaded'), {
      timeout: 15_000,
    });
  }
  await page.getByRole('button', { name: t('details.submit') }).click();
  await expect(page).toHaveURL(/\/reservation\/checkin\/options\/$/, { timeout: 15_000 });
  await page.getByRole('button', { name: t('options.submit') }).click();
  await expect(page).toHaveURL(/\/reservation\/checkin\/payment\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('payment-deposit')).toContainText(/\d/);
  if (await page.getByTestId('checkin-nothing-due').isVisible()) {
    await page.getByRole('button', { name: t('payment.continue') }).click();
  } else {
    await fillCard(page);
    await page.locator('form[aria-labelledby="payment-title"] button[type="submit"]').click();
  }
  // The hold goes on the card kept from the booking, or through the processor's page when it asks.
  const frame = page.locator('[data-testid="processor-checkout"] iframe');
  await expect(frame.or(page.getByTestId('agreement'))).toBeVisible({ timeout: 15_000 });
  if (await frame.isVisible()) await payOnProcessorPage(page);
  await expect(page).toHaveURL(/\/reservation\/checkin\/contract\/$/, { timeout: 20_000 });

  await page.goto('/reservation/');
  const deposit = page.getByTestId('reservation-deposit');
  await expect(deposit).toHaveAttribute('data-status', 'held');
  await expect(deposit).toHaveText(templatePattern(r('overview.depositHeldUntil')));
  await expect(deposit).toContainText(/20\d\d/);
  expectNoCardNumbers(sent);
});

test('a cancellation is refunded through the processor, and the overview shows the refund', async ({
  page,
}, testInfo) => {
  const r = pageStrings('en', 'reservation');
  const start = day(86, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  await fillCard(page);
  await pay(page, 'en');
  await page.goto('/reservation/');
  await page.getByRole('link', { name: r('overview.cancel') }).click();
  await expect(page).toHaveURL(/\/reservation\/cancel\/$/);
  const refund = (await page.getByTestId('cancel-refund').textContent()) ?? '';
  expect(refund).toMatch(/\d/);
  await page.getByRole('button', { name: r('cancel.confirm').replace('{{refund}}', refund) }).click();
  await expect(page).toHaveURL(/\/reservation\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('reservation-status')).toHaveText(r('status.cancelled'));
  await expect(page.getByTestId('reservation-refunded')).toHaveText(refund);
});

test('a change that costs more pays the difference through the processor page', async ({ page }, testInfo) => {
  const sent = recordApiRequests(page);
  const e = pageStrings('en', 'edit');
  const start = day(90, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  await fillCard(page);
  await pay(page, 'en');
  await page.goto('/reservation/');
  await page.getByTestId('change-booking').click();
  await expect(page).toHaveURL(/\/reservation\/edit\/terms\/$/);
  await searchField(page, 1).click();
  await clickDay(page, inDays(start));
  await clickDay(page, inDays(start + 4));
  await expect(page.locator('#search-panel')).toBeHidden();
  await page.locator('form[role="search"] button[type="submit"]:not([data-pending])').click();
  await expect(page.getByTestId('edit-terms-chosen')).toContainText(e('terms.changed'));
  await page.getByTestId('edit-terms-continue').click();
  await expect(page).toHaveURL(/\/reservation\/edit\/details\/$/);
  await page.locator('form[aria-labelledby="page-title"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/reservation\/edit\/options\/$/);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/reservation\/edit\/payment\/$/);
  await page.getByTestId('edit-confirm').click({ timeout: 15_000 });
  await expect(page.locator('#accept-terms')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('payment-due-now')).toContainText(/\d/);
  await fillCard(page, testCards.challenge);
  await payEmbedded(page, testCards.challenge, 'approve');
  await expect(page.getByTestId('edit-outcome')).toBeVisible({ timeout: 20_000 });
  expectNoCardNumbers(sent);
});
