import {
  expectNoAxeViolations,
  fillCard,
  inDays,
  onProcessorPage,
  payEmbedded,
  prefixOf,
  reachPayment,
  submitButton,
  testCards,
  typeCard,
} from './support/booking';
import { expect, test } from './support/fixtures';
import {
  book,
  expectInternalLinksWork,
  expectNoSidewaysScroll,
  findReservation,
  otherDevice,
  pageStrings,
  templatePattern,
} from './support/reservation';

/**
 * Issue 14, first part: a reservation booked on one device is found on another by its reference and
 * last name, shown, and cancelled with the refund shown first (spec §2 /reservation/…); a booking whose
 * card was declined is paid from the overview, and a refund is asked for. The other device is of the
 * project's kind: a 360 px touch phone, or a 1280 px desktop.
 */
test.describe.configure({ timeout: 180_000 });

for (const [language, days] of [
  // Within the four months the home page's calendar shows, apart from the other specs' days.
  ['en', 8],
  ['is', 12],
  ['zh', 16],
] as const) {
  test(`finds a booking on another device, shows it and cancels it in ${language}`, async ({
    page,
    browser,
  }, testInfo) => {
    const t = pageStrings(language, 'reservation');
    const reference = await book(page, language, days + (testInfo.project.name === 'mobile' ? 5 : 0));

    const phone = await otherDevice(browser, testInfo);
    // Without a proven reservation the overview leads to find, which comes back to it.
    await phone.goto(`${prefixOf(language)}/reservation/`);
    await expect(phone).toHaveURL(/\/reservation\/find\/\?next=/);
    await expectNoAxeViolations(phone);
    await expectInternalLinksWork(phone);
    await expect(phone.getByRole('button', { name: t('find.submit') })).toBeEnabled();
    await phone.getByLabel(t('find.reference')).fill(reference.toLowerCase());
    await phone.getByLabel(t('find.contact')).fill('jónsdóttir');
    await phone.getByRole('button', { name: t('find.submit') }).click();
    await expect(phone).toHaveURL(new RegExp(`${prefixOf(language)}/reservation/$`));

    await expect(phone.getByTestId('reservation-reference')).toHaveText(reference);
    await expect(phone.getByTestId('reservation-status')).toHaveText(t('status.confirmed'));
    await expect(phone.getByTestId('reservation-pickup')).not.toBeEmpty();
    await expect(phone.getByTestId('reservation-total')).not.toBeEmpty();
    await expect(phone.getByTestId('reservation-cancellation')).toHaveText(
      templatePattern(t('overview.freeCancellationUntil')),
    );
    await expectNoAxeViolations(phone);
    await expectNoSidewaysScroll(phone);
    await expectInternalLinksWork(phone);

    await phone.getByRole('link', { name: t('overview.cancel') }).click();
    await expect(phone).toHaveURL(new RegExp(`${prefixOf(language)}/reservation/cancel/$`));
    const refund = (await phone.getByTestId('cancel-refund').textContent()) ?? '';
    expect(refund).toMatch(/\d/);
    // Cancelled within the free period: everything paid comes back.
    expect(refund).toBe((await phone.getByTestId('cancel-paid').textContent()) ?? '');
    await expectNoAxeViolations(phone);
    await expectNoSidewaysScroll(phone);
    await phone.getByRole('button', { name: t('cancel.confirm').replace('{{refund}}', refund) }).click();

    await expect(phone).toHaveURL(new RegExp(`${prefixOf(language)}/reservation/$`));
    await expect(phone.getByTestId('reservation-status')).toHaveText(t('status.cancelled'));
    await expect(phone.getByTestId('reservation-refunded')).toHaveText(refund);
    await phone.context().close();
  });
}

test('a booking whose card was declined is paid from the overview, then a refund is asked for', async ({
  page,
}, testInfo) => {
  const t = pageStrings('en', 'reservation');
  const day = testInfo.project.name === 'mobile' ? 20 : 24;
  await reachPayment(page, 'en', inDays(day), inDays(day + 2));
  const site = new URL(page.url()).origin;
  await fillCard(page, testCards.declined);
  await submitButton(page).click();
  // The processor's page takes the whole window (issue 37): the refusal is said there, and the
  // customer gives up with its Cancel button, back on the payment step.
  await onProcessorPage(page, site);
  await typeCard(page, testCards.declined);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.locator('button[value="cancel"]').click();
  await expect(page).toHaveURL(/\/book\/payment\/$/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-error')).toBeVisible();

  // The hold runs: the overview of this tab shows what is due and takes the card.
  await page.goto('/reservation/');
  await expect(page.getByTestId('reservation-status')).toHaveText(t('status.pending_payment'));
  await expect(page.getByRole('region', { name: t('overview.payNow') })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await fillCard(page);
  await payEmbedded(page);
  await expect(page.getByTestId('reservation-status')).toHaveText(t('status.confirmed'), { timeout: 20_000 });
  const paid = (await page.getByTestId('reservation-paid').textContent()) ?? '';
  expect(paid).toMatch(/\d/);

  await page.getByRole('link', { name: t('overview.requestRefund') }).click();
  await expect(page).toHaveURL(/\/reservation\/refund\/$/);
  await expect(page.getByRole('heading', { level: 1, name: t('refund.title') })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectInternalLinksWork(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: t('refund.submit') }).click();
  await expect(page.getByRole('link', { name: t('refund.reasonRequired') })).toBeVisible();
  await expect(page.locator('#refund-reason-error')).toHaveText(t('refund.reasonRequired'));
  await page.getByLabel(t('refund.reason')).fill('Our flight was cancelled.');
  await page.locator('#refund-amount').fill('999999');
  await page.getByRole('button', { name: t('refund.submit') }).click();
  await expect(page.locator('#refund-amount-error')).toHaveText(
    t('refund.amountTooHigh').replace('{{amount}}', paid.trim()),
  );
  await page.locator('#refund-amount').fill('');
  await page.getByRole('button', { name: t('refund.submit') }).click();
  await expect(page.getByTestId('refund-sent')).toHaveText(t('refund.sent').replace('{{amount}}', paid.trim()), {
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);
});

test('find with a wrong email shows the not-found message on the page', async ({ page }) => {
  const t = pageStrings('en', 'reservation');
  await findReservation(page, 'en', 'CAAAAAA', 'nobody@example.com');
  await expect(page.getByTestId('find-failure')).toHaveText(t('find.notFound'));
});

test("the header's Manage booking link leads to the find page in every language", async ({ request }) => {
  for (const language of ['en', 'is', 'de', 'es', 'fr', 'pt', 'zh']) {
    const response = await request.get(`${prefixOf(language)}/reservation/find/`);
    expect(response.status(), language).toBe(200);
  }
});
