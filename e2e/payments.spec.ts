import type { Page, Request } from '@playwright/test';
import {
  bookingStrings,
  chooseFirstVehicle,
  continueFromOptions,
  fillCard,
  fillDetails,
  inDays,
  pay,
  payEmbedded,
  onProcessorPage,
  payIfProcessorAsks,
  payOnProcessorPage,
  reachPayment,
  searchField,
  searchFromHome,
  submitButton,
  submitDetails,
  testCards,
  clickDay,
  localeStrings,
  typeCard,
} from './support/booking';
import { expect, test } from './support/fixtures';
import { mailCatcherUrl, waitForEmail } from './support/mail';
import type { CaughtEmail } from '../server/mail/maildev.server';
import { pageStrings, templatePattern } from './support/reservation';

/**
 * Issues 26 and 37, payments through the processor's page: the whole window goes to the test
 * processor's hosted page (another origin, never a frame), the card is typed only there, 3-D Secure
 * challenges are answered there, the processor sends the window to our return page, which lands the
 * customer on the flow's next step; no request of our page to /api/* ever carries a card number. Then
 * Back from the processor's page, a reload of the return page, a refused card and a second card on
 * the same page, the deposit hold of an online check-in, a cancellation's refund and a change's
 * difference.
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

test('pays with 4242 4242 4242 4242 on the processor page in the whole window; no frame, no card number in /api/*', async ({
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
  const site = new URL(page.url()).origin;
  const returns: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/payment-return/')) returns.push(frame.url());
  });
  await fillCard(page, testCards.succeeds);
  await submitButton(page).click();
  // The processor's page takes the whole window: another origin, and the step never framed it.
  const processor = await onProcessorPage(page, site);
  expect(processor).not.toBe(site);
  expect(page.frames()).toHaveLength(1);
  await payOnProcessorPage(page, testCards.succeeds, 'approve', site);
  await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 20_000 });
  // Back through our return page, in the page's language, with the processor's session result.
  expect(returns[0]).toMatch(new RegExp(`^${site}/reservation/payment-return/\\?.*sessionResult=`));
  await expect(page.locator('iframe')).toHaveCount(0);
  expectNoCardNumbers(sent);
});

test('the payment step opens with a page load of its own and frames nothing, before or after Pay', async ({
  page,
}, testInfo) => {
  const start = day(94, testInfo.project.name);
  await searchFromHome(page, 'en', inDays(start), inDays(start + 2));
  await chooseFirstVehicle(page, 'en');
  await continueFromOptions(page, 'en');
  await fillDetails(page);
  // A mark in the details step's document: a client-side route change to the payment would keep it.
  await page.evaluate(() => Object.assign(window, { beforePayment: true }));
  await submitDetails(page, 'en');
  await expect(page.locator('#accept-terms')).toBeVisible();
  expect(await page.evaluate(() => 'beforePayment' in window)).toBe(false);
  await expect(page.locator('iframe')).toHaveCount(0);
  const site = new URL(page.url()).origin;
  await fillCard(page);
  await submitButton(page).click();
  await onProcessorPage(page, site);
  // The processor's page refuses frames (the test processor, as Adyen's): nothing of ours frames it.
  expect(page.frames()).toHaveLength(1);
});

const confirmedSubject = (reference: string) =>
  localeStrings('en', 'mail')('mail.bookingConfirmed.subject').replace('{{reference}}', reference);

/** The booking confirmations caught for a reservation (spec: one per booking, whatever the cards tried). */
async function confirmationsOf(reference: string): Promise<CaughtEmail[]> {
  const emails = (await (await fetch(`${mailCatcherUrl}/api/email`)).json()) as CaughtEmail[];
  return emails.filter((email) => email.subject === confirmedSubject(reference));
}

test('a refused card and then 4242 on the same processor page: one confirmation, one charge, one e-mail', async ({
  page,
}, testInfo) => {
  const sent = recordApiRequests(page);
  const start = day(98, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  const site = new URL(page.url()).origin;
  await fillCard(page, testCards.declined);
  await submitButton(page).click();
  const processor = await onProcessorPage(page, site);
  await typeCard(page, testCards.declined);
  // As on Adyen's page, the checkout stays open after the refusal: the customer types another card.
  await expect(page.locator('input[name="number"]')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(processor);
  await typeCard(page, testCards.succeeds);
  await page.waitForURL((url) => url.origin === site, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 20_000 });
  const reference = (await page.getByTestId('reservation-reference').textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{7}$/);

  const { reservation } = await (await page.request.get(`/api/reservations/${reference}`)).json();
  expect(reservation).toMatchObject({ status: 'confirmed', amountDue: 0, refunded: 0 });
  const charges = (reservation.ledger as { kind: string }[]).filter((entry) => entry.kind === 'captured');
  expect(charges).toHaveLength(1);
  expect(reservation.paid).toBe(reservation.total);
  const confirmation = await waitForEmail((email) => email.subject === confirmedSubject(reference));
  expect(await confirmationsOf(reference)).toEqual([expect.objectContaining({ id: confirmation.id })]);
  expectNoCardNumbers(sent);
});

test("Back from the processor's page comes to the payment step with the booking intact; it pays once", async ({
  page,
}, testInfo) => {
  const t = bookingStrings('en');
  const start = day(102, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  const site = new URL(page.url()).origin;
  const referenceLine = page.getByText(/^Booking reference: [A-Z0-9]{7}$/);
  const heldReference = (await referenceLine.textContent()) ?? '';
  await fillCard(page);
  await submitButton(page).click();
  await onProcessorPage(page, site);
  await page.goBack();
  await expect(page).toHaveURL(/\/book\/payment\/$/);
  // The step as it was: the same held reservation, the terms to accept, Pay to press again.
  await expect(referenceLine).toHaveText(heldReference);
  await expect(submitButton(page)).toHaveText(templatePattern(t('booking.payment.pay')));
  await expect(page.getByTestId('processor-checkout')).toHaveCount(0);
  if (!(await page.locator('#accept-terms').isChecked())) await page.locator('#accept-terms').check();
  await submitButton(page).click();
  await payOnProcessorPage(page, testCards.succeeds, 'approve', site);
  await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 20_000 });
  const reference = (await page.getByTestId('reservation-reference').textContent()) ?? '';
  expect(heldReference).toContain(reference);
  const { reservation } = await (await page.request.get(`/api/reservations/${reference}`)).json();
  expect((reservation.ledger as { kind: string }[]).filter((entry) => entry.kind === 'captured')).toHaveLength(1);
});

test('a reload of the return page applies nothing twice: no second result, checkout or e-mail', async ({
  page,
}, testInfo) => {
  const start = day(106, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  const site = new URL(page.url()).origin;
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /\/payments(\/[^/]+\/result)?$/.test(pathname)) calls.push(pathname);
  });
  let returnUrl = '';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/payment-return/')) returnUrl = frame.url();
  });
  await fillCard(page);
  await submitButton(page).click();
  await payOnProcessorPage(page, testCards.succeeds, 'approve', site);
  await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 20_000 });
  const reference = (await page.getByTestId('reservation-reference').textContent()) ?? '';
  expect(calls.filter((call) => call.endsWith('/result'))).toHaveLength(1);
  expect(calls.filter((call) => call.endsWith('/payments'))).toHaveLength(1);

  // The return page's address again (a reload, or Back to it): it goes on to the same step, asks nothing.
  expect(returnUrl).not.toBe('');
  await page.goto(returnUrl);
  await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 20_000 });
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  expect(calls.filter((call) => call.endsWith('/result'))).toHaveLength(1);
  expect(calls.filter((call) => call.endsWith('/payments'))).toHaveLength(1);
  const { reservation } = await (await page.request.get(`/api/reservations/${reference}`)).json();
  expect((reservation.ledger as { kind: string }[]).filter((entry) => entry.kind === 'captured')).toHaveLength(1);
  const confirmation = await waitForEmail((email) => email.subject === confirmedSubject(reference));
  expect(await confirmationsOf(reference)).toEqual([expect.objectContaining({ id: confirmation.id })]);
});

test("pays with the 3-D Secure card, the challenge approved on the processor's page", async ({ page }, testInfo) => {
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

test("a denied challenge is said on the processor's page, and another card there pays", async ({ page }, testInfo) => {
  const sent = recordApiRequests(page);
  const start = day(78, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  const site = new URL(page.url()).origin;
  await fillCard(page, testCards.challenge);
  await submitButton(page).click();
  const processor = await onProcessorPage(page, site);
  await typeCard(page, testCards.challenge);
  await page.locator('button[value="deny"]').click();
  // As on Adyen's page: the refusal is said there, and the checkout stays open for another card.
  await expect(page.getByRole('alert')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(processor);
  await typeCard(page, testCards.succeeds);
  await page.waitForURL((url) => url.origin === site, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 20_000 });
  expectNoCardNumbers(sent);
});

test("a declined card, then Cancel on the processor's page: the payment step says so, the reservation still held", async ({
  page,
}, testInfo) => {
  const sent = recordApiRequests(page);
  const t = bookingStrings('en');
  const start = day(82, testInfo.project.name);
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  const site = new URL(page.url()).origin;
  await fillCard(page, testCards.declined);
  await submitButton(page).click();
  await onProcessorPage(page, site);
  await typeCard(page, testCards.declined);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.locator('button[value="cancel"]').click();
  await expect(page).toHaveURL(/\/book\/payment\/$/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-error')).toHaveText(t('booking.errors.cancelled'));
  await expect(submitButton(page)).toBeVisible();
  const reference = /[A-Z0-9]{7}$/.exec((await page.getByText(/^Booking reference: /).textContent()) ?? '')?.[0];
  const { reservation } = await (await page.request.get(`/api/reservations/${reference}`)).json();
  expect(reservation).toMatchObject({ status: 'pending_payment', paid: 0 });
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
  const site = new URL(page.url()).origin;
  if (await page.getByTestId('checkin-nothing-due').isVisible()) {
    await page.getByRole('button', { name: t('payment.continue') }).click();
  } else {
    await fillCard(page);
    await page.locator('form[aria-labelledby="payment-title"] button[type="submit"]').click();
  }
  // The hold goes on the card kept from the booking, or through the processor's page when it asks;
  // either way the check-in comes back to its contract.
  await payIfProcessorAsks(page, site, page.getByTestId('agreement'));
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
  // The return lands on the overview after the change (issue 37).
  await expect(page).toHaveURL(/\/reservation\/$/, { timeout: 20_000 });
  await expect(page.getByTestId('reservation-status')).toHaveText(pageStrings('en', 'reservation')('status.confirmed'));
  expectNoCardNumbers(sent);
});
