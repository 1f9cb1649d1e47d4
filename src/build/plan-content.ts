import type { LocaleCode } from '../config/locales';
import type { TenantId } from '../config/tenants';
import { resolveImagesDeep, type ImageUrlBuilder, type ResponsiveImage } from '../content/images';
import { imageAssetsQuery, pagesQuery, sharedDocumentsQuery } from '../content/queries';
import type { ContentSource } from '../content/sources/content-source';
import {
  pageTypes,
  type ImageAssetDocument,
  type PageType,
  type Vehicle,
  type VehicleBrand,
  type VehicleCategory,
} from '../content/types';
import { localePrefix } from '../domain/paths';
import { readTime } from '../domain/text';
import { wordCount } from '../content/portable-text';
import { contentPagePaths, refOf, type PlannedPageDocument } from './content-paths';
import { resolveLinksDeep } from './links';
import type { Resolved } from '../content/resolved';
import type { RedirectTargets } from './redirects';
import { contextFor, type BasePageContext, type PagePlan, type TemplateName } from './pages';
import { postDateLabel } from './post-date-label';

/** Which template renders each page type. */
export const templateOfType: Record<PageType, TemplateName> = {
  homePage: 'home-page',
  page: 'content-page',
  vehicleOverviewPage: 'vehicle-list-page',
  vehicleCategoryPage: 'vehicle-list-page',
  vehicleBrandPage: 'vehicle-list-page',
  vehicleTransmissionPage: 'vehicle-list-page',
  vehicleSleepingSpotsPage: 'vehicle-list-page',
  vehiclePage: 'vehicle-page',
  blogTopicPage: 'blog-list-page',
  blogCategoryPage: 'blog-list-page',
  blogPostPage: 'blog-post-page',
};

/** A vehicle as a card shows it (DESIGN.md "Look and feel": the same facts in the same place). */
export interface VehicleCard {
  path: string;
  title: string;
  image: ResponsiveImage | null;
  brand: string;
  transmission: Vehicle['transmission'];
  fuel: Vehicle['fuel'];
  seats: number;
  doors?: number;
  sleepingSpots?: number;
  fourByFour: boolean;
  fRoadAllowed: boolean;
  classCode: string;
}

/** A vehicle card on the booking pages, with its primary category in the tenant for filtering. */
export interface BookingVehicleCard extends VehicleCard {
  categoryId?: string;
  categoryTitle?: string;
}

/** A blog post as a teaser shows it (spec §3 Blog teaser). */
export interface PostTeaser {
  id: string;
  path: string;
  title: string;
  date: string;
  /** `date` as the teaser writes it ("March 3, 2027"), formatted at build: see `postDateLabel`. */
  dateLabel: string;
  image: ResponsiveImage | null;
  excerpt?: string;
  category?: string;
  /** Minutes to read the post's body (spec §9 "N min read"). */
  readTimeMinutes: number;
}

/**
 * A page document as its template receives it: the `pagesQuery` result of its page type with links
 * resolved to paths and images to responsive pictures (`Resolved`); a vehicle page's `base` is
 * replaced by the context's `vehicle`.
 */
export type ResolvedPage<T extends PageType = PageType> = T extends PageType
  ? Resolved<Omit<PlannedPageDocument<T>, 'base'>>
  : never;

/** The context of a content page; `T` narrows it to the page types one template renders. */
export interface ContentPageContext<T extends PageType = PageType> extends BasePageContext {
  documentId: string;
  pageType: T;
  /** The page document with links resolved to paths and images to responsive pictures. */
  page: ResolvedPage<T>;
  /** The same page in other languages, for hreflang and the language chooser. */
  alternates: Partial<Record<LocaleCode, string>>;
  vehicles?: VehicleCard[];
  posts?: PostTeaser[];
  /** A blog post's date as its page writes it, formatted at build (`postDateLabel`). */
  dateLabel?: string;
  vehicle?: Omit<Vehicle, 'images'> & { images: ResponsiveImage[]; brandName: string };
}

/** A page without `base`: a vehicle page's vehicle goes into the context's `vehicle` instead. */
function withoutBase(page: PlannedPageDocument): Omit<PlannedPageDocument, 'base'> {
  if (!('base' in page)) return page;
  const { base: _base, ...rest } = page;
  return rest;
}

export interface ContentPlan {
  plans: (PagePlan & { context: ContentPageContext })[];
  paths: Map<string, string>;
  assets: Map<string, ImageAssetDocument>;
  /** Per language, each vehicle document's card by the vehicle's id: the booking pages show offers with it. */
  vehicleCards: Partial<Record<LocaleCode, Record<string, BookingVehicleCard>>>;
}

export interface ContentPlanInput {
  source: ContentSource;
  tenant: TenantId;
  /** The public site address, for each page's context (BasePageContext.siteUrl). */
  siteUrl: string;
  buildImageUrl: ImageUrlBuilder;
  warn: (message: string, documentId: string) => void;
  /** The site's redirects: links to a redirected path go to its target (src/build/redirects.ts). */
  redirects?: RedirectTargets;
}

/** Documents are translations of one another when their ids differ only in the language part (scripts/content/README.md). */
export function translationKey(document: { _id: string; language: string }): string {
  return document._id.replace(`-${document.language}-`, '-*-');
}

/**
 * Plans every content page of a tenant in every language it has content for (spec §2): path,
 * template and a page context with links and images resolved, lists of vehicles and posts.
 */
export async function planContentPages({
  source,
  tenant,
  siteUrl,
  buildImageUrl,
  warn,
  redirects,
}: ContentPlanInput): Promise<ContentPlan> {
  const [allPageDocuments, shared, assetList] = await Promise.all([
    source.fetch<PlannedPageDocument[]>(pagesQuery, { pageTypes: [...pageTypes], tenant }),
    source.fetch<(Vehicle | VehicleCategory | VehicleBrand)[]>(sharedDocumentsQuery),
    source.fetch<ImageAssetDocument[]>(imageAssetsQuery),
  ]);
  const assets = new Map(assetList.map((asset) => [asset._id, asset]));
  const vehicles = new Map(
    shared.filter((document): document is Vehicle => document._type === 'vehicle').map((v) => [v._id, v]),
  );
  const brands = new Map(
    shared.filter((document): document is VehicleBrand => document._type === 'vehicleBrand').map((b) => [b._id, b]),
  );
  // One broken page must not hold back every other editor's publish: it is left out, with a warning that
  // names it; the Studio's validation shows the same problem on the document (docs/decisions/028).
  const paths = contentPagePaths({ pages: allPageDocuments, vehicles, tenant }, (error) =>
    warn(`This page is left out of the site: ${error.reason}`, error.documentId),
  );
  const pageDocuments = allPageDocuments.filter((page) => paths.has(page._id));
  const pathOf = (id: string) => paths.get(id) as string;

  const byTranslation = new Map<string, Partial<Record<LocaleCode, string>>>();
  for (const page of pageDocuments) {
    const alternates = byTranslation.get(translationKey(page)) ?? {};
    alternates[page.language] = pathOf(page._id);
    byTranslation.set(translationKey(page), alternates);
  }

  // Links become paths and images responsive pictures: the value's type becomes its `Resolved` form.
  const resolve = <T>(value: T, language: LocaleCode, documentId: string): Resolved<T> =>
    resolveImagesDeep(
      resolveLinksDeep(value, { paths, language, documentId, warn, redirects }),
      assets,
      buildImageUrl,
    ) as Resolved<T>;

  const firstImage = (value: unknown, language: LocaleCode, documentId: string): ResponsiveImage | null =>
    value ? (resolve(value, language, documentId) as unknown as ResponsiveImage) : null;

  const vehicleCard = (page: PlannedPageDocument & { _type: 'vehiclePage' }): VehicleCard | null => {
    const vehicle = vehicles.get(refOf(page.base) ?? '');
    if (!vehicle) return null;
    return {
      path: pathOf(page._id),
      title: page.title,
      image: firstImage(vehicle.images[0], page.language, page._id),
      brand: brands.get(vehicle.brand._ref)?.name ?? '',
      transmission: vehicle.transmission,
      fuel: vehicle.fuel,
      seats: vehicle.seats,
      ...(vehicle.doors !== undefined ? { doors: vehicle.doors } : {}),
      ...(vehicle.sleepingSpots !== undefined ? { sleepingSpots: vehicle.sleepingSpots } : {}),
      fourByFour: vehicle.fourByFour,
      fRoadAllowed: vehicle.fRoadAllowed,
      classCode: vehicle.classCode,
    };
  };

  const vehiclePagesIn = (language: LocaleCode) =>
    pageDocuments.filter(
      (page): page is PlannedPageDocument & { _type: 'vehiclePage' } =>
        page._type === 'vehiclePage' && page.language === language,
    );

  const vehiclesFor = (page: PlannedPageDocument): VehicleCard[] => {
    const matches = (vehicle: Vehicle): boolean => {
      switch (page._type) {
        case 'vehicleCategoryPage':
          return vehicle.tenantPrimaryCategories.some(
            (entry) => entry.tenant === tenant && entry.primaryCategory._ref === refOf(page.category),
          );
        case 'vehicleBrandPage':
          return vehicle.brand._ref === refOf(page.brand);
        case 'vehicleTransmissionPage':
          return vehicle.transmission === page.transmission;
        case 'vehicleSleepingSpotsPage':
          return vehicle.sleepingSpots === page.sleepingSpots;
        default:
          return true;
      }
    };
    return vehiclePagesIn(page.language)
      .filter((vehiclePage) => {
        const vehicle = vehicles.get(refOf(vehiclePage.base) ?? '');
        return vehicle !== undefined && matches(vehicle);
      })
      .map(vehicleCard)
      .filter((card): card is VehicleCard => card !== null);
  };

  const postsFor = (page: PlannedPageDocument): PostTeaser[] =>
    pageDocuments
      .filter(
        (post): post is PlannedPageDocument & { _type: 'blogPostPage' } =>
          post._type === 'blogPostPage' &&
          post.language === page.language &&
          (page._type === 'blogTopicPage' || refOf(post.category) === page._id),
      )
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((post) => ({
        id: post._id,
        path: pathOf(post._id),
        title: post.title,
        date: post.date,
        dateLabel: postDateLabel(post.date, post.language),
        image: firstImage(post.image, post.language, post._id),
        readTimeMinutes: readTime(wordCount(post.body)),
        ...(post.excerpt ? { excerpt: post.excerpt } : {}),
        ...(post.categoryTitle ? { category: post.categoryTitle } : {}),
      }));

  const plans = pageDocuments.map((page) => {
    const path = pathOf(page._id);
    const prefix = localePrefix(page.language);
    const originalPath = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    const context: ContentPageContext = {
      ...contextFor(tenant, siteUrl, page.language, originalPath, path),
      documentId: page._id,
      pageType: page._type,
      page: resolve(withoutBase(page), page.language, page._id) as ResolvedPage,
      alternates: byTranslation.get(translationKey(page)) ?? {},
    };
    if (templateOfType[page._type] === 'vehicle-list-page') context.vehicles = vehiclesFor(page);
    if (templateOfType[page._type] === 'blog-list-page') context.posts = postsFor(page);
    if (page._type === 'blogPostPage') context.dateLabel = postDateLabel(page.date, page.language);
    if (page._type === 'vehiclePage') {
      const vehicle = vehicles.get(refOf(page.base) ?? '');
      if (vehicle) {
        context.vehicle = {
          ...vehicle,
          images: resolve(vehicle.images, page.language, page._id) as unknown as ResponsiveImage[],
          brandName: brands.get(vehicle.brand._ref)?.name ?? '',
        };
      }
    }
    return { path, template: templateOfType[page._type], context };
  });
  const vehicleCards: ContentPlan['vehicleCards'] = {};
  for (const page of pageDocuments) {
    if (page._type !== 'vehiclePage') continue;
    const card = vehicleCard(page);
    const vehicle = vehicles.get(refOf(page.base) ?? '');
    if (!card || !vehicle) continue;
    const categoryId = vehicle.tenantPrimaryCategories.find((entry) => entry.tenant === tenant)?.primaryCategory._ref;
    const categoryPage = pageDocuments.find(
      (candidate) =>
        candidate._type === 'vehicleCategoryPage' &&
        candidate.language === page.language &&
        refOf(candidate.category) === categoryId,
    );
    (vehicleCards[page.language] ??= {})[vehicle._id] = {
      ...card,
      ...(categoryId ? { categoryId } : {}),
      ...(categoryPage ? { categoryTitle: categoryPage.title } : {}),
    };
  }
  return { plans, paths, assets, vehicleCards };
}
