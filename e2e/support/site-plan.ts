import type { Page } from '@playwright/test';
import { planContentPages, type ContentPlan } from '../../src/build/plan-content';
import { createEmbeddedSourceFromFile } from '../../src/content/sources/embedded-source';
import type { LocaleCode } from '../../src/config/locales';
import type { TenantId } from '../../src/config/tenants';
import type { PageType } from '../../src/content/types';
import { expect } from './fixtures';
import { publicSiteUrl } from './site-url';

const plannedSites = new Map<TenantId, Promise<ContentPlan>>();

/**
 * The pages the build plans from the embedded dataset, computed here the same way, so the tests
 * know which addresses and titles to expect without hard-coding slugs. Planned once per brand in a
 * test worker (it reads and queries the whole dataset).
 */
export function plannedSite(tenant: TenantId = 'car'): Promise<ContentPlan> {
  let planned = plannedSites.get(tenant);
  if (!planned) {
    planned = planContentPages({
      source: createEmbeddedSourceFromFile(),
      tenant,
      siteUrl: publicSiteUrl,
      buildImageUrl: () => '/images/unused.webp',
      warn: () => undefined,
    });
    plannedSites.set(tenant, planned);
  }
  return planned;
}

/** The brand's planned page of `pageType` in `language`; throws naming what the dataset lacks. */
export async function plannedPage(
  tenant: TenantId,
  pageType: PageType,
  language: LocaleCode,
): Promise<ContentPlan['plans'][number]> {
  const plan = (await plannedSite(tenant)).plans.find(
    (candidate) => candidate.context.pageType === pageType && candidate.context.language === language,
  );
  if (!plan) throw new Error(`the ${tenant} dataset has no ${pageType} in ${language}`);
  return plan;
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
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicSiteUrl}${plan.path}`);
  const alternates = Object.keys(plan.context.alternates).length;
  await expect(page.locator('link[rel="alternate"][hreflang]:not([hreflang="x-default"])')).toHaveCount(alternates);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${plan.context.language}`));
}
