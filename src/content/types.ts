/**
 * The content documents of the site, as stored in Sanity and in the embedded dataset
 * (`content/dataset.ndjson`, a Sanity export). Field names follow spec §3. The Sanity schema
 * definitions in `schema/` describe the same shapes for the Studio.
 */
import type { LocaleCode } from '../config/locales';
import type { TenantId } from '../config/tenants';
import type { Location as HoursLocation, OperatingHours, SpecialDay } from '../domain/hours';
import type { PromotionDates } from '../domain/promotion';
import type { Season } from '../domain/season';

// ---------------------------------------------------------------------------------------------
// Sanity primitives

export interface Reference {
  _type: 'reference';
  _ref: string;
  _key?: string;
  _weak?: boolean;
}

export interface Slug {
  _type: 'slug';
  current: string;
}

/** An uploaded image file (`image-<sha1>-<width>x<height>-<ext>`), as Sanity stores it. */
export interface ImageAssetDocument {
  _id: string;
  _type: 'sanity.imageAsset';
  assetId: string;
  extension: 'png' | 'jpg' | 'webp';
  mimeType: string;
  originalFilename: string;
  /** `images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>` in Sanity; the file under `content/images/` here. */
  path: string;
  url: string;
  sha1hash: string;
  size: number;
  metadata: {
    _type: 'sanity.imageMetadata';
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
    lqip?: string;
  };
}

/** Text in every language, for settings that are one document per tenant (location titles, labels). */
export type LocaleString = { _type: 'localeString' } & Partial<Record<LocaleCode, string>>;

/** A picture with focal point, crop, alt text and an optional copyright line (spec §3 Image). */
export interface Image {
  _type: 'image';
  _key?: string;
  asset: Reference;
  hotspot?: { _type: 'sanity.imageHotspot'; x: number; y: number; width: number; height: number };
  crop?: { _type: 'sanity.imageCrop'; top: number; bottom: number; left: number; right: number };
  alt?: string;
  title?: string;
  copyright?: 'yes';
  copyrightText?: PortableText;
}

// ---------------------------------------------------------------------------------------------
// Rich text (Portable Text)

export interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks?: string[];
}

export interface LinkMark {
  _type: 'link';
  _key: string;
  link: Link;
}

export interface TextBlock {
  _type: 'block';
  _key: string;
  style?: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs?: LinkMark[];
  children: Span[];
}

export type PortableText = TextBlock[];

// ---------------------------------------------------------------------------------------------
// Links

/** The page types a link can point at (spec §2 Content page paths). */
export const pageTypes = [
  'homePage',
  'page',
  'vehicleOverviewPage',
  'vehicleCategoryPage',
  'vehicleBrandPage',
  'vehicleTransmissionPage',
  'vehicleSleepingSpotsPage',
  'vehiclePage',
  'blogTopicPage',
  'blogCategoryPage',
  'blogPostPage',
] as const;

export type PageType = (typeof pageTypes)[number];

/**
 * A content-managed link (spec §2): external (an address), or internal: relative (a path), an anchor
 * on the page, or a reference to a page document. `blank` opens it in a new tab.
 */
export interface Link {
  _type: 'link';
  type: 'internal' | 'external';
  internalType?: 'relative' | 'anchor' | PageType;
  anchorId?: string;
  external?: string;
  relative?: string;
  internal?: Reference;
  blank?: boolean;
}

/** A link with its label, as used in menus and footers. */
export interface LabelledLink {
  _type: 'labelledLink';
  _key: string;
  label: string;
  link: Link;
}

// ---------------------------------------------------------------------------------------------
// Content blocks (spec §1, §3)

interface BlockBase {
  _key: string;
  /** Anchor target id for `internalType: 'anchor'` links. */
  anchorId?: string;
}

export interface RichTextBlock extends BlockBase {
  _type: 'richTextBlock';
  body: PortableText;
}

export interface AccordionBlock extends BlockBase {
  _type: 'accordionBlock';
  title?: string;
  items: { _key: string; question: string; answer: PortableText }[];
}

export interface FaqBlock extends BlockBase {
  _type: 'faqBlock';
  title?: string;
  items: { _key: string; question: string; answer: PortableText }[];
}

export interface BannerBlock extends BlockBase {
  _type: 'bannerBlock';
  type: 'picture' | 'text';
  overline?: string;
  title: string;
  description?: string;
  image?: Image;
  button?: { label: string; customLink: Link };
}

export interface CarouselBlock extends BlockBase {
  _type: 'carouselBlock';
  title?: string;
  slides: { _key: string; image: Image; title?: string; text?: string; link?: Link }[];
}

export interface GalleryBlock extends BlockBase {
  _type: 'galleryBlock';
  title?: string;
  /** Media item type: none, a link, or opening the image in a modal (spec §3). */
  mediaType: 'none' | 'link' | 'modal';
  items: { _key: string; image: Image; link?: Link }[];
}

export interface TabsBlock extends BlockBase {
  _type: 'tabsBlock';
  tabs: { _key: string; title: string; block: PortableText }[];
}

export interface TableBlock extends BlockBase {
  _type: 'tableBlock';
  title?: string;
  highlightFirstRow?: boolean;
  highlightFirstColumn?: boolean;
  /** Cells may hold `{price:N}` placeholders, converted to the visitor's currency (spec §9). */
  content: { rows: { _key: string; cells: string[] }[] };
}

export interface VideoBlock extends BlockBase {
  _type: 'videoBlock';
  title: string;
  url: string;
}

export interface MapBlock extends BlockBase {
  _type: 'mapBlock';
  title?: string;
  center: { lat: number; lng: number };
  zoom: number;
  markers: { _key: string; lat: number; lng: number; label: string }[];
}

/** The airport shuttle tracker; its positions come from `/api/shuttle/locations` (spec §9 Shuttle map). */
export interface ShuttleMapBlock extends BlockBase {
  _type: 'shuttleMapBlock';
  title?: string;
  /** A picture of the map bounds (north at the top), stretched over them. */
  mapImage: Image;
  /** The map's accessible name. */
  mapLabel: string;
  /** "Shuttle", followed by each shuttle's id. */
  shuttleLabel: string;
  lastMovementLabel: string;
  terminalLabel: string;
  officeLabel: string;
  legend?: string;
}

export interface ComparisonSliderBlock extends BlockBase {
  _type: 'comparisonSliderBlock';
  title?: string;
  before: Image;
  after: Image;
  beforeLabel?: string;
  afterLabel?: string;
}

export interface QuoteBlock extends BlockBase {
  _type: 'quoteBlock';
  quote: string;
  author?: string;
  role?: string;
}

export interface ExpanderBlock extends BlockBase {
  _type: 'expanderBlock';
  title?: string;
  body: PortableText;
  /** Rows shown before "Show more" (spec §9: 5 by default). */
  visibleRows?: number;
}

export type ContentBlock =
  | RichTextBlock
  | AccordionBlock
  | FaqBlock
  | BannerBlock
  | CarouselBlock
  | GalleryBlock
  | TabsBlock
  | TableBlock
  | VideoBlock
  | MapBlock
  | ShuttleMapBlock
  | ComparisonSliderBlock
  | QuoteBlock
  | ExpanderBlock;

// ---------------------------------------------------------------------------------------------
// Documents

/** Fields every content document has (spec §3: _type, language, tenant, slug.current). */
interface LocalizedDocument {
  _id: string;
  language: LocaleCode;
  tenant: TenantId;
}

export interface Seo {
  _type: 'seo';
  title?: string;
  description?: string;
  image?: Image;
}

interface PageDocument extends LocalizedDocument {
  title: string;
  slug: Slug;
  seo?: Seo;
  content?: ContentBlock[];
}

export interface HomePage extends LocalizedDocument {
  _type: 'homePage';
  title: string;
  hero: { title: string; text?: string; image?: Image };
  seo?: Seo;
  content?: ContentBlock[];
}

/** A plain content page; its slug may have several segments (`about/team`), served by the catch-all route. */
export interface Page extends PageDocument {
  _type: 'page';
}

export interface VehicleOverviewPage extends PageDocument {
  _type: 'vehicleOverviewPage';
  intro?: string;
}

/** A vehicle category shared by all languages (Economy, 4x4, Camper van …). */
export interface VehicleCategory {
  _id: string;
  _type: 'vehicleCategory';
  tenant: TenantId;
  key: string;
  order: number;
}

export interface VehicleBrand {
  _id: string;
  _type: 'vehicleBrand';
  name: string;
}

export interface VehicleCategoryPage extends PageDocument {
  _type: 'vehicleCategoryPage';
  category: Reference;
  description?: string;
}

export interface VehicleBrandPage extends PageDocument {
  _type: 'vehicleBrandPage';
  brand: Reference;
  description?: string;
}

export interface VehicleTransmissionPage extends PageDocument {
  _type: 'vehicleTransmissionPage';
  transmission: Transmission;
  description?: string;
}

export interface VehicleSleepingSpotsPage extends PageDocument {
  _type: 'vehicleSleepingSpotsPage';
  sleepingSpots: number;
  description?: string;
}

export type Transmission = 'manual' | 'automatic';
export type Fuel = 'petrol' | 'diesel' | 'electric' | 'hybrid';

/**
 * A vehicle model, shared by all languages (spec §3 base). `classCode` links it to the rental
 * engine's vehicle class; `tenantPrimaryCategories` places it under a category per brand.
 */
export interface Vehicle {
  _id: string;
  _type: 'vehicle';
  name: string;
  classCode: string;
  brand: Reference;
  transmission: Transmission;
  fuel: Fuel;
  seats: number;
  doors?: number;
  sleepingSpots?: number;
  luggage?: number;
  fourByFour: boolean;
  /** Allowed on Iceland's F-roads (mountain roads), which need a 4x4. */
  fRoadAllowed: boolean;
  images: Image[];
  tenantPrimaryCategories: { _key: string; tenant: TenantId; primaryCategory: Reference }[];
}

export interface VehiclePage extends PageDocument {
  _type: 'vehiclePage';
  base: Reference;
  description?: string;
  features?: string[];
}

export interface BlogTopicPage extends PageDocument {
  _type: 'blogTopicPage';
  intro?: string;
}

export interface BlogCategoryPage extends PageDocument {
  _type: 'blogCategoryPage';
  topic: Reference;
  description?: string;
}

export interface BlogPostPage extends PageDocument {
  _type: 'blogPostPage';
  topic: Reference;
  category: Reference;
  date: string;
  image: Image;
  excerpt?: string;
  body: PortableText;
}

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

/** A section of a dropdown column: a headline, or a list of links with optional icon, title and description (spec §2). */
export interface MenuSection {
  _key: string;
  _type: 'menuHeadline' | 'menuLinkList';
  title?: string;
  icon?: string;
  description?: string;
  links?: LabelledLink[];
}

export interface MenuItem {
  _key: string;
  type: 'single' | 'dropdown' | 'dropdownRecentPosts';
  title: string;
  customLink?: Link;
  description?: string;
  columns?: { _key: string; sections: MenuSection[] }[];
  /** dropdownRecentPosts: the link list beside the 6 latest posts. */
  titleLinks?: string;
  links?: LabelledLink[];
  titleRecentPosts?: string;
}

export interface QuickLink {
  _key: string;
  title: string;
  label: string;
  icon?: string;
  customLink: Link;
  mobileOnly?: boolean;
}

export interface Header extends LocalizedDocument {
  _type: 'header';
  menuTitleBook: string;
  menuItems: MenuItem[];
  quickLinks?: QuickLink[];
}

export interface Address {
  street: string;
  postalCode: string;
  city: string;
}

export interface Footer extends LocalizedDocument {
  _type: 'footer';
  copyright: string;
  categories: { _key: string; title: string; links: LabelledLink[] }[];
  socials: {
    _key: string;
    platform: 'facebook' | 'instagram' | 'twitter' | 'tiktok' | 'youtube';
    active: boolean;
    title: string;
  }[];
  legalLinks: LabelledLink[];
  locations: { keflavik: { title: string; address: Address }; reykjavik: { title: string; address: Address } };
  certificates?: { _key: string; title: string; image: Image; link?: Link }[];
}

export interface Settings extends LocalizedDocument {
  _type: 'settings';
  facebook?: string;
  instagram?: string;
  twitter?: string;
  tiktok?: string;
  youtube?: string;
  email: string;
  phoneReykjavik: string;
  phoneKeflavik: string;
  googleMapsKeflavik?: string;
  googleMapsReykjavik?: string;
  /** The chat widget's provider (spec §2; src/components/chat/chat.ts); none: no chat. */
  chat?: { provider?: string; id?: string; scriptUrl?: string };
}

export interface NotFound extends LocalizedDocument {
  _type: 'notFound';
  text: PortableText;
}

export interface BannerSettings extends LocalizedDocument {
  _type: 'bannerSettings';
  active: boolean;
  template: { title?: string; text?: string };
  expanderText?: PortableText;
  important?: boolean;
}

export interface PromotionSettings extends LocalizedDocument {
  _type: 'promotionSettings';
  validDates: PromotionDates;
  labels: { button: string; days: string; hours: string; minutes: string; seconds: string };
  template: {
    promoCode: string;
    percentage: number;
    banner: string;
    title: string;
    /** May hold {promoCode} and {percentage}. */
    text: string;
    /** May hold {expiryDate}. */
    note?: string;
    image?: Image;
  };
}

/** A pickup and return place with its opening hours (spec §3 Location). */
export interface CarenLocation extends Omit<HoursLocation, 'specialOperatingHours'> {
  _key: string;
  /** The rental company's location id (see RentalCompany). */
  id: string;
  title: LocaleString;
  icon?: 'airport' | 'city' | 'harbour';
  hidden?: boolean;
  operatingHoursHighSeason: OperatingHours;
  operatingHoursLowSeason: OperatingHours;
  specialOperatingHours?: (SpecialDay & { _key: string })[];
}

/** Booking settings of a tenant (spec §3 Settings, carenSettings). */
export interface CarenSettings {
  _id: string;
  _type: 'carenSettings';
  tenant: TenantId;
  highSeason: Season;
  selfService: boolean;
  locations: CarenLocation[];
}

/** The rental company's places (spec §3 Rental company). */
export interface RentalCompany {
  _id: string;
  _type: 'rentalCompany';
  tenant: TenantId;
  id: string;
  locations: { _key: string; id: string; title: string; pickup: boolean; return: boolean }[];
}

/** A content-managed redirect of a brand's site (spec §2 route rules; schema/documents/redirect.ts). */
export interface Redirect {
  _id: string;
  _type: 'redirect';
  tenant: TenantId;
  /** A path of the site, starting with `/`. */
  from: string;
  /** A path of the site or an address of another site. */
  to: string;
  /** 301 when true, 302 otherwise. */
  permanent?: boolean;
}

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
  | RentalCompany;
