import { planContentPages, type ContentPlan } from '../../src/build/plan-content';
import { createEmbeddedSourceFromFile } from '../../src/content/sources/embedded-source';
import type { TenantId } from '../../src/config/tenants';

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
