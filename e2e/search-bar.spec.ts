import type { Page } from '@playwright/test';
import { inDays, prefixOf, searchField, clickDay } from './support/booking';
import { expect, promoCode, test } from './support/fixtures';

/**
 * What the search bar reads to a visitor (spec §2 Booking search bar): the search in force, on the
 * home page and above the booking steps, after a search, a search link or a reload; the summary of a
 * kept search going to the vehicles; and the `coupon` parameter of any page in the promo field.
 */

test.describe.configure({ timeout: 90_000 });

/**
 * Each test searches its own dates, so the two projects never compete for a unit: links far ahead,
 * searches on the home page within the four months its calendar shows. A trip never ends on a
 * Sunday, which the Reykjavík office closes in low season.
 */
const endsOnSunday = (offset: number, days: number) => new Date(`${inDays(offset + days)}T12:00:00Z`).getUTCDay() === 0;
let offset = 200;
const trip = (days: number) => {
  offset += 7;
  while (endsOnSunday(offset, days)) offset += 1;
  return [inDays(offset), inDays(offset + days)] as const;
};
let calendarOffset = 60;
const tripInCalendar = (days: number) => {
  calendarOffset += 7;
  while (endsOnSunday(calendarOffset, days)) calendarOffset += 1;
  return [inDays(calendarOffset), inDays(calendarOffset + days)] as const;
};

/** The bar's fields as a visitor reads them: places, dates, times and the promo code. */
async function barFields(page: Page) {
  const text = async (section: number) => ((await searchField(page, section).textContent()) ?? '').trim();
  return {
    pickupPlace: await text(2),
    returnPlace: await text(4),
    dates: await text(1),
    pickupTime: await text(3),
    returnTime: await text(5),
    promoCode: await page.locator('#search-promo').inputValue(),
  };
}

const summary = (page: Page) => page.locator('aside[aria-labelledby="summary-title"]');
const offers = (page: Page) => page.locator('li[data-sold-out="false"] button');

/** Chooses a place in the open panel's list. */
async function choosePlace(page: Page, section: 2 | 4, name: string) {
  await searchField(page, section).click();
  await page.locator('#search-panel').getByRole('option', { name }).click();
  await expect(page.locator('#search-panel')).toBeHidden();
}

async function chooseTime(page: Page, section: 3 | 5, time: string) {
  await searchField(page, section).click();
  await page.locator('#search-panel').getByRole('option', { name: time, exact: true }).click();
  await expect(page.locator('#search-panel')).toBeHidden();
}

async function chooseDates(page: Page, pickup: string, dropOff: string) {
  await searchField(page, 1).click();
  await clickDay(page, pickup);
  await clickDay(page, dropOff);
  await expect(page.locator('#search-panel')).toBeHidden();
}

/** The place titles of the search options, in `language`. */
async function placeTitles(page: Page, language: string): Promise<Record<string, string>> {
  const answer = await page.request.get(`/api/search-options?locale=${language}`);
  expect(answer.status()).toBe(200);
  const { locations } = (await answer.json()) as { locations: { id: string; title: string }[] };
  return Object.fromEntries(locations.map((place) => [place.id, place.title]));
}

for (const language of ['en', 'is'] as const) {
  test(`the booking steps' search bar shows the search made on the home page, after a reload too, in ${language}`, async ({
    page,
  }) => {
    const titles = await placeTitles(page, language);
    const [pickup, dropOff] = tripInCalendar(5);
    await page.goto(`${prefixOf(language)}/`);
    await choosePlace(page, 4, titles.rvk ?? 'rvk');
    await chooseDates(page, pickup, dropOff);
    await chooseTime(page, 5, '10:00');
    const chosen = await barFields(page);
    expect(chosen).toMatchObject({
      pickupPlace: titles.kef,
      returnPlace: titles.rvk,
      pickupTime: '12:00',
      returnTime: '10:00',
    });
    expect(chosen.dates).toMatch(/–/);
    // Icelandic dates read "mið., 20. jan." even in Chromium, whose ICU has no Icelandic.
    if (language === 'is') expect(chosen.dates).toMatch(/^[a-zþæöðáéíóúý]+\., \d{1,2}\. [a-zþæöðáéíóúý]+\.? – /);

    await page.locator('form[role="search"] button[type="submit"]:not([data-pending])').click();
    await expect(page).toHaveURL(new RegExp(`${prefixOf(language)}/book/vehicles/$`));
    await expect(offers(page).first()).toBeVisible();
    expect(await barFields(page)).toEqual(chosen);
    await expect(summary(page)).toContainText(`${titles.kef}`);
    await expect(summary(page)).toContainText(`${titles.rvk}`);

    await page.reload();
    await expect(offers(page).first()).toBeVisible();
    expect(await barFields(page)).toEqual(chosen);
  });
}

test('a changed search in the booking steps runs availability again in place', async ({ page }) => {
  const [pickup, dropOff] = trip(3);
  await page.goto(`/book/vehicles/?pickup=kef&return=kef&from=${pickup}T12:00&to=${dropOff}T12:00`);
  await expect(offers(page).first()).toBeVisible();
  const before = await barFields(page);

  const later = inDays(offset + 5);
  const searched = page.waitForRequest((request) => request.url().endsWith('/api/availability'));
  await searchField(page, 1).click();
  await clickDay(page, pickup);
  await clickDay(page, later);
  await expect(page.locator('#search-panel')).toBeHidden();
  await page.locator('form[role="search"] button[type="submit"]:not([data-pending])').click();
  const request = await searched;
  expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({ returnAt: `${later}T12:00` });

  await expect(page).toHaveURL(/\/book\/vehicles\/$/);
  await expect(offers(page).first()).toBeVisible();
  const after = await barFields(page);
  expect(after.dates).not.toBe(before.dates);
  await page.reload();
  await expect(offers(page).first()).toBeVisible();
  expect(await barFields(page)).toEqual(after);
});

test('a search link fills the search bar of the vehicles step: places, dates, times and coupon', async ({ page }) => {
  const titles = await placeTitles(page, 'is');
  const [pickup, dropOff] = trip(4);
  await page.goto(`/is/book/vehicles/?pickup=kef&return=rvk&from=${pickup}T10:00&to=${dropOff}T14:00&coupon=spring5`);
  await expect(offers(page).first()).toBeVisible();
  const fields = await barFields(page);
  expect(fields).toMatchObject({
    pickupPlace: titles.kef,
    returnPlace: titles.rvk,
    pickupTime: '10:00',
    returnTime: '14:00',
    promoCode: 'SPRING5',
  });
  // The bar's dates are the summary's dates: both name the pickup and return day of the month.
  const day = (date: string) => String(Number(date.slice(8, 10)));
  expect(fields.dates).toContain(day(pickup));
  expect(fields.dates).toContain(day(dropOff));
  expect(fields.dates).toContain('–');
});

test('the summary of a kept search goes to the vehicles step with the locale prefix (spec §2)', async ({ page }) => {
  const [pickup, dropOff] = trip(3);
  await page.goto(`/de/book/vehicles/?pickup=kef&return=kef&from=${pickup}T12:00&to=${dropOff}T12:00`);
  await expect(offers(page).first()).toBeVisible();
  const inWizard = await barFields(page);

  await page.goto('/de/');
  const summaryButton = page.locator('form[role="search"], [role="search"]').getByRole('button', {
    name: new RegExp(inWizard.pickupPlace),
  });
  await expect(summaryButton).toBeVisible();
  await summaryButton.click();
  await expect(page).toHaveURL(/\/de\/book\/vehicles\/$/);
  await expect(offers(page).first()).toBeVisible();
  expect(await barFields(page)).toEqual(inWizard);
});

test('?coupon= on any page is kept for the session and shows in the promo field', async ({ page }) => {
  // A travel-guide page, far from the booking: the coupon is read there too.
  await page.goto('/about-us/?coupon=%20autumn20');
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem('book-coupon-code')), { timeout: 10_000 })
    .toBe('AUTUMN20');
  await page.goto('/');
  await expect(searchField(page, 1)).toBeVisible();
  await expect(page.locator('#search-promo')).toHaveValue('AUTUMN20');
  // Not the running promotion's code: the coupon came from the address alone.
  expect(promoCode).not.toBe('AUTUMN20');
});

test('a tap on a field of the home page before the page is hydrated opens that field once it is', async ({ page }) => {
  // Hold the app's script back, so the tap surely comes before hydration (decision 006 hydrates after load).
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const datesField = page.locator('button[aria-labelledby^="search-1-label"]');
  await expect(datesField).toHaveAttribute('data-pending', '');
  await datesField.click();
  await expect(page.locator('#search-panel')).toBeHidden();

  release();
  await expect(page.locator('#search-panel [data-date]').first()).toBeVisible();
  await expect(searchField(page, 1)).toHaveAttribute('aria-expanded', 'true');
});

test('the real bar takes the focus in the same task as it takes the place of the light one, so a key pressed then is not lost', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('form[role="search"]:not([data-pending])').waitFor();
  const datesField = 'button[aria-labelledby^="search-1-label"]';
  // At the first change that takes the light bar's dates field out of the page, before any later task
  // (where a key could land), note which element holds the focus.
  await page.evaluate((selector) => {
    const light = document.querySelector(selector);
    const noted = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        if (light?.isConnected) return;
        observer.disconnect();
        const active = document.activeElement;
        resolve(active?.matches(selector) ? 'the dates field' : (active?.tagName.toLowerCase() ?? 'nothing'));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    (window as unknown as { focusAtSwap: Promise<string> }).focusAtSwap = noted;
  }, datesField);
  // Focus in the light bar is the intent that fetches the real one.
  await page.locator(datesField).focus();
  expect(await page.evaluate(() => (window as unknown as { focusAtSwap: Promise<string> }).focusAtSwap)).toBe(
    'the dates field',
  );
  await page.keyboard.press('Enter');
  await expect(page.locator('#search-panel [data-date]:focus')).toHaveCount(1);
});
