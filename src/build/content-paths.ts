import type { LocaleCode } from '../config/locales';
import type { TenantId } from '../config/tenants';
import type { PagesQueryResult } from '../content/sanity.types';
import type { PageType, Stored, Vehicle } from '../content/types';
import { homePath, joinSlugs, localePrefix } from '../domain/paths';

/**
 * A content mistake; the message names the document (STYLE.md "Errors"). A page with one is left out of the
 * site with a warning, anything else (a singleton, a redirect) stops the build (docs/decisions/028).
 */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  constructor(
    readonly documentId: string,
    /** What is wrong, without the document's name. */
    readonly reason: string,
  ) {
    super(`Content error in document "${documentId}": ${reason}`);
  }
}

/** A page document of one page type as the build reads it: the result of `pagesQuery`, typed by typegen. */
export type PlannedPageDocument<T extends PageType = PageType> = Extract<
  Stored<PagesQueryResult[number]>,
  { _type: T }
>;

interface PathContext {
  pages: readonly PlannedPageDocument[];
  vehicles: ReadonlyMap<string, Vehicle>;
  tenant: TenantId;
}

function slugOf(page: { _id: string; slug?: { current?: string } }): string {
  const slug = page.slug?.current?.trim();
  if (!slug) throw new ContentError(page._id, 'the page has no slug');
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(slug)) {
    throw new ContentError(page._id, `the slug "${slug}" may hold only lowercase letters, digits, hyphens and slashes`);
  }
  return slug;
}

function onePage<T extends PageType>(context: PathContext, type: T, language: LocaleCode, owner: string) {
  const page = context.pages.find((candidate) => candidate._type === type && candidate.language === language);
  if (!page) throw new ContentError(owner, `there is no ${type} in "${language}" to put this page under`);
  return page;
}

function referencedPage(context: PathContext, id: string | undefined, owner: string, field: string) {
  const page = id ? context.pages.find((candidate) => candidate._id === id) : undefined;
  if (!page)
    throw new ContentError(owner, `${field} refers to "${id ?? '(nothing)'}", which is not a page of this site`);
  return page;
}

/** The id a reference field points at, or undefined when the field holds no reference. */
export function refOf(value: unknown): string | undefined {
  const reference = (value ?? {}) as { _ref?: unknown };
  return typeof reference._ref === 'string' ? reference._ref : undefined;
}

/**
 * The path of a content page (spec §2 Content page paths): the locale prefix off the default
 * language, then the overview (or blog topic) slug, the category slug and the page's slug,
 * ending with a slash.
 * @throws ContentError naming the document when a slug or a parent page is missing.
 */
export function contentPagePath(page: PlannedPageDocument, context: PathContext): string {
  const prefix = localePrefix(page.language);
  const overviewSlug = () => slugOf(onePage(context, 'vehicleOverviewPage', page.language, page._id));
  switch (page._type) {
    case 'homePage':
      return homePath(page.language);
    case 'page':
    case 'vehicleOverviewPage':
    case 'blogTopicPage':
      return joinSlugs(prefix, slugOf(page));
    case 'vehicleCategoryPage':
    case 'vehicleBrandPage':
    case 'vehicleTransmissionPage':
    case 'vehicleSleepingSpotsPage':
      return joinSlugs(prefix, overviewSlug(), slugOf(page));
    case 'vehiclePage': {
      const vehicleId = refOf(page.base);
      const vehicle = vehicleId ? context.vehicles.get(vehicleId) : undefined;
      if (!vehicle)
        throw new ContentError(page._id, `base refers to "${vehicleId ?? '(nothing)'}", which is no vehicle`);
      const primary = vehicle.tenantPrimaryCategories.find((entry) => entry.tenant === context.tenant);
      if (!primary)
        throw new ContentError(page._id, `vehicle "${vehicle._id}" has no primary category for ${context.tenant}`);
      const categoryPage = context.pages.find(
        (candidate) =>
          candidate._type === 'vehicleCategoryPage' &&
          candidate.language === page.language &&
          refOf(candidate.category) === primary.primaryCategory._ref,
      );
      if (!categoryPage) {
        throw new ContentError(
          page._id,
          `no vehicleCategoryPage in "${page.language}" for ${primary.primaryCategory._ref}`,
        );
      }
      return joinSlugs(prefix, overviewSlug(), slugOf(categoryPage), slugOf(page));
    }
    case 'blogCategoryPage': {
      const topic = referencedPage(context, refOf(page.topic), page._id, 'topic');
      return joinSlugs(prefix, slugOf(topic), slugOf(page));
    }
    case 'blogPostPage': {
      const topic = referencedPage(context, refOf(page.topic), page._id, 'topic');
      const category = referencedPage(context, refOf(page.category), page._id, 'category');
      return joinSlugs(prefix, slugOf(topic), slugOf(category), slugOf(page));
    }
  }
}

/**
 * The path of every page of a tenant, by document id. A page whose path cannot be built, or that would take
 * the path of a page before it, is handed to `onBrokenPage` and has no path (it is left out of the site);
 * without `onBrokenPage` the first such page throws its ContentError.
 */
export function contentPagePaths(
  context: PathContext,
  onBrokenPage: (error: ContentError) => void = (error) => {
    throw error;
  },
): Map<string, string> {
  const paths = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const page of context.pages) {
    try {
      const path = contentPagePath(page, context);
      const owner = owners.get(path);
      if (owner) throw new ContentError(page._id, `its path ${path} is already the path of "${owner}"`);
      owners.set(path, page._id);
      paths.set(page._id, path);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      onBrokenPage(error);
    }
  }
  return paths;
}
