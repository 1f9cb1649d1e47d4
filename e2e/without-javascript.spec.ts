import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test.describe('a content page without JavaScript', () => {
  test('the travel guide reads and its menus and accordions still open', async ({ page }) => {
    await page.goto('/iceland-travel-guide/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel guide');
    // The mobile menu is shown open and its button hidden, since it cannot work (gatsby-ssr.tsx).
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // The language links stand in for the region dialog, whose button needs JavaScript.
    await expect(page.getByRole('navigation', { name: 'Choose language' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Language and currency/ })).toBeHidden();
    // Accordion answers open natively (<details>).
    const question = page.locator('details summary').filter({ hasText: 'Speed limits' }).first();
    await question.click();
    await expect(page.locator('details[open]').filter({ hasText: 'Speed limits' })).toHaveCount(1);
    // The video offers a plain link to YouTube.
    await expect(page.getByRole('link', { name: 'Watch on YouTube' })).toHaveCount(1);
  });
});
