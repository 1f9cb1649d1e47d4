import type { Browser, Page, TestInfo } from '@playwright/test';
import { fillCard, inDays, localeStrings, pay, prefixOf, reachPayment } from './booking';
import { expect, promoCode } from './fixtures';

/** The strings of one locale file (`reservation`, `edit`, `checkin`), by key below its top level. */
export function pageStrings(language: string, file: 'reservation' | 'edit' | 'checkin'): (key: string) => string {
  const strings = localeStrings(language, file);
  return (key) => strings(`${file}.${key}`);
}

/** Books the first free car from `days` to `days + length` from today, paid by the test card; its reference. */
export async function book(page: Page, language: string, days: number, length = 3): Promise<string> {
  await reachPayment(page, language, inDays(days), inDays(days + length));
  await fillCard(page);
  return pay(page, language);
}

/**
 * Another device of the project's kind (a 360 px touch phone, or a 1280 px desktop): a new browser
 * context with no session cookie and nothing in its storage.
 */
export async function otherDevice(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL });
  // As the fixtures' page: the promotion popup dismissed, so it covers nothing a test clicks.
  await context.addInitScript((code) => window.localStorage.setItem('car-hide-coupon', code), promoCode);
  return context.newPage();
}

/** Finds a reservation on the find page by its reference and the renter's last name or e-mail. */
export async function findReservation(page: Page, language: string, reference: string, contact = 'Jónsdóttir') {
  const t = pageStrings(language, 'reservation');
  await page.goto(`${prefixOf(language)}/reservation/find/`);
  // The form is in the static HTML. Typing before the page runs is typed-before-hydration.spec.ts's
  // (decision 040: hydration once took focus from the field); here the test types once the button works.
  await expect(page.getByRole('button', { name: t('find.submit') })).toBeEnabled();
  await page.getByLabel(t('find.reference')).fill(reference);
  await page.getByLabel(t('find.contact')).fill(contact);
  await page.getByRole('button', { name: t('find.submit') }).click();
}

/** Finds a reservation on `page` and waits for its overview. */
export async function openOverview(page: Page, language: string, reference: string) {
  await findReservation(page, language, reference);
  await expect(page).toHaveURL(new RegExp(`${prefixOf(language)}/reservation/$`));
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
}

/** Nothing on the page is wider than the window: no sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A pattern of a translated text whose `{{placeholders}}` may be anything. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

const checkedLinks = new Set<string>();

/** Every same-site link on the page (header, page and footer) answers 200: none leads to a missing page. */
export async function expectInternalLinksWork(page: Page) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(2);
  for (const href of hrefs.map((link) => link.split('#')[0]!).filter((link) => link && !checkedLinks.has(link))) {
    const response = await page.request.get(href);
    expect(response.status(), `${href} on ${page.url()}`).toBe(200);
    checkedLinks.add(href);
  }
}
