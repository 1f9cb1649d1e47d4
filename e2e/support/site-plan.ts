import type { Page } from '@playwright/test';
import { planContentPages, type ContentPlan } from '../../src/build/plan-content';
import { createEmbeddedSourceFromFile } from '../../src/content/sources/embedded-source';
import type { TenantId } from '../../src/config/tenants';
import { expect } from './fixtures';

/**
 * The pages the build plans from the embedded dataset, computed here the same way, so the tests
 * know which addresses and titles to expect without hard-coding slugs.
 */
export async function plannedSite(tenant: TenantId = 'car'): Promise<ContentPlan> {
  return planContentPages({
    source: createEmbeddedSourceFromFile(),
    tenant,
    buildImageUrl: () => '/images/unused.webp',
    warn: () => undefined,
  });
}

/**
 * A planned content page as a visitor opens it: answered 200, its title as the heading, its
 * canonical link, one alternate per language version and the language on `<html>`.
 */
export async function expectContentPage(page: Page, plan: ContentPlan['plans'][number]): Promise<void> {
  const response = await page.goto(plan.path);
  expect(response?.status()).toBe(200);
  const fields = plan.context.page as { title?: string; hero?: { title: string } };
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(fields.hero?.title ?? fields.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${plan.path}$`));
  const alternates = Object.keys(plan.context.alternates).length;
  await expect(page.locator('link[rel="alternate"][hreflang]:not([hreflang="x-default"])')).toHaveCount(alternates);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${plan.context.language}`));
}
