import type { CustomValidator } from '@sanity/types';

/**
 * Validation that a page can be placed in the site: the parent page its path is built under must
 * exist in the same brand and language (the same rules as src/build/content-paths.ts, which stops the
 * build otherwise). Runs in the Studio against the dataset; the site's build checks it again.
 */
export function parentExists(parentType: string, message: string, extraFilter = ''): CustomValidator<unknown> {
  return async (_value, context) => {
    const document = context.document as { tenant?: string; language?: string } | undefined;
    if (!document?.tenant || !document.language) return true;
    const client = context.getClient({ apiVersion: '2025-01-01' });
    const count = await client.fetch<number>(
      `count(*[_type == $parentType && tenant == $tenant && language == $language ${extraFilter}])`,
      { parentType, tenant: document.tenant, language: document.language },
    );
    return count > 0 ? true : message;
  };
}

/** Validation that a reference points at a document of the same brand and language. */
export function sameBrandAndLanguage(what: string): CustomValidator<{ _ref?: string } | undefined> {
  return async (value, context) => {
    const document = context.document as { tenant?: string; language?: string } | undefined;
    if (!value?._ref || !document?.tenant) return true;
    const client = context.getClient({ apiVersion: '2025-01-01' });
    const target = await client.fetch<{ tenant?: string; language?: string } | null>(
      `*[_id == $id || _id == "drafts." + $id][0]{ tenant, language }`,
      { id: value._ref },
    );
    if (!target) return `The ${what} does not exist any more: choose another one`;
    if (target.tenant !== document.tenant || target.language !== document.language)
      return `Choose a ${what} of the same brand and language`;
    return true;
  };
}

/**
 * Validation of a vehicle page's vehicle: the build puts the page under the category page of the
 * vehicle's category in this brand, which must exist in the page's language.
 */
export const vehicleCategoryPageExists: CustomValidator<{ _ref?: string } | undefined> = async (value, context) => {
  const document = context.document as { tenant?: string; language?: string } | undefined;
  if (!value?._ref || !document?.tenant || !document.language) return true;
  const client = context.getClient({ apiVersion: '2025-01-01' });
  const found = await client.fetch<{ category?: string; pages: number } | null>(
    `*[_id == $id][0]{
      "category": tenantPrimaryCategories[tenant == $tenant][0].primaryCategory._ref,
      "pages": count(*[_type == "vehicleCategoryPage" && tenant == $tenant && language == $language
        && category._ref == ^.tenantPrimaryCategories[tenant == $tenant][0].primaryCategory._ref])
    }`,
    { id: value._ref, tenant: document.tenant, language: document.language },
  );
  if (!found) return true;
  if (!found.category) return 'This vehicle has no category in this brand: set one on the vehicle first';
  return found.pages > 0 ? true : "Create the category page of this vehicle's category in this language first";
};
