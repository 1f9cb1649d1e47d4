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
