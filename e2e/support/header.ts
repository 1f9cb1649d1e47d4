import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the header's menu on a phone. Before hydration a click on the menu button does nothing, so
 * it clicks again (only while the menu is closed) until the menu shows.
 */
export async function openPhoneMenu(page: Page): Promise<void> {
  const header = page.locator('header[data-mode]');
  const menu = header.locator('button[aria-controls="site-menu"]');
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(header.locator('#site-menu')).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * Opens the language and currency dialog by its opener (inside the menu on a phone), with the page's
 * words for the three. The buttons work once the page is hydrated; until then a click does nothing. A
 * retry after a slow first opening must not click again: the open dialog covers the opener.
 */
export async function openRegionDialog(
  page: Page,
  names: { menu: string; opener: string; dialog: string },
): Promise<Locator> {
  const menu = page.getByRole('button', { name: names.menu });
  const opener = page.getByRole('button', { name: names.opener });
  const dialog = page.getByRole('dialog', { name: names.dialog });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await opener.click({ timeout: 1000 });
    }
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return dialog;
}
