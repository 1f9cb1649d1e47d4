import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sessionRefusalLimit } from '../../server/payments/test-processor/test-processor.server';

/** A day `days` from today in Iceland (UTC all year), 'YYYY-MM-DD'. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The strings of one locale file (`locales/{language}/{file}.json`), by their whole dotted key. */
export function localeStrings(language: string, file: string): (key: string) => string {
  const source = path.join(__dirname, '../../locales', language, `${file}.json`);
  const strings = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
  return (key) => {
    let node: unknown = strings;
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    if (typeof node !== 'string') throw new Error(`No string ${key} in ${language}/${file}`);
    return node;
  };
}

/** The booking strings of a language, to check the pages speak it. */
export const bookingStrings = (language: string) => localeStrings(language, 'booking');

export const prefixOf = (language: string) => (language === 'en' ? '' : `/${language}`);

/** The search bar's field that opens section `section` (spec §2: 1 dates, 2 pickup place, …), once hydrated (a content page's light bar marks its controls `data-pending` until then). */
export const searchField = (page: Page, section: number) =>
  page.locator(`button[aria-labelledby^="search-${section}-label"]:not([data-pending])`);

/**
 * Clicks `date` in the open date picker inside `scope`, first showing later months when the four
 * shown end before it (a trip some months ahead is past them on some days of the year).
 */
export async function clickDay(page: Page, date: string, scope = '#search-panel') {
  const picker = page.locator(scope);
  const day = picker.locator(`[data-date="${date}"]`);
  const firstMonth = picker.locator('p[id*="-month-"]').first();
  await expect(firstMonth).toBeVisible();
  for (let shown = 0; shown < 24 && (await day.count()) === 0; shown += 1) {
    const before = (await firstMonth.getAttribute('id')) ?? '';
    await picker.locator('button').filter({ hasText: '›' }).click();
    await expect(firstMonth).not.toHaveAttribute('id', before);
  }
  await day.click();
}

/** From the home page: both dates in the calendar, then Search. */
export async function searchFromHome(page: Page, language: string, pickup: string, dropOff: string) {
  await page.goto(`${prefixOf(language)}/`);
  await searchField(page, 1).click();
  await clickDay(page, pickup);
  await clickDay(page, dropOff);
  // spec §4: the picker closes 200 ms after the return date.
  await expect(page.locator('#search-panel')).toBeHidden();
  await page.locator('form[role="search"] button[type="submit"]:not([data-pending])').click();
  await expect(page).toHaveURL(new RegExp(`${prefixOf(language)}/book/vehicles/$`));
}

export async function chooseFirstVehicle(page: Page, language: string) {
  await page.locator('li[data-sold-out="false"] button').first().click();
  await expect(page).toHaveURL(new RegExp(`${prefixOf(language)}/book/options/$`));
}

export async function continueFromOptions(page: Page, language: string) {
  await submitButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${prefixOf(language)}/book/details/$`));
}

export async function fillDetails(page: Page) {
  await page.locator('#field-firstName').fill('Guðrún');
  await page.locator('#field-lastName').fill('Jónsdóttir');
  await page.locator('#field-email').fill('gudrun@example.com');
  await page.locator('#field-phone').fill('555 1234');
  await page.locator('#field-country').selectOption('IS');
  await page.locator('#field-dateOfBirth').fill('1990-05-01');
  await page.locator('#field-numberOfPassengers').fill('2');
}

export async function submitDetails(page: Page, language: string) {
  await submitButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${prefixOf(language)}/book/payment/$`), { timeout: 15_000 });
}

/**
 * From the home page to the payment step with the first free vehicle and no options. Both projects'
 * workers may book the first free car of the same days at the same moment: the one that loses is sent
 * back to the list ("just booked by someone else"), as a customer is, and takes the next free one.
 */
export async function reachPayment(page: Page, language: string, pickup: string, dropOff: string) {
  await searchFromHome(page, language, pickup, dropOff);
  const payment = new RegExp(`${prefixOf(language)}/book/payment/$`);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await chooseFirstVehicle(page, language);
    await continueFromOptions(page, language);
    await fillDetails(page);
    await submitButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${prefixOf(language)}/book/(payment|vehicles)/$`), { timeout: 15_000 });
    if (payment.test(new URL(page.url()).pathname)) return;
  }
  await expect(page).toHaveURL(payment);
}

/** The step's form submit button (Continue, Pay). */
export const submitButton = (page: Page) => page.locator('form[aria-labelledby="step-title"] button[type="submit"]');

/** The card `pay` types on the processor's page, remembered per page by `fillCard`. */
const cardOf = new WeakMap<Page, string>();

/** The test processor's cards (server/payments/test-processor/test-cards.ts). */
export const testCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
} as const;

/**
 * Accepts the rental terms and remembers the card to pay with: since issue 26 the card is typed on
 * the processor's page, which takes the whole window after Pay since issue 37 (`pay`,
 * `payOnProcessorPage`), never on our form.
 */
export async function fillCard(page: Page, number: string = testCards.succeeds) {
  await page.locator('#accept-terms').check();
  cardOf.set(page, number);
}

/**
 * The site's own origin: the test's base URL, never the window's address, which after Pay may already be
 * the processor's page (another origin) by the time a helper asks.
 */
const siteOrigin = () => new URL(test.info().project.use.baseURL ?? '').origin;

/**
 * Waits until the whole window shows the processor's hosted page (another origin; issue 37: never a
 * frame), and answers its origin.
 */
export async function onProcessorPage(page: Page, site: string): Promise<string> {
  await page.waitForURL((url) => url.origin !== site, { timeout: 15_000 });
  await page.locator('input[name="number"]').waitFor({ timeout: 15_000 });
  return new URL(page.url()).origin;
}

/** Types `number` and the rest of the card on the processor's page and presses its Pay button. */
export async function typeCard(page: Page, number: string) {
  await page.locator('input[name="holderName"]').fill('Gudrun Jonsdottir');
  await page.locator('input[name="number"]').fill(number);
  await page.locator('input[name="expiry"]').fill('12/30');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('button[value="pay"]').click();
}

/**
 * Types declined cards on the processor's page until its session ends, as Adyen ends one after too many
 * refused attempts (`sessionRefusalLimit`): the window then comes back to the site with the refusal.
 */
export async function declineUntilTheProcessorGivesUp(page: Page, site: string) {
  await onProcessorPage(page, site);
  for (let refused = 0; refused < sessionRefusalLimit; refused += 1) {
    if (new URL(page.url()).origin === site) break;
    await typeCard(page, testCards.declined);
  }
  await page.waitForURL((url) => url.origin === site, { timeout: 20_000 });
}

/**
 * On the processor's page in the whole window (its fields by name: the page speaks the reservation's
 * language), types `number` and pays; answers the 3-D Secure challenge of the challenge card as
 * `challenge` says. The processor then sends the window to our return page.
 */
export async function payOnProcessorPage(
  page: Page,
  number: string = cardOf.get(page) ?? testCards.succeeds,
  challenge: 'approve' | 'deny' = 'approve',
  site: string = siteOrigin(),
) {
  await onProcessorPage(page, site);
  await typeCard(page, number);
  if (number.replace(/\s/g, '') === testCards.challenge.replace(/\s/g, '')) {
    await page.locator(`button[value="${challenge}"]`).click();
  }
  await page.waitForURL((url) => url.origin === site, { timeout: 20_000 });
}

/** Pay, the card on the processor's page, then the confirmation; the booking's reference. */
export async function pay(page: Page, language: string) {
  const site = siteOrigin();
  await submitButton(page).click();
  await payOnProcessorPage(page, undefined, undefined, site);
  await expect(page).toHaveURL(new RegExp(`${prefixOf(language)}/book/confirmation/$`), { timeout: 20_000 });
  const reference = (await page.getByTestId('reservation-reference').textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{7}$/);
  return reference;
}

/**
 * After a Pay press that may or may not need the processor's page (a check-in whose deposit goes on
 * the kept card needs none): pays there when the window went to it; answers whether it did.
 */
export async function payIfProcessorAsks(page: Page, site: string, shownWithoutPage: ReturnType<Page['getByTestId']>) {
  await expect(async () => {
    expect(new URL(page.url()).origin !== site || (await shownWithoutPage.isVisible())).toBe(true);
  }).toPass({ timeout: 15_000 });
  if (new URL(page.url()).origin === site) return false;
  await payOnProcessorPage(page, undefined, undefined, site);
  return true;
}

/** Pay inside another page (overview, check-in, edit, lease): the form's Pay button, then the processor's page. */
export async function payEmbedded(page: Page, number?: string, challenge?: 'approve' | 'deny') {
  const site = siteOrigin();
  await page.locator('form:has(#accept-terms) button[type="submit"]').click();
  await payOnProcessorPage(page, number, challenge, site);
}

/** The step heading, which takes focus when the step shows. */
export const stepHeading = (page: Page) => page.getByRole('heading', { level: 1 });

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
