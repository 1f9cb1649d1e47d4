import type { SanityClient } from 'sanity';
import { contentPagePath, type PlannedPageDocument } from '../src/build/content-paths';
import { pageTypes } from '../src/content/schema/page-types';
import type { Vehicle } from '../src/content/types';
import { siteUrls } from './env';

const isPageType = (type: string): boolean => (pageTypes as readonly string[]).includes(type);

/**
 * The address of a page document on its brand's site, by the build's own path rules
 * (src/build/content-paths.ts): the pages and vehicles it depends on are read from the dataset.
 * Undefined for documents that are no page, or when the page cannot be placed yet (the same
 * mistake fails the build; the document's validation says which).
 */
export async function pageUrl(
  document: { _id: string; _type: string; tenant?: unknown; language?: unknown },
  client: SanityClient,
): Promise<string | undefined> {
  if (!isPageType(document._type) || typeof document.tenant !== 'string') return undefined;
  const tenant = document.tenant;
  const [pages, vehicles] = await Promise.all([
    client.fetch<PlannedPageDocument[]>(
      `*[_type in $pageTypes && tenant == $tenant && language == $language && !(_id in path("drafts.**"))]{
        _id, _type, language, tenant, slug, topic, category, base }`,
      { pageTypes, tenant, language: document.language },
    ),
    client.fetch<Vehicle[]>(
      `*[_type == "vehicle" && !(_id in path("drafts.**"))]{ _id, _type, tenantPrimaryCategories }`,
    ),
  ]);
  const id = document._id.replace(/^drafts\./, '');
  const page = {
    ...(pages.find((candidate) => candidate._id === id) ?? {}),
    ...document,
    _id: id,
  } as PlannedPageDocument;
  try {
    const path = contentPagePath(page, {
      pages: [page, ...pages.filter((candidate) => candidate._id !== id)],
      vehicles: new Map(vehicles.map((vehicle) => [vehicle._id, vehicle])),
      tenant: page.tenant,
    });
    return `${siteUrls[tenant] ?? siteUrls.car}${path}`;
  } catch {
    return undefined;
  }
}
