/**
 * The content documents of the site under the names the code uses, all derived from the types
 * `sanity typegen generate` writes from the schema (`src/content/schema/`) and the queries
 * (`queries.ts`) into `sanity.types.d.ts`; nothing here restates a shape. What typegen cannot say,
 * and this module adds (docs/decisions/017):
 * - `Stored<T>`: documents as the embedded dataset and the generator write them, without the
 *   system fields Sanity adds on save (`_createdAt`, `_updatedAt`, `_rev`);
 * - `Keyed<T>`: an object as a member of a list, with the `_key` Sanity gives it;
 * - image assets as the dataset stores them (Sanity fills `url`, `path` and `metadata` on upload;
 *   typegen, which sees only the built-in schema, leaves every field of it optional);
 * - `pageTypes`, a value (the schema's list of page types), re-exported.
 */
import type * as Generated from './sanity.types';

export { pageTypes, type PageType } from './schema/page-types';

type SystemFields = '_createdAt' | '_updatedAt' | '_rev';

/** A document as stored in the embedded dataset: Sanity's system fields are added on save. */
export type Stored<T> = T extends unknown ? Omit<T, SystemFields> : never;

/** An object in a list, with its `_key`. */
export type Keyed<T> = T & { _key: string };

// ---------------------------------------------------------------------------------------------
// Sanity primitives

export type Slug = Generated.Slug;

/** A reference to another document (the target type is in `[internalGroqTypeReferenceTo]`). */
export type Reference = Generated.VehiclePage['base'];

/** A picture with focal point, crop, alt text and an optional copyright line (spec §3 Image). */
export type Image = Generated.BlogPostPage['image'];

/** An uploaded image file (`image-<sha1>-<width>x<height>-<ext>`), as Sanity stores it once uploaded. */
export type ImageAssetDocument = Stored<Generated.SanityImageAsset> &
  Required<
    Pick<
      Generated.SanityImageAsset,
      'assetId' | 'extension' | 'mimeType' | 'originalFilename' | 'path' | 'url' | 'sha1hash' | 'size'
    >
  > & {
    metadata: Generated.SanityImageMetadata & { dimensions: Generated.SanityImageDimensions };
  };

export type LocaleString = Generated.LocaleString;

// ---------------------------------------------------------------------------------------------
// Rich text (Portable Text)

export type TextBlock = Generated.NotFound['text'][number];
export type PortableText = TextBlock[];
export type Span = NonNullable<TextBlock['children']>[number];
export type LinkMark = NonNullable<TextBlock['markDefs']>[number];

// ---------------------------------------------------------------------------------------------
// Links

/**
 * A content-managed link (spec §2): external (an address), or internal: relative (a path), an anchor
 * on the page, or a reference to a page document. `blank` opens it in a new tab.
 */
export type Link = Generated.Link;

/** A link with its label, as used in menus and footers. */
export type LabelledLink = Keyed<Generated.LabelledLink>;

// ---------------------------------------------------------------------------------------------
// Content blocks (spec §1, §3)

/** One block of a page's `content`. */
export type ContentBlock = NonNullable<Generated.Page['content']>[number];
type Block<T extends ContentBlock['_type']> = Extract<ContentBlock, { _type: T }>;

export type RichTextBlock = Block<'richTextBlock'>;
export type AccordionBlock = Block<'accordionBlock'>;
export type FaqBlock = Block<'faqBlock'>;
export type BannerBlock = Block<'bannerBlock'>;
export type CarouselBlock = Block<'carouselBlock'>;
export type GalleryBlock = Block<'galleryBlock'>;
export type TabsBlock = Block<'tabsBlock'>;
export type TableBlock = Block<'tableBlock'>;
export type VideoBlock = Block<'videoBlock'>;
export type MapBlock = Block<'mapBlock'>;
/** The airport shuttle tracker; its positions come from `/api/shuttle/locations` (spec §9 Shuttle map). */
export type ShuttleMapBlock = Block<'shuttleMapBlock'>;
export type ComparisonSliderBlock = Block<'comparisonSliderBlock'>;
export type QuoteBlock = Block<'quoteBlock'>;
export type ExpanderBlock = Block<'expanderBlock'>;

// ---------------------------------------------------------------------------------------------
// Documents

export type Seo = Generated.Seo;

export type HomePage = Stored<Generated.HomePage>;
/** A plain content page; its slug may have several segments (`about/team`), served by the catch-all route. */
export type Page = Stored<Generated.Page>;
export type VehicleOverviewPage = Stored<Generated.VehicleOverviewPage>;
/** A vehicle category shared by all languages (Economy, 4x4, Camper van …). */
export type VehicleCategory = Stored<Generated.VehicleCategory>;
export type VehicleBrand = Stored<Generated.VehicleBrand>;
export type VehicleCategoryPage = Stored<Generated.VehicleCategoryPage>;
export type VehicleBrandPage = Stored<Generated.VehicleBrandPage>;
export type VehicleTransmissionPage = Stored<Generated.VehicleTransmissionPage>;
export type VehicleSleepingSpotsPage = Stored<Generated.VehicleSleepingSpotsPage>;

/**
 * A vehicle model, shared by all languages (spec §3 base). `classCode` links it to the rental
 * engine's vehicle class; `tenantPrimaryCategories` places it under a category per brand.
 */
export type Vehicle = Stored<Generated.Vehicle>;
export type Transmission = Vehicle['transmission'];
export type Fuel = Vehicle['fuel'];
export type VehiclePage = Stored<Generated.VehiclePage>;
export type BlogTopicPage = Stored<Generated.BlogTopicPage>;
export type BlogCategoryPage = Stored<Generated.BlogCategoryPage>;
export type BlogPostPage = Stored<Generated.BlogPostPage>;

export type ContentPage =
  | HomePage
  | Page
  | VehicleOverviewPage
  | VehicleCategoryPage
  | VehicleBrandPage
  | VehicleTransmissionPage
  | VehicleSleepingSpotsPage
  | VehiclePage
  | BlogTopicPage
  | BlogCategoryPage
  | BlogPostPage;

export type Header = Stored<Generated.Header>;
export type MenuItem = Header['menuItems'][number];
/** A section of a dropdown column: a headline, or a list of links with optional icon, title and description (spec §2). */
export type MenuSection = NonNullable<NonNullable<MenuItem['columns']>[number]['sections']>[number];
export type QuickLink = NonNullable<Header['quickLinks']>[number];

export type Footer = Stored<Generated.Footer>;
export type Address = Footer['locations']['keflavik']['address'];
export type Settings = Stored<Generated.Settings>;
export type NotFound = Stored<Generated.NotFound>;
export type BannerSettings = Stored<Generated.BannerSettings>;
export type PromotionSettings = Stored<Generated.PromotionSettings>;

/** Booking settings of a tenant (spec §3 Settings, carenSettings). */
export type CarenSettings = Stored<Generated.CarenSettings>;
/** A pickup and return place with its opening hours (spec §3 Location). */
export type CarenLocation = CarenSettings['locations'][number];
/** The rental company's places (spec §3 Rental company). */
export type RentalCompany = Stored<Generated.RentalCompany>;
/** A brand's fleet and prices: classes, extras, insurance, fees, coupons (schema/singletons/price-list.ts). */
export type PriceList = Stored<Generated.PriceList>;
/** A content-managed redirect of a brand's site (spec §2 route rules; schema/documents/redirect.ts). */
export type Redirect = Stored<Generated.Redirect>;

export type ContentDocument =
  | ContentPage
  | Redirect
  | ImageAssetDocument
  | VehicleCategory
  | VehicleBrand
  | Vehicle
  | Header
  | Footer
  | Settings
  | NotFound
  | BannerSettings
  | PromotionSettings
  | CarenSettings
  | RentalCompany
  | PriceList;
