import {
  bookingStrings,
  chooseFirstVehicle,
  continueFromOptions,
  expectNoAxeViolations,
  fillCard,
  fillDetails,
  inDays,
  pay,
  payOnProcessorPage,
  prefixOf,
  declineUntilTheProcessorGivesUp,
  onProcessorPage,
  reachPayment,
  searchField,
  searchFromHome,
  stepHeading,
  submitButton,
  submitDetails,
  clickDay,
} from './support/booking';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { plannedPage } from './support/site-plan';

/**
 * The booking wizard against the built site, its functions and the embedded database (spec §2, §4):
 * from the home page's search to a paid booking in three languages, a refused card, a reload at every
 * step, a double click on pay, and axe on every step at 360 px and 1280 px.
 */

// A booking makes about ten calls of the functions, each about half a second through `netlify serve`.
test.describe.configure({ timeout: 120_000 });

// Each test books its own dates, so the two projects and the languages never compete for a unit.
let offset = 20;
const trip = () => {
  offset += 4;
  return [inDays(offset), inDays(offset + 3)] as const;
};

for (const [language, days] of [
  ['en', 30],
  ['is', 40],
  ['zh', 50],
] as const) {
  test(`books a car from the home page to the confirmation in ${language}`, async ({ page }, testInfo) => {
    const t = bookingStrings(language);
    const shift = testInfo.project.name === 'mobile' ? 2 : 0;
    await searchFromHome(page, language, inDays(days + shift), inDays(days + shift + 3));
    await expect(stepHeading(page)).toHaveText(t('booking.vehicles.title'));
    await expect(stepHeading(page)).toBeFocused();
    await chooseFirstVehicle(page, language);
    await expect(stepHeading(page)).toHaveText(t('booking.options.title'));
    await continueFromOptions(page, language);
    await expect(stepHeading(page)).toHaveText(t('booking.details.title'));
    await fillDetails(page);
    await submitDetails(page, language);
    await expect(stepHeading(page)).toHaveText(t('booking.payment.title'));
    await fillCard(page);
    const reference = await pay(page, language);
    await expect(stepHeading(page)).toHaveText(t('booking.confirmation.title'));
    await expect(page.getByRole('link', { name: t('booking.confirmation.manage') })).toHaveAttribute(
      'href',
      `${prefixOf(language)}/reservation/`,
    );
    const answer = await page.request.get(`/api/reservations/${reference}`);
    expect(answer.status()).toBe(200);
    expect((await answer.json()).reservation).toMatchObject({ status: 'confirmed', amountDue: 0 });
  });
}

test('declined cards until the processor ends its page land on the error page; another card pays the held reservation', async ({
  page,
}) => {
  const t = bookingStrings('en');
  const [pickup, dropOff] = trip();
  await reachPayment(page, 'en', pickup, dropOff);
  const site = new URL(page.url()).origin;
  await fillCard(page, '4000 0000 0000 0002');
  await submitButton(page).click();
  await declineUntilTheProcessorGivesUp(page, site);
  await expect(page).toHaveURL(/\/book\/error\/$/, { timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveText(t('booking.errors.card_declined'));
  await page.getByRole('button', { name: t('booking.error.retryPayment') }).click();
  await expect(page).toHaveURL(/\/book\/payment\/$/);
  await fillCard(page);
  await pay(page, 'en');
});

test('the wizard comes back to the same step after a reload at each step', async ({ page }) => {
  const t = bookingStrings('en');
  const [pickup, dropOff] = trip();
  await searchFromHome(page, 'en', pickup, dropOff);
  await page.locator('li[data-sold-out="false"]').first().waitFor();
  await page.reload();
  await expect(stepHeading(page)).toHaveText(t('booking.vehicles.title'));
  await expect(searchField(page, 1)).not.toHaveText(/Choose dates/);
  await chooseFirstVehicle(page, 'en');
  await page.reload();
  await expect(page).toHaveURL(/\/book\/options\/$/);
  await expect(stepHeading(page)).toHaveText(t('booking.options.title'));
  await continueFromOptions(page, 'en');
  await page.reload();
  await expect(page).toHaveURL(/\/book\/details\/$/);
  await fillDetails(page);
  await submitDetails(page, 'en');
  await page.reload();
  await expect(page).toHaveURL(/\/book\/payment\/$/);
  await expect(stepHeading(page)).toHaveText(t('booking.payment.title'));
  await fillCard(page);
  await pay(page, 'en');
  await page.reload();
  await expect(page).toHaveURL(/\/book\/confirmation\/$/);
  await expect(page.getByTestId('reservation-reference')).toBeVisible();
});

test('a step opened too early goes back to the furthest step the booking allows', async ({ page }) => {
  await page.goto('/book/payment/');
  await expect(page).toHaveURL(/\/book\/vehicles\/$/);
  await page.goto('/de/book/details/');
  await expect(page).toHaveURL(/\/de\/book\/vehicles\/$/);
});

test('a search link opens the vehicle list of its search, then leaves the address', async ({ page }) => {
  const [pickup, dropOff] = trip();
  await page.goto(`/is/book/vehicles/?pickup=kef&return=kef&from=${pickup}T10:00&to=${dropOff}T14:00&utm_source=mail`);
  await expect(page.locator('li[data-sold-out="false"] button').first()).toBeVisible();
  await expect(page).toHaveURL(/\/is\/book\/vehicles\/\?utm_source=mail$/);
  const summary = page.locator('aside[aria-labelledby="summary-title"]');
  await expect(summary).toContainText('Keflavíkurflugvöllur');
  await expect(summary).toContainText('10:00');
  await expect(summary).toContainText('14:00');
  // A link whose dates cannot be booked keeps the places and asks for the dates again.
  await page.goto('/book/vehicles/?pickup=kef&from=2001-01-01T10:00&to=2001-01-05T10:00');
  await expect(page).toHaveURL(/\/book\/vehicles\/$/);
  await expect(page.locator('li[data-sold-out]')).toHaveCount(0);
});

test('a double click on the pay button charges once', async ({ page }) => {
  const [pickup, dropOff] = trip();
  await reachPayment(page, 'en', pickup, dropOff);
  await fillCard(page);
  await submitButton(page).dblclick();
  await payOnProcessorPage(page);
  await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 15_000 });
  const reference = (await page.getByTestId('reservation-reference').textContent()) ?? '';
  const { reservation } = await (await page.request.get(`/api/reservations/${reference}`)).json();
  expect(reservation.paid).toBe(reservation.total);
});

test('the date picker tells which dates are unavailable and why', async ({ page }) => {
  await page.goto('/');
  await searchField(page, 1).click();
  const yesterday = page.locator(`[data-date="${inDays(-1)}"]`);
  if ((await yesterday.count()) > 0) {
    await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    await expect(yesterday).toHaveAttribute('aria-label', /unavailable: this date can no longer be booked/);
  }
  const today = page.locator(`[data-date="${inDays(0)}"]`);
  await expect(today).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#search-panel')).toBeHidden();
  await expect(searchField(page, 1)).toBeFocused();
});

test('the search button opens the date picker while a date is missing', async ({ page }) => {
  await page.goto('/');
  await page.locator('form[role="search"] button[type="submit"]:not([data-pending])').click();
  await expect(page.locator('#search-panel')).toBeVisible();
  await expect(page.locator('[data-date]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

for (const width of [360, 1280]) {
  test(`axe finds no violation on any booking step at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const [pickup, dropOff] = trip();
    await searchFromHome(page, 'en', pickup, dropOff);
    await page.locator('li[data-sold-out="false"]').first().waitFor();
    await expectNoAxeViolations(page);
    await chooseFirstVehicle(page, 'en');
    await page.locator('form[aria-labelledby="step-title"]').waitFor();
    await expectNoAxeViolations(page);
    await continueFromOptions(page, 'en');
    await submitButton(page).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await fillDetails(page);
    await submitDetails(page, 'en');
    await page.locator('#accept-terms').waitFor();
    await expectNoAxeViolations(page);
    const site = new URL(page.url()).origin;
    await fillCard(page, '4000 0000 0000 0002');
    await submitButton(page).click();
    await declineUntilTheProcessorGivesUp(page, site);
    await expect(page).toHaveURL(/\/book\/error\/$/, { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.locator('main button').first().click();
    await fillCard(page);
    await pay(page, 'en');
    await expectNoAxeViolations(page);
  });
}

test.describe('keyboard only', () => {
  /** Presses Tab until the focused element matches `selector` (as a keyboard user would). */
  async function tabTo(page: Page, selector: string, backwards = false) {
    for (let presses = 0; presses < 80; presses += 1) {
      if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  test('books a car using only the keyboard', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
    const days = testInfo.project.name === 'mobile' ? 61 : 64;
    await page.goto('/');
    await page.locator('form[role="search"]:not([data-pending])').waitFor();
    await tabTo(page, 'button[aria-labelledby^="search-1-label"]');
    await page.keyboard.press('Enter');
    // Focus is on today: move to the pickup day with the arrow keys, Enter, then three days on, Enter.
    await expect(page.locator(`[data-date="${inDays(0)}"]`)).toBeFocused();
    for (let day = 0; day < days; day += 7) await page.keyboard.press(days - day >= 7 ? 'ArrowDown' : 'ArrowRight');
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? '');
    expect(focused > inDays(0)).toBe(true);
    await page.keyboard.press('Enter');
    for (let day = 0; day < 3; day += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.locator('#search-panel')).toBeHidden();
    await tabTo(page, 'form[role="search"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/vehicles\/$/);

    await page.locator('li[data-sold-out="false"]').first().waitFor();
    await tabTo(page, 'li[data-sold-out="false"] button');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/options\/$/);

    await page.locator('form[aria-labelledby="step-title"]').waitFor();
    await tabTo(page, 'form[aria-labelledby="step-title"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/details\/$/);

    const type = async (selector: string, text: string) => {
      await tabTo(page, selector);
      await page.keyboard.type(text);
    };
    await type('#field-firstName', 'Jón');
    await type('#field-lastName', 'Sigurðsson');
    await type('#field-email', 'jon@example.com');
    await type('#field-phone', '5551234');
    await tabTo(page, '#field-country');
    await page.keyboard.type('Iceland');
    await tabTo(page, '#field-dateOfBirth');
    // Chromium's date field takes the digits segment by segment (month, day, year in en-US).
    await page.keyboard.type('05011990');
    await tabTo(page, '#field-numberOfPassengers');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await tabTo(page, 'form[aria-labelledby="step-title"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/payment\/$/, { timeout: 15_000 });

    await page.locator('#accept-terms').waitFor();
    // The pay button is disabled while the step looks the reservation up again; Tab skips it until then.
    await expect(page.locator('form[aria-labelledby="step-title"] button[type="submit"]')).toBeEnabled();
    await tabTo(page, '#accept-terms');
    await page.keyboard.press('Space');
    const site = new URL(page.url()).origin;
    await tabTo(page, 'form[aria-labelledby="step-title"] button[type="submit"]');
    await page.keyboard.press('Enter');
    // The card on the processor's page, which takes the whole window (issue 37): Tab reaches its fields.
    await onProcessorPage(page, site);
    const typeInField = async (name: string, text: string) => {
      const field = page.locator(`input[name="${name}"]`);
      for (let presses = 0; presses < 80; presses += 1) {
        if (await field.evaluate((input) => input.ownerDocument.activeElement === input)) break;
        await page.keyboard.press('Tab');
      }
      await page.keyboard.type(text);
    };
    await typeInField('holderName', 'Jon Sigurdsson');
    await typeInField('number', '4242424242424242');
    await typeInField('expiry', '12/30');
    await typeInField('cvc', '123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/confirmation\/$/, { timeout: 20_000 });
    await expect(page.getByTestId('reservation-reference')).toHaveText(/^[A-Z0-9]{7}$/);
  });
});

test(
  "the header's book item opens a search on desktop and goes to the home page's search on mobile",
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    const plan = await plannedPage('car', 'blogPostPage', 'de');
    await page.goto(plan.path);
    const book = page.locator('header li a[aria-expanded]');
    // The header's buttons work once the page is hydrated; until then a click does nothing (the menu)
    // or follows the book link to the home page.
    if (testInfo.project.name === 'mobile') {
      const menu = page.getByRole('button', { name: 'Menü' });
      await expect(async () => {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        await expect(book).toBeVisible({ timeout: 1000 });
      }).toPass();
      await book.click();
      await expect(page).toHaveURL(/\/de\/$/);
      return;
    }
    await expect(async () => {
      if (!page.url().endsWith(plan.path)) await page.goto(plan.path);
      if ((await book.getAttribute('aria-expanded')) !== 'true') await book.click();
      await expect(book).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    const [pickup, dropOff] = trip();
    await page.locator('button[aria-labelledby^="header-search-1-label"]').click();
    await clickDay(page, pickup, '#book-search');
    await clickDay(page, dropOff, '#book-search');
    await page.locator('#book-search button[type="submit"]').click();
    await expect(page).toHaveURL(/\/de\/book\/vehicles\/$/);
    await expect(page.locator('li[data-sold-out="false"] button').first()).toBeVisible();
  },
);

test(
  "a vehicle list's header book item leads to the list's own search (search mode)",
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    const plan = await plannedPage('car', 'vehicleOverviewPage', 'is');
    await page.goto(plan.path);
    await expect(page.locator('header[data-mode]')).toHaveAttribute('data-mode', 'search');
    const pageSearch = page.locator('[data-page-search]');
    await expect(pageSearch.getByRole('search')).toBeVisible();
    const book = page.locator('header li a[aria-expanded]');
    const menu = page.locator('header button[aria-controls="site-menu"]');
    // Before hydration a click follows the book link (to the home page) or does nothing (the menu).
    await expect(async () => {
      if (!page.url().endsWith(plan.path)) await page.goto(plan.path);
      if (testInfo.project.name === 'mobile' && (await menu.getAttribute('aria-expanded')) !== 'true')
        await menu.click();
      await book.click({ timeout: 1000 });
      await expect(pageSearch.locator(':focus')).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    expect(page.url()).toMatch(new RegExp(`${plan.path}$`));
    await expect(book).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#book-search')).toHaveCount(0);
    await expect(pageSearch).toBeInViewport();
  },
);

test(
  "the home page's header is see-through over the hero on a phone until the page scrolls (transparent mode)",
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    await page.goto('/is/');
    const header = page.locator('header[data-mode]');
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundImage);
    if (testInfo.project.name !== 'mobile') {
      // The desktop header's rows vary with its menu: it stays solid above the hero.
      await expect(header).not.toHaveAttribute('data-mode', 'transparent');
      expect(await background()).toBe('none');
      return;
    }
    await expect(header).toHaveAttribute('data-mode', 'transparent');
    expect(await background()).toContain('gradient');
    const heroTop = await page
      .locator('section[aria-labelledby="home-title"]')
      .evaluate((hero) => hero.getBoundingClientRect().top);
    const headerBox = await header.boundingBox();
    expect(heroTop).toBeLessThanOrEqual(headerBox?.y ?? 0);
    await page.mouse.wheel(0, 300);
    await expect(header).not.toHaveAttribute('data-mode', 'transparent');
    expect(await background()).toBe('none');
  },
);

// Issue 30: the summary panel as a visitor reads it beside the steps (the vehicle "or similar", the
// price details, the road tax line and its dialog) and the details step's three sections, in German.
test('the summary names the car "or similar", details its price with the road tax explained, and the details step has its three sections', async ({
  page,
}, testInfo) => {
  const language = 'de';
  const t = bookingStrings(language);
  // Within the months the desktop calendar shows without paging.
  const days = testInfo.project.name === 'mobile' ? 57 : 60;
  await searchFromHome(page, language, inDays(days), inDays(days + 3));
  // An electric car pays the road tax per day (spec §3 Price summary lines).
  await page
    .locator('li[data-sold-out="false"]')
    .filter({ hasText: 'Hyundai Kona Electric' })
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/book\/options\/$/);

  const summary = page.getByRole('complementary', { name: t('booking.summary.title') });
  await expect(summary.getByText(`Hyundai Kona Electric ${t('booking.summary.orSimilar')}`)).toBeVisible();
  await expect(summary.getByRole('heading', { level: 3, name: t('booking.summary.invoice') })).toBeVisible();
  const roadTaxLine = summary.getByRole('row', { name: new RegExp(t('booking.lines.roadTax')) });
  await expect(roadTaxLine).toBeVisible();
  await summary.getByRole('button', { name: t('booking.roadTax.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('booking.roadTax.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t('booking.roadTax.text'));
  await dialog.getByRole('button', { name: t('booking.roadTax.close') }).click();
  await expect(dialog).toBeHidden();

  await continueFromOptions(page, language);
  for (const section of ['booking.details.personal', 'booking.details.drivers', 'booking.details.trip']) {
    await expect(page.getByRole('group', { name: t(section), exact: true })).toBeVisible();
  }
  await expect(summary.getByText(`Hyundai Kona Electric ${t('booking.summary.orSimilar')}`)).toBeVisible();
});
