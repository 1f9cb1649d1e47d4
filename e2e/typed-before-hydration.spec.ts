import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { book, otherDevice, pageStrings } from './support/reservation';

/**
 * Issue 30, decision 040: what a visitor types into a form of the served HTML before the page's code
 * runs, and while it hydrates, stays. The pages' scripts are held back until the fields are typed in,
 * then the page hydrates and the visitor types on without clicking anywhere: the rest of the typing
 * goes where the caret was. (CI saw a booking reference typed before hydration gone at the click.)
 */
test.describe.configure({ timeout: 180_000 });

/** Holds back every script of `page` until the returned function is called: until then it is its HTML. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a reference and a name typed before the page runs, and on while it hydrates, find the reservation', async ({
  page,
  browser,
}, testInfo) => {
  const t = pageStrings('en', 'reservation');
  const reference = await book(page, 'en', 27 + (testInfo.project.name === 'mobile' ? 3 : 0), 2);

  const phone = await otherDevice(browser, testInfo);
  const release = await holdScripts(phone);
  await phone.goto('/reservation/find/', { waitUntil: 'domcontentloaded' });
  const button = phone.getByRole('button', { name: t('find.submit') });
  const referenceField = phone.getByLabel(t('find.reference'));
  const contactField = phone.getByLabel(t('find.contact'));
  await referenceField.fill(reference);
  await contactField.fill('Jóns');
  // Served disabled: nothing is sent before the page runs (decision 033).
  await expect(button).toBeDisabled();

  release();
  await expect(phone.locator('html[data-hydrated]')).toBeAttached();
  // The session check has answered: the page's effects (the heading's focus among them) have run.
  await expect(button).toBeEnabled();
  await expect(contactField).toBeFocused();
  await phone.keyboard.type('dóttir');
  await expect(referenceField).toHaveValue(reference);
  await expect(contactField).toHaveValue('Jónsdóttir');

  await button.click();
  await expect(phone).toHaveURL(/\/reservation\/$/);
  await expect(phone.getByTestId('reservation-reference')).toHaveText(reference);
});

test('a promo code typed into the home page search before it runs stays as the real bar takes over', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const promo = page.locator('#search-promo');
  await promo.fill('SUM');

  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(promo).toBeFocused();
  await page.keyboard.type('MER');
  // Focus in the bar at hydration is intent: the real bar (no plain form action) takes the light one's place.
  await expect(page.locator('form[role="search"][action]')).toHaveCount(0);
  await expect(promo).toHaveValue('SUMMER');
  await expect(promo).toBeFocused();
  await page.keyboard.type('15');
  await expect(promo).toHaveValue('SUMMER15');
});
