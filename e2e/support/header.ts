import { expect, type Page } from '@playwright/test';

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
