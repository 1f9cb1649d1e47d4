import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openPhoneMenu } from './support/header';
import { plannedPage, plannedSite } from './support/site-plan';

// Header and footer (spec §2) as a phone shows them: issue 13.
test.use({ viewport: { width: 360, height: 800 } });

const footerGroups = (page: Page) => page.locator('footer details');
const openGroups = (page: Page) => page.locator('footer details[open]');

test.describe('footer on a phone', () => {
  test('the copyright line has one full stop after the company name', async ({ page }) => {
    await page.goto('/');
    const copyright = page.locator('footer').getByText(/All rights reserved\./);
    await expect(copyright).toHaveText(`© ${new Date().getFullYear()} Norðurljós Car Rental ehf. All rights reserved.`);
  });

  test('the columns are an accordion, closed at first, one group open at a time', async ({ page }) => {
    await page.goto('/');
    await expect(footerGroups(page).first()).toBeAttached();
    expect(await footerGroups(page).count()).toBeGreaterThan(2);
    await expect(openGroups(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Directions – Keflavík Airport/ })).toBeHidden();

    await page.locator('footer summary').filter({ hasText: 'Our offices' }).click();
    await expect(openGroups(page)).toHaveCount(1);
    const directions = page.getByRole('link', { name: 'Directions – Keflavík Airport, opens in a new tab' });
    await expect(directions).toBeVisible();
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);

    const last = page.locator('footer summary').last();
    await last.focus();
    await page.keyboard.press('Enter');
    await expect(openGroups(page)).toHaveCount(1);
    await expect(page.locator('footer details').last()).toHaveAttribute('open', '');
    await expect(directions).toBeHidden();
  });
});

test.describe('footer on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every group as an open column', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Directions – Reykjavík office, opens in a new tab' })).toBeVisible();
    const groups = await footerGroups(page).count();
    for (let index = 0; index < groups; index += 1) {
      await expect(footerGroups(page).nth(index).locator('a').first()).toBeVisible();
    }
  });
});

test.describe('header on a phone', () => {
  test('booking pages show neither the main navigation nor the menu button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await page.goto('/book/vehicles/');
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('menu sections and quick links show their icons at 16 by 16', async ({ page }) => {
    await page.goto('/');
    await openPhoneMenu(page);
    const quickLinkIcon = page.locator('header li svg[data-icon="search"]');
    await expect(quickLinkIcon).toBeVisible();
    expect(await quickLinkIcon.boundingBox()).toMatchObject({ width: 16, height: 16 });
    await page.locator('header summary').first().click();
    const sectionIcon = page.locator('header details[open] svg[data-icon]').first();
    await expect(sectionIcon).toBeVisible();
    expect(await sectionIcon.boundingBox()).toMatchObject({ width: 16, height: 16 });
    const sprite = await page.request.get('/icons.svg');
    expect(sprite.status()).toBe(200);
    expect(await sprite.text()).toContain(`id="${await sectionIcon.getAttribute('data-icon')}"`);
  });
});

test.describe('blog', () => {
  test('teasers show the read time', async ({ page }) => {
    const topic = await plannedPage('car', 'blogTopicPage', 'de');
    await page.goto(topic.path);
    await expect(page.locator('article').first()).toContainText(/\d+ Min\. Lesezeit/);
  });

  test('a copyrighted picture shows its credit', async ({ page }) => {
    const post = (await plannedSite('car')).plans.find(
      (plan) =>
        plan.context.pageType === 'blogPostPage' &&
        plan.context.language === 'is' &&
        (plan.context.page as { image?: { copyright?: boolean } }).image?.copyright,
    );
    if (!post) throw new Error('the car dataset has no copyrighted blog picture in is');
    await page.goto(post.path);
    await expect(page.getByRole('figure')).toContainText('© Ljósmynd: Anna Sigurðardóttir');
  });
});

test.describe('footer without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the accordion still opens one group at a time', async ({ page }) => {
    await page.goto('/');
    await expect(openGroups(page)).toHaveCount(0);
    await page.locator('footer summary').first().click();
    await expect(openGroups(page)).toHaveCount(1);
    await page.locator('footer summary').nth(1).click();
    await expect(openGroups(page)).toHaveCount(1);
    await expect(footerGroups(page).nth(1)).toHaveAttribute('open', '');
  });
});
