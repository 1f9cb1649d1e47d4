/**
 * Site generator: home pages, plain pages, header, footer, settings, 404 text, info banner and
 * promotion per tenant and language; booking settings (carenSettings) and rental company per tenant.
 *
 * Text lives in one table per language (`copy` below); the builders turn it into documents. Rich
 * text lines use a small notation, read by `richText`:
 *   `## ` heading 2, `### ` heading 3, `- ` bullet, `1. ` numbered item, `> ` quote;
 *   `**bold**`; `[label](target)` links, the target being `home`, `vehicles`, `blog`,
 *   `blog:<category>`, `page:<key>`, `/relative/path/`, `#anchor`, or an address (https:, mailto:, tel:);
 *   `{brand}`, `{email}`, `{phoneRvk}`, `{phoneKef}`, `{phoneRvkTel}`, `{phoneKefTel}` are filled in, and
 *   `{extraDriverPrice}`, `{oneWayFee}` become `{price:N}` with the brand's rental terms (src/config/rental.ts);
 *   a line (or FAQ question) starting with `@kef ` is only for tenants with the Keflavík Airport desk,
 *   one starting with `@ss ` only for tenants offering self-service.
 * Other placeholders (`{price:N}`, `{promoCode}`, `{percentage}`, `{expiryDate}`) are left for the site.
 */
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { rentalTerms } from '../../src/config/rental';
import { tenantIds, tenants, type TenantId } from '../../src/config/tenants';
import type {
  BannerSettings,
  CarenLocation,
  CarenSettings,
  ContentBlock,
  ContentDocument,
  Footer,
  Header,
  HomePage,
  ImageAssetDocument,
  LabelledLink,
  Link,
  LinkMark,
  LocaleString,
  MenuItem,
  MenuSection,
  NotFound,
  Page,
  PageType,
  PortableText,
  PromotionSettings,
  RentalCompany,
  Settings,
  Span,
  TextBlock,
} from '../../src/content/types';
type OperatingHours = CarenLocation['operatingHoursHighSeason'];
import { fromMinorUnits } from '../../src/domain/money';
import { badgeArt, landscapeArt, palettes, vehicleArt } from './art';
import { docId, key, ref } from './ids';
import { imageFromSvg, type GeneratedImage } from './images';
import { oneWayFeeEur } from './price-list';
import { shuttleFooterLinks } from './shuttle';

// ---------------------------------------------------------------------------------------------
// Shapes of the text tables

export type SitePageKey = 'about' | 'faq' | 'terms' | 'privacy' | 'contact' | 'blocks-showcase';
type BlogCategoryKey = 'travel-tips' | 'driving-in-iceland' | 'destinations';

/** A question with its answer as rich text lines. */
interface QA {
  q: string;
  a: string[];
}

interface Titled {
  title: string;
  description: string;
}

interface Slide {
  title: string;
  text: string;
  alt: string;
}

/** Text that differs per tenant within one language. */
interface TenantCopy {
  home: {
    title: string;
    seoTitle: string;
    seoDescription: string;
    heroTitle: string;
    heroText: string;
    heroAlt: string;
    banner: { overline: string; title: string; description: string; button: string; alt: string };
    /** Rich text about renting. */
    intro: string[];
    faqTitle: string;
    faq: QA[];
    quote: { text: string; author: string; role: string };
  };
  /** The vehicles menu: dropdown title and description, and the label of the overview page. */
  fleet: { menu: string; description: string; all: string };
  /** Vehicle categories by key (README shared keys). */
  categories: Record<string, Titled>;
}

interface LanguageCopy {
  pages: Record<SitePageKey, { slug: string; title: string; description: string }>;
  tenants: Record<TenantId, TenantCopy>;
  header: {
    book: string;
    byType: string;
    byGearbox: string;
    bySleeping: string;
    automatic: Titled;
    manual: Titled;
    sleeps: (spots: number) => string;
    blog: string;
    blogDescription: string;
    blogLinksTitle: string;
    recentPostsTitle: string;
    blogAll: string;
    blogCategories: Record<BlogCategoryKey, string>;
    manage: { title: string; label: string };
    checkIn: { title: string; label: string };
    call: { title: string; label: string };
  };
  footer: {
    plan: string;
    company: string;
    followOn: (platform: string) => string;
    certificate: string;
    certificateAlt: string;
  };
  /** The home page carousel, the same for every tenant. */
  carousel: { title: string; slides: [Slide, Slide, Slide] };
  about: { body: string[]; banner: { title: string; description: string; button: string } };
  faqPage: { intro: string[]; generalTitle: string; general: QA[]; pickupTitle: string; pickup: QA[] };
  terms: string[];
  privacy: string[];
  contact: { body: string[]; mapTitle: string };
  /** The travel guide (`blocks-showcase`), which uses every block type. */
  guide: {
    intro: string[];
    pictureBanner: { overline: string; title: string; description: string; alt: string };
    tabs: { title: string; text: string[] }[];
    carousel: { title: string; slides: [Slide, Slide, Slide] };
    gallery: { title: string; images: [string, string, string, string] };
    table: {
      title: string;
      coverage: string;
      basic: string;
      premium: string;
      zero: string;
      perDay: string;
      included: string;
      selfRisk: string;
      gravel: string;
      sand: string;
      tyres: string;
    };
    accordion: { title: string; items: QA[] };
    faq: { title: string; items: QA[] };
    video: string;
    mapTitle: string;
    comparison: { title: string; before: string; after: string; beforeAlt: string; afterAlt: string };
    quote: { text: string; author: string; role: string };
    textBanner: { overline: string; title: string; description: string };
    expander: { title: string; body: string[] };
  };
  notFound: string[];
  winter: { title: string; text: string; expander: string[] };
  promo: {
    button: string;
    days: string;
    hours: string;
    minutes: string;
    seconds: string;
    banner: string;
    title: string;
    text: string;
    note: string;
    alt: string;
  };
  /** Location names (search, footer, map markers). */
  locations: { kef: string; rvk: string; aey: string; delivery: string };
}

// ---------------------------------------------------------------------------------------------
// Fixed facts

const pageKeys: readonly SitePageKey[] = ['about', 'faq', 'terms', 'privacy', 'contact', 'blocks-showcase'];
const blogCategoryKeys: readonly BlogCategoryKey[] = ['travel-tips', 'driving-in-iceland', 'destinations'];

const categoryKeys: Record<TenantId, readonly string[]> = {
  car: ['car-economy', 'car-compact', 'car-suv', 'car-van'],
  camper: ['camper-campervan', 'camper-4x4', 'camper-motorhome'],
  longterm: ['longterm-city', 'longterm-family', 'longterm-electric'],
};

const categoryIcons: Record<string, string> = {
  'car-economy': 'car-small',
  'car-compact': 'car',
  'car-suv': 'suv',
  'car-van': 'van',
  'camper-campervan': 'campervan',
  'camper-4x4': 'four-by-four',
  'camper-motorhome': 'motorhome',
  'longterm-city': 'city',
  'longterm-family': 'family',
  'longterm-electric': 'electric',
};

const phones = { reykjavik: '+354 500 0000', keflavik: '+354 500 0010' };
const telOf = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

const companyNames: Record<TenantId, string> = {
  car: 'Norðurljós Car Rental ehf.',
  camper: 'Norðurljós Campers ehf.',
  longterm: 'Norðurljós Langtímaleiga ehf.',
};

const socialHandles: Record<TenantId, string> = {
  car: 'nordurljoscarrental',
  camper: 'nordurljoscampers',
  longterm: 'nordurljoslongterm',
};

const addresses = {
  keflavik: { street: 'Blikavöllur 2', postalCode: '235', city: 'Keflavíkurflugvöllur' },
  reykjavik: { street: 'Skeifan 9', postalCode: '108', city: 'Reykjavík' },
};

const coordinates = {
  keflavik: { lat: 63.985, lng: -22.605 },
  reykjavik: { lat: 64.1307, lng: -21.8746 },
};

const googleMaps = {
  keflavik: 'https://www.google.com/maps/search/?api=1&query=63.985%2C-22.605',
  reykjavik: 'https://www.google.com/maps/search/?api=1&query=Skeifan+9%2C+108+Reykjav%C3%ADk',
};

/** Insurance prices per tenant (EUR): per-day price of Premium and Zero risk, and self-risk of the three. */
const insurancePrices: Record<TenantId, { premium: number; zero: number; selfRisk: [number, number, number] }> = {
  car: { premium: 19, zero: 35, selfRisk: [3000, 900, 0] },
  camper: { premium: 25, zero: 45, selfRisk: [3500, 1200, 0] },
  longterm: { premium: 9, zero: 16, selfRisk: [2500, 750, 0] },
};

const hasAirportDesk = (tenant: TenantId) => tenant !== 'longterm';
const offersSelfService = (tenant: TenantId) => tenant !== 'longterm';

const promotionDates = { from: { date: '2026-11-01', time: '09:00' }, to: { date: '2027-01-31', time: '23:59' } };

const travelVideo = 'https://www.youtube.com/watch?v=7Tjl4ZzUeq0';

// ---------------------------------------------------------------------------------------------
// Rich text and links

interface Context {
  tenant: TenantId;
  language: LocaleCode;
  copy: LanguageCopy;
  tenantCopy: TenantCopy;
  vars: Record<string, string>;
}

function contextOf(tenant: TenantId, language: LocaleCode): Context {
  const copy = siteCopy[language];
  return {
    tenant,
    language,
    copy,
    tenantCopy: copy.tenants[tenant],
    vars: {
      brand: tenants[tenant].name,
      tenant,
      email: tenants[tenant].email,
      phoneRvk: phones.reykjavik,
      phoneKef: phones.keflavik,
      phoneRvkTel: telOf(phones.reykjavik),
      phoneKefTel: telOf(phones.keflavik),
      extraDriverPrice: priceOf(rentalTerms[tenant].extraDriverPerDayEur),
      oneWayFee: priceOf(oneWayFeeEur[tenant]),
    },
  };
}

/** A `{price:N}` placeholder (N in EUR) of an amount in EUR minor units, which the site converts (spec §9). */
function priceOf(amountEurMinor: number): string {
  return `{price:${fromMinorUnits(amountEurMinor, 'EUR')}}`;
}

function fill(text: string, vars: Record<string, string>): string {
  return text.replace(
    /\{(brand|tenant|email|phoneRvk|phoneKef|phoneRvkTel|phoneKefTel|extraDriverPrice|oneWayFee)\}/g,
    (match, name: string) => (name in vars ? (vars[name] as string) : match),
  );
}

/** The text without its tenant marker, or null when the marked text is not for this tenant. */
function forTenant(text: string, tenant: TenantId): string | null {
  if (text.startsWith('@kef ')) return hasAirportDesk(tenant) ? text.slice(5) : null;
  if (text.startsWith('@ss ')) return offersSelfService(tenant) ? text.slice(4) : null;
  return text;
}

function pageLink(internalType: PageType, id: string): Link {
  return { _type: 'link', type: 'internal', internalType, internal: ref(id) };
}

function relativeLink(path: string): Link {
  return { _type: 'link', type: 'internal', internalType: 'relative', relative: path };
}

function externalLink(address: string): Link {
  return { _type: 'link', type: 'external', external: address, ...(address.startsWith('http') ? { blank: true } : {}) };
}

const homeLink = (c: Context) => pageLink('homePage', docId(c.tenant, c.language, 'homePage'));
const overviewLink = (c: Context) =>
  pageLink('vehicleOverviewPage', docId(c.tenant, c.language, 'vehicleOverviewPage'));
const sitePageLink = (c: Context, page: SitePageKey) => pageLink('page', docId(c.tenant, c.language, 'page', page));
const blogTopicLink = (c: Context) => pageLink('blogTopicPage', docId(c.tenant, c.language, 'blogTopicPage'));
const blogCategoryLink = (c: Context, category: BlogCategoryKey) =>
  pageLink('blogCategoryPage', docId(c.tenant, c.language, 'blogCategoryPage', category));

/** The link of a `[label](target)` in the rich text notation. */
function linkTo(target: string, c: Context): Link {
  if (target === 'home') return homeLink(c);
  if (target === 'vehicles') return overviewLink(c);
  if (target === 'blog') return blogTopicLink(c);
  if (target.startsWith('blog:')) {
    const category = target.slice(5) as BlogCategoryKey;
    if (!blogCategoryKeys.includes(category)) throw new Error(`Unknown blog category in link "${target}"`);
    return blogCategoryLink(c, category);
  }
  if (target.startsWith('page:')) {
    const page = target.slice(5) as SitePageKey;
    if (!pageKeys.includes(page)) throw new Error(`Unknown page in link "${target}"`);
    return sitePageLink(c, page);
  }
  if (target.startsWith('/')) return relativeLink(target);
  if (target.startsWith('#'))
    return { _type: 'link', type: 'internal', internalType: 'anchor', anchorId: target.slice(1) };
  if (/^(https?:|mailto:|tel:)/.test(target)) return externalLink(target);
  throw new Error(`Unknown link target "${target}"`);
}

/** Spans and link definitions of one line: `**bold**` and `[label](target)`. */
function inline(text: string, c: Context): { children: Span[]; markDefs: LinkMark[] } {
  const children: Span[] = [];
  const markDefs: LinkMark[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  const push = (spanText: string, marks: string[] = []) => {
    if (spanText !== '') children.push({ _type: 'span', _key: `s${children.length}`, text: spanText, marks });
  };
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    push(text.slice(last, index));
    if (match[1] !== undefined) {
      push(match[1], ['strong']);
    } else {
      const markKey = `l${markDefs.length}`;
      markDefs.push({ _type: 'link', _key: markKey, link: linkTo(match[3] ?? '', c) });
      push(match[2] ?? '', [markKey]);
    }
    last = index + match[0].length;
  }
  push(text.slice(last));
  return { children, markDefs };
}

/** Portable Text from lines in the notation described at the top of this file. */
function richText(lines: readonly string[], c: Context): PortableText {
  const blocks: TextBlock[] = [];
  for (const raw of lines) {
    const marked = forTenant(raw, c.tenant);
    if (marked === null) continue;
    let text = fill(marked, c.vars);
    let style: TextBlock['style'] = 'normal';
    let listItem: TextBlock['listItem'];
    const numbered = /^\d+\.\s/.exec(text);
    if (text.startsWith('## ')) [style, text] = ['h2', text.slice(3)];
    else if (text.startsWith('### ')) [style, text] = ['h3', text.slice(4)];
    else if (text.startsWith('> ')) [style, text] = ['blockquote', text.slice(2)];
    else if (text.startsWith('- ')) [listItem, text] = ['bullet', text.slice(2)];
    else if (numbered) [listItem, text] = ['number', text.slice(numbered[0].length)];
    const { children, markDefs } = inline(text, c);
    blocks.push({
      _type: 'block',
      _key: `b${blocks.length}`,
      style,
      ...(listItem ? { listItem, level: 1 } : {}),
      markDefs,
      children,
    });
  }
  return blocks;
}

/** FAQ or accordion items from questions and answers, without those not meant for the tenant. */
function questionItems(items: readonly QA[], c: Context) {
  return items.flatMap((item, index) => {
    const question = forTenant(item.q, c.tenant);
    return question === null
      ? []
      : [
          {
            _type: 'question' as const,
            _key: `q${index}`,
            question: fill(question, c.vars),
            answer: richText(item.a, c),
          },
        ];
  });
}

/** A labelled link; `name` gives its `_key` (labels are not ASCII in every language). */
function labelled(name: string, label: string, link: Link): LabelledLink {
  return { _type: 'labelledLink', _key: key(name), label, link };
}

/** The same text in every language, for documents that exist once per tenant. */
function localeString(text: (copy: LanguageCopy) => string): LocaleString {
  const value: LocaleString = { _type: 'localeString' };
  for (const language of localeCodes) value[language] = text(siteCopy[language]);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Pictures

type Art = Awaited<ReturnType<typeof drawArt>>;

async function drawArt() {
  const entries = {
    heroCar: ['home-hero-summer', landscapeArt(palettes.summer, 0, 1600, 900)],
    heroCamper: ['home-hero-highlands', landscapeArt(palettes.highlands, 1, 1600, 900)],
    heroLongterm: ['home-hero-dusk', landscapeArt(palettes.dusk, 2, 1600, 900)],
    vehicleCar: ['banner-suv', vehicleArt('suv', '#2f5d8a')],
    vehicleCamper: ['banner-camper', vehicleArt('camper', '#f4f1ea', '#cfdde8')],
    vehicleLongterm: ['banner-sedan', vehicleArt('sedan', '#3f7d5a')],
    slideGoldenCircle: ['slide-golden-circle', landscapeArt(palettes.summer, 3)],
    slideSouthCoast: ['slide-south-coast', landscapeArt(palettes.winter, 4)],
    slideSnaefellsnes: ['slide-snaefellsnes', landscapeArt(palettes.dusk, 5)],
    slideWestfjords: ['slide-westfjords', landscapeArt(palettes.highlands, 6)],
    slideNorth: ['slide-north', landscapeArt(palettes.winter, 7)],
    slideEastfjords: ['slide-eastfjords', landscapeArt(palettes.summer, 8)],
    gallerySummer: ['gallery-midnight-sun', landscapeArt(palettes.summer, 9)],
    galleryWinter: ['gallery-northern-lights', landscapeArt(palettes.winter, 10)],
    galleryDusk: ['gallery-highland-sunset', landscapeArt(palettes.dusk, 11)],
    galleryHighlands: ['gallery-highlands', landscapeArt(palettes.highlands, 12)],
    compareSummer: ['compare-summer', landscapeArt(palettes.summer, 13)],
    compareWinter: ['compare-winter', landscapeArt(palettes.winter, 13)],
    guideBanner: ['guide-highlands', landscapeArt(palettes.highlands, 14, 1600, 700)],
    promotion: ['promotion-winter', landscapeArt(palettes.winter, 15, 1200, 800)],
    certificate: ['certificate-vakinn', badgeArt('VAK', '#1d6b4f')],
  } as const;
  const drawn = await Promise.all(
    Object.entries(entries).map(async ([name, [file, svg]]) => [name, await imageFromSvg(file, svg)] as const),
  );
  return Object.fromEntries(drawn) as Record<keyof typeof entries, GeneratedImage>;
}

// ---------------------------------------------------------------------------------------------
// Documents per tenant and language

const heroArt = { car: 'heroCar', camper: 'heroCamper', longterm: 'heroLongterm' } as const;
const vehicleBannerArt = { car: 'vehicleCar', camper: 'vehicleCamper', longterm: 'vehicleLongterm' } as const;

function homePage(c: Context, art: Art): HomePage {
  const home = c.tenantCopy.home;
  const hero = art[heroArt[c.tenant]];
  const slideArt = [art.slideGoldenCircle, art.slideSouthCoast, art.slideSnaefellsnes];
  return {
    _id: docId(c.tenant, c.language, 'homePage'),
    _type: 'homePage',
    language: c.language,
    tenant: c.tenant,
    title: home.title,
    hero: {
      title: home.heroTitle,
      text: home.heroText,
      image: hero.image(home.heroAlt, { hotspot: { x: 0.5, y: 0.6 } }),
    },
    seo: { _type: 'seo', title: home.seoTitle, description: home.seoDescription, image: hero.image(home.heroAlt) },
    content: [
      {
        _type: 'bannerBlock',
        _key: 'banner',
        type: 'picture',
        overline: home.banner.overline,
        title: home.banner.title,
        description: home.banner.description,
        image: art[vehicleBannerArt[c.tenant]].image(home.banner.alt),
        button: { label: home.banner.button, customLink: overviewLink(c) },
      },
      { _type: 'richTextBlock', _key: 'renting', body: richText(home.intro, c) },
      {
        _type: 'carouselBlock',
        _key: 'destinations',
        title: c.copy.carousel.title,
        slides: c.copy.carousel.slides.map((slide, index) => ({
          _type: 'slide' as const,
          _key: `slide${index}`,
          image: (slideArt[index] as GeneratedImage).image(slide.alt),
          title: slide.title,
          text: slide.text,
          link: blogCategoryLink(c, 'destinations'),
        })),
      },
      { _type: 'faqBlock', _key: 'faq', title: home.faqTitle, items: questionItems(home.faq, c) },
      { _type: 'quoteBlock', _key: 'review', quote: home.quote.text, author: home.quote.author, role: home.quote.role },
    ],
  };
}

function mapMarkers(c: Context) {
  const markers = [
    { _type: 'marker' as const, _key: 'rvk', ...coordinates.reykjavik, label: `${c.copy.locations.rvk} – Skeifan 9` },
  ];
  if (hasAirportDesk(c.tenant))
    markers.unshift({ _type: 'marker', _key: 'kef', ...coordinates.keflavik, label: c.copy.locations.kef });
  return markers;
}

function guideContent(c: Context, art: Art): ContentBlock[] {
  const guide = c.copy.guide;
  const table = guide.table;
  const prices = insurancePrices[c.tenant];
  const button = { label: c.tenantCopy.home.banner.button, customLink: overviewLink(c) };
  const slideArt = [art.slideWestfjords, art.slideNorth, art.slideEastfjords];
  const galleryArt = [art.gallerySummer, art.galleryWinter, art.galleryDusk, art.galleryHighlands];
  return [
    { _type: 'richTextBlock', _key: 'intro', body: richText(guide.intro, c) },
    {
      _type: 'bannerBlock',
      _key: 'highlands',
      type: 'picture',
      overline: guide.pictureBanner.overline,
      title: guide.pictureBanner.title,
      description: guide.pictureBanner.description,
      image: art.guideBanner.image(guide.pictureBanner.alt, { hotspot: { x: 0.5, y: 0.5 } }),
      button,
    },
    {
      _type: 'tabsBlock',
      _key: 'seasons',
      anchorId: 'seasons',
      tabs: guide.tabs.map((tab, index) => ({
        _type: 'tab' as const,
        _key: `season${index}`,
        title: tab.title,
        block: richText(tab.text, c),
      })),
    },
    {
      _type: 'carouselBlock',
      _key: 'regions',
      title: guide.carousel.title,
      slides: guide.carousel.slides.map((slide, index) => ({
        _type: 'slide' as const,
        _key: `slide${index}`,
        image: (slideArt[index] as GeneratedImage).image(slide.alt),
        title: slide.title,
        text: slide.text,
        link: blogCategoryLink(c, 'destinations'),
      })),
    },
    {
      _type: 'tableBlock',
      _key: 'insurance',
      anchorId: 'insurance',
      title: table.title,
      highlightFirstRow: true,
      highlightFirstColumn: true,
      content: {
        rows: [
          { _type: 'row', _key: 'head', cells: [table.coverage, table.basic, table.premium, table.zero] },
          {
            _type: 'row',
            _key: 'perDay',
            cells: [table.perDay, table.included, `{price:${prices.premium}}`, `{price:${prices.zero}}`],
          },
          {
            _type: 'row',
            _key: 'selfRisk',
            cells: [table.selfRisk, ...prices.selfRisk.map((price) => `{price:${price}}`)],
          },
          { _type: 'row', _key: 'gravel', cells: [table.gravel, '–', '✓', '✓'] },
          { _type: 'row', _key: 'tyres', cells: [table.tyres, '–', '✓', '✓'] },
          { _type: 'row', _key: 'sand', cells: [table.sand, '–', '–', '✓'] },
        ],
      },
    },
    {
      _type: 'accordionBlock',
      _key: 'rules',
      title: guide.accordion.title,
      items: questionItems(guide.accordion.items, c),
    },
    {
      _type: 'galleryBlock',
      _key: 'gallery',
      title: guide.gallery.title,
      mediaType: 'modal',
      items: guide.gallery.images.map((alt, index) => ({
        _type: 'galleryItem' as const,
        _key: `image${index}`,
        image: (galleryArt[index] as GeneratedImage).image(alt, { title: alt }),
      })),
    },
    { _type: 'videoBlock', _key: 'video', title: guide.video, url: travelVideo },
    { _type: 'faqBlock', _key: 'faq', title: guide.faq.title, items: questionItems(guide.faq.items, c) },
    {
      _type: 'comparisonSliderBlock',
      _key: 'seasonsCompared',
      title: guide.comparison.title,
      before: art.compareSummer.image(guide.comparison.beforeAlt),
      after: art.compareWinter.image(guide.comparison.afterAlt),
      beforeLabel: guide.comparison.before,
      afterLabel: guide.comparison.after,
    },
    {
      _type: 'mapBlock',
      _key: 'map',
      title: guide.mapTitle,
      center: { lat: 64.06, lng: -22.25 },
      zoom: 9,
      markers: mapMarkers(c),
    },
    { _type: 'quoteBlock', _key: 'quote', quote: guide.quote.text, author: guide.quote.author, role: guide.quote.role },
    {
      _type: 'expanderBlock',
      _key: 'packing',
      title: guide.expander.title,
      body: richText(guide.expander.body, c),
      visibleRows: 5,
    },
    {
      _type: 'bannerBlock',
      _key: 'book',
      type: 'text',
      overline: guide.textBanner.overline,
      title: guide.textBanner.title,
      description: guide.textBanner.description,
      button,
    },
  ];
}

function pageContent(page: SitePageKey, c: Context, art: Art): ContentBlock[] {
  const copy = c.copy;
  switch (page) {
    case 'about':
      return [
        { _type: 'richTextBlock', _key: 'story', body: richText(copy.about.body, c) },
        { _type: 'richTextBlock', _key: 'renting', body: richText(c.tenantCopy.home.intro, c) },
        {
          _type: 'quoteBlock',
          _key: 'review',
          quote: c.tenantCopy.home.quote.text,
          author: c.tenantCopy.home.quote.author,
          role: c.tenantCopy.home.quote.role,
        },
        {
          _type: 'bannerBlock',
          _key: 'contact',
          type: 'text',
          title: copy.about.banner.title,
          description: copy.about.banner.description,
          button: { label: copy.about.banner.button, customLink: sitePageLink(c, 'contact') },
        },
      ];
    case 'faq':
      return [
        { _type: 'richTextBlock', _key: 'intro', body: richText(copy.faqPage.intro, c) },
        {
          _type: 'faqBlock',
          _key: 'beforeBooking',
          title: c.tenantCopy.home.faqTitle,
          items: questionItems(c.tenantCopy.home.faq, c),
        },
        {
          _type: 'faqBlock',
          _key: 'booking',
          title: copy.faqPage.generalTitle,
          items: questionItems(copy.faqPage.general, c),
        },
        {
          _type: 'accordionBlock',
          _key: 'pickup',
          title: copy.faqPage.pickupTitle,
          items: questionItems(copy.faqPage.pickup, c),
        },
      ];
    case 'terms':
      return [{ _type: 'richTextBlock', _key: 'terms', body: richText(copy.terms, c) }];
    case 'privacy':
      return [{ _type: 'richTextBlock', _key: 'privacy', body: richText(copy.privacy, c) }];
    case 'contact':
      return [
        { _type: 'richTextBlock', _key: 'contact', body: richText(copy.contact.body, c) },
        {
          _type: 'mapBlock',
          _key: 'map',
          title: copy.contact.mapTitle,
          center: hasAirportDesk(c.tenant) ? { lat: 64.06, lng: -22.25 } : coordinates.reykjavik,
          zoom: hasAirportDesk(c.tenant) ? 9 : 14,
          markers: mapMarkers(c),
        },
      ];
    case 'blocks-showcase':
      return guideContent(c, art);
  }
}

function sitePage(page: SitePageKey, c: Context, art: Art): Page {
  const text = c.copy.pages[page];
  return {
    _id: docId(c.tenant, c.language, 'page', page),
    _type: 'page',
    language: c.language,
    tenant: c.tenant,
    title: text.title,
    slug: { _type: 'slug', current: text.slug },
    seo: { _type: 'seo', title: `${text.title} | ${tenants[c.tenant].name}`, description: text.description },
    content: pageContent(page, c, art),
  };
}

function vehicleMenu(c: Context): MenuItem {
  const h = c.copy.header;
  const categorySections: MenuSection[] = categoryKeys[c.tenant].map((category) => {
    const text = c.tenantCopy.categories[category];
    if (!text) throw new Error(`No text for category ${category} in ${c.language}`);
    return {
      _key: key(category),
      _type: 'menuLinkList',
      icon: categoryIcons[category],
      title: text.title,
      description: text.description,
      links: [
        labelled(
          category,
          text.title,
          pageLink('vehicleCategoryPage', docId(c.tenant, c.language, 'vehicleCategoryPage', category)),
        ),
      ],
    };
  });
  const transmissionSections: MenuSection[] = (['automatic', 'manual'] as const).map((transmission) => ({
    _key: transmission,
    _type: 'menuLinkList',
    icon: `gearbox-${transmission}`,
    title: h[transmission].title,
    description: h[transmission].description,
    links: [
      labelled(
        transmission,
        h[transmission].title,
        pageLink('vehicleTransmissionPage', docId(c.tenant, c.language, 'vehicleTransmissionPage', transmission)),
      ),
    ],
  }));
  const secondColumn: MenuSection[] = [
    { _key: 'gearboxHeadline', _type: 'menuHeadline', title: h.byGearbox },
    ...transmissionSections,
  ];
  if (c.tenant === 'camper') {
    secondColumn.push(
      { _key: 'sleepingHeadline', _type: 'menuHeadline', title: h.bySleeping },
      {
        _key: 'sleeping',
        _type: 'menuLinkList',
        icon: 'bed',
        links: [2, 3, 4, 5].map((spots) =>
          labelled(
            `sleeps${spots}`,
            h.sleeps(spots),
            pageLink(
              'vehicleSleepingSpotsPage',
              docId(c.tenant, c.language, 'vehicleSleepingSpotsPage', String(spots)),
            ),
          ),
        ),
      },
    );
  }
  return {
    _type: 'menuItem',
    _key: 'vehicles',
    type: 'dropdown',
    title: c.tenantCopy.fleet.menu,
    description: c.tenantCopy.fleet.description,
    customLink: overviewLink(c),
    columns: [
      {
        _type: 'menuColumn',
        _key: 'byType',
        sections: [{ _key: 'typeHeadline', _type: 'menuHeadline', title: h.byType }, ...categorySections],
      },
      { _type: 'menuColumn', _key: 'more', sections: secondColumn },
    ],
  };
}

function header(c: Context): Header {
  const h = c.copy.header;
  return {
    _id: docId(c.tenant, c.language, 'header'),
    _type: 'header',
    language: c.language,
    tenant: c.tenant,
    menuTitleBook: h.book,
    menuItems: [
      vehicleMenu(c),
      {
        _type: 'menuItem',
        _key: 'allVehicles',
        type: 'single',
        title: c.tenantCopy.fleet.all,
        customLink: overviewLink(c),
      },
      {
        _type: 'menuItem',
        _key: 'blog',
        type: 'dropdownRecentPosts',
        title: h.blog,
        description: h.blogDescription,
        customLink: blogTopicLink(c),
        titleLinks: h.blogLinksTitle,
        links: [
          ...blogCategoryKeys.map((category) =>
            labelled(category, h.blogCategories[category], blogCategoryLink(c, category)),
          ),
          labelled('blog', h.blogAll, blogTopicLink(c)),
        ],
        titleRecentPosts: h.recentPostsTitle,
      },
      {
        _type: 'menuItem',
        _key: 'guide',
        type: 'single',
        title: c.copy.pages['blocks-showcase'].title,
        customLink: sitePageLink(c, 'blocks-showcase'),
      },
      {
        _type: 'menuItem',
        _key: 'about',
        type: 'single',
        title: c.copy.pages.about.title,
        customLink: sitePageLink(c, 'about'),
      },
    ],
    quickLinks: [
      {
        _type: 'quickLink',
        _key: 'manage',
        title: h.manage.title,
        label: h.manage.label,
        icon: 'search',
        customLink: relativeLink('/reservation/find/'),
      },
      {
        _type: 'quickLink',
        _key: 'checkIn',
        title: h.checkIn.title,
        label: h.checkIn.label,
        icon: 'key',
        customLink: relativeLink('/reservation/checkin/start/'),
      },
      {
        _type: 'quickLink',
        _key: 'call',
        title: h.call.title,
        label: h.call.label,
        icon: 'phone',
        customLink: externalLink(telOf(phones.reykjavik)),
        mobileOnly: true,
      },
    ],
  };
}

const socialPlatforms = [
  ['facebook', 'Facebook', true],
  ['instagram', 'Instagram', true],
  ['tiktok', 'TikTok', true],
  ['youtube', 'YouTube', true],
  ['twitter', 'X (Twitter)', false],
] as const;

function footer(c: Context, art: Art): Footer {
  const copy = c.copy;
  const pageTitle = (page: SitePageKey) => labelled(page, copy.pages[page].title, sitePageLink(c, page));
  return {
    _id: docId(c.tenant, c.language, 'footer'),
    _type: 'footer',
    language: c.language,
    tenant: c.tenant,
    copyright: companyNames[c.tenant],
    categories: [
      {
        _type: 'linkCategory',
        _key: 'vehicles',
        title: c.tenantCopy.fleet.menu,
        links: [
          labelled('allVehicles', c.tenantCopy.fleet.all, overviewLink(c)),
          ...categoryKeys[c.tenant].map((category) =>
            labelled(
              category,
              c.tenantCopy.categories[category]?.title ?? category,
              pageLink('vehicleCategoryPage', docId(c.tenant, c.language, 'vehicleCategoryPage', category)),
            ),
          ),
        ],
      },
      {
        _type: 'linkCategory',
        _key: 'plan',
        title: copy.footer.plan,
        links: [
          pageTitle('blocks-showcase'),
          labelled('blog', copy.header.blog, blogTopicLink(c)),
          labelled(
            'driving-in-iceland',
            copy.header.blogCategories['driving-in-iceland'],
            blogCategoryLink(c, 'driving-in-iceland'),
          ),
          labelled('destinations', copy.header.blogCategories.destinations, blogCategoryLink(c, 'destinations')),
        ],
      },
      {
        _type: 'linkCategory',
        _key: 'company',
        title: copy.footer.company,
        links: [
          pageTitle('about'),
          pageTitle('faq'),
          pageTitle('contact'),
          ...shuttleFooterLinks(c.tenant, c.language),
        ],
      },
    ],
    socials: socialPlatforms.map(([platform, name, active]) => ({
      _type: 'social' as const,
      _key: platform,
      platform,
      active,
      title: copy.footer.followOn(name),
    })),
    legalLinks: [pageTitle('terms'), pageTitle('privacy')],
    locations: {
      keflavik: { title: copy.locations.kef, address: addresses.keflavik },
      reykjavik: { title: copy.locations.rvk, address: addresses.reykjavik },
    },
    ...(tenants[c.tenant].showsCertificateLogo
      ? {
          certificates: [
            {
              _type: 'certificate',
              _key: 'vakinn',
              title: copy.footer.certificate,
              image: art.certificate.image(copy.footer.certificateAlt),
              link: externalLink('https://www.vakinn.is/'),
            },
          ],
        }
      : {}),
  };
}

function settings(c: Context): Settings {
  const handle = socialHandles[c.tenant];
  return {
    _id: docId(c.tenant, c.language, 'settings'),
    _type: 'settings',
    language: c.language,
    tenant: c.tenant,
    facebook: `https://www.facebook.com/${handle}`,
    instagram: `https://www.instagram.com/${handle}/`,
    twitter: `https://x.com/${handle}`,
    tiktok: `https://www.tiktok.com/@${handle}`,
    youtube: `https://www.youtube.com/@${handle}`,
    email: tenants[c.tenant].email,
    phoneReykjavik: phones.reykjavik,
    phoneKeflavik: phones.keflavik,
    googleMapsKeflavik: googleMaps.keflavik,
    googleMapsReykjavik: googleMaps.reykjavik,
  };
}

function notFound(c: Context): NotFound {
  return {
    _id: docId(c.tenant, c.language, 'notFound'),
    _type: 'notFound',
    language: c.language,
    tenant: c.tenant,
    text: richText(c.copy.notFound, c),
  };
}

function bannerSettings(c: Context): BannerSettings {
  const winter = c.copy.winter;
  return {
    _id: docId(c.tenant, c.language, 'bannerSettings'),
    _type: 'bannerSettings',
    language: c.language,
    tenant: c.tenant,
    // The long-term brand's customers drive in town; the winter notice is for travellers.
    active: c.tenant !== 'longterm',
    template: { title: winter.title, text: winter.text },
    expanderText: richText(winter.expander, c),
    important: false,
  };
}

function promotionSettings(c: Context, art: Art): PromotionSettings {
  const promo = c.copy.promo;
  return {
    _id: docId(c.tenant, c.language, 'promotionSettings'),
    _type: 'promotionSettings',
    language: c.language,
    tenant: c.tenant,
    validDates: promotionDates,
    labels: {
      button: promo.button,
      days: promo.days,
      hours: promo.hours,
      minutes: promo.minutes,
      seconds: promo.seconds,
    },
    template: {
      promoCode: 'WINTER15',
      percentage: 15,
      banner: promo.banner,
      title: promo.title,
      text: promo.text,
      note: promo.note,
      image: art.promotion.image(promo.alt, { title: promo.title }),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Documents per tenant

const everyDay = (from: string, to: string): OperatingHours => ({
  _type: 'operatingHours',
  isSameHoursAllDays: true,
  allDaysHours: { _type: 'dayHours', from, to },
});
const weekdays = (from: string, to: string) => ({
  monday: { _type: 'dayHours' as const, from, to },
  tuesday: { _type: 'dayHours' as const, from, to },
  wednesday: { _type: 'dayHours' as const, from, to },
  thursday: { _type: 'dayHours' as const, from, to },
  friday: { _type: 'dayHours' as const, from, to },
});

const keflavikAirport = (): CarenLocation => ({
  _type: 'location',
  _key: 'kef',
  id: 'kef',
  title: localeString((copy) => copy.locations.kef),
  icon: 'airport',
  operatingHoursHighSeason: {
    _type: 'operatingHours',
    isSameHoursAllDays: true,
    allDaysHours: { _type: 'dayHours', is24Hours: true },
  },
  operatingHoursLowSeason: everyDay('05:00', '23:00'),
  returnAnytime: true,
  selfService: true,
  selfServiceHours: { from: '00:00', to: '23:59' },
});

const reykjavikOffice = (): CarenLocation => ({
  _type: 'location',
  _key: 'rvk',
  id: 'rvk',
  title: localeString((copy) => copy.locations.rvk),
  icon: 'city',
  operatingHoursHighSeason: everyDay('08:00', '20:00'),
  operatingHoursLowSeason: {
    _type: 'operatingHours',
    isSameHoursAllDays: false,
    dailyHours: { ...weekdays('08:00', '18:00'), saturday: { _type: 'dayHours', from: '09:00', to: '16:00' } },
  },
  returnAnytime: false,
  selfService: true,
  selfServiceHours: { from: '06:00', to: '22:00' },
  specialOperatingHours: [
    { _type: 'specialDay', _key: 'd20261224', date: '2026-12-24', open: true, from: '08:00', to: '12:00' },
    { _type: 'specialDay', _key: 'd20261225', date: '2026-12-25', open: false },
    { _type: 'specialDay', _key: 'd20261226', date: '2026-12-26', open: false, selfServiceAvailable: true },
    { _type: 'specialDay', _key: 'd20261231', date: '2026-12-31', open: true, from: '08:00', to: '13:00' },
    { _type: 'specialDay', _key: 'd20270101', date: '2027-01-01', open: false },
  ],
});

const akureyriOffice = (): CarenLocation => ({
  _type: 'location',
  _key: 'aey',
  id: 'aey',
  title: localeString((copy) => copy.locations.aey),
  icon: 'city',
  operatingHoursHighSeason: {
    _type: 'operatingHours',
    isSameHoursAllDays: false,
    dailyHours: { ...weekdays('09:00', '17:00') },
  },
  operatingHoursLowSeason: {
    _type: 'operatingHours',
    isSameHoursAllDays: false,
    dailyHours: { ...weekdays('09:00', '17:00') },
  },
  returnAnytime: false,
  selfService: false,
  specialOperatingHours: [
    { _type: 'specialDay', _key: 'd20261225', date: '2026-12-25', open: false },
    { _type: 'specialDay', _key: 'd20261226', date: '2026-12-26', open: false },
    { _type: 'specialDay', _key: 'd20270101', date: '2027-01-01', open: false },
  ],
});

const homeDelivery = (): CarenLocation => ({
  _type: 'location',
  _key: 'delivery',
  id: 'delivery',
  title: localeString((copy) => copy.locations.delivery),
  operatingHoursHighSeason: {
    _type: 'operatingHours',
    isSameHoursAllDays: false,
    dailyHours: { ...weekdays('09:00', '17:00'), saturday: { _type: 'dayHours', from: '10:00', to: '14:00' } },
  },
  operatingHoursLowSeason: {
    _type: 'operatingHours',
    isSameHoursAllDays: false,
    dailyHours: { ...weekdays('09:00', '17:00'), saturday: { _type: 'dayHours', from: '10:00', to: '14:00' } },
  },
  returnAnytime: false,
  selfService: false,
  specialOperatingHours: [
    { _type: 'specialDay', _key: 'd20261224', date: '2026-12-24', open: false },
    { _type: 'specialDay', _key: 'd20261225', date: '2026-12-25', open: false },
    { _type: 'specialDay', _key: 'd20261226', date: '2026-12-26', open: false },
    { _type: 'specialDay', _key: 'd20270101', date: '2027-01-01', open: false },
  ],
});

/** The pickup and return locations of a tenant (built on demand: their titles read the text tables). */
function carenLocations(tenant: TenantId): CarenLocation[] {
  switch (tenant) {
    case 'car':
      return [keflavikAirport(), reykjavikOffice(), akureyriOffice()];
    case 'camper':
      return [keflavikAirport(), reykjavikOffice()];
    case 'longterm':
      return [reykjavikOffice(), homeDelivery()];
  }
}

function carenSettings(tenant: TenantId): CarenSettings {
  return {
    _id: `${tenant}-carenSettings`,
    _type: 'carenSettings',
    tenant,
    highSeason: { _type: 'season', start: { day: 1, month: 6 }, end: { day: 31, month: 8 } },
    selfService: offersSelfService(tenant),
    locations: carenLocations(tenant),
  };
}

function rentalCompany(tenant: TenantId): RentalCompany {
  return {
    _id: `${tenant}-rentalCompany`,
    _type: 'rentalCompany',
    tenant,
    id: `nordurljos-${tenant}`,
    locations: carenLocations(tenant).map((location) => ({
      _type: 'companyLocation' as const,
      _key: location.id,
      id: location.id,
      title: location.title.en ?? location.id,
      pickup: true,
      return: true,
    })),
  };
}

// ---------------------------------------------------------------------------------------------

export async function siteDocuments(): Promise<ContentDocument[]> {
  const art = await drawArt();
  const documents: ContentDocument[] = Object.values(art).map((drawn): ImageAssetDocument => drawn.asset);
  for (const tenant of tenantIds) {
    for (const language of localeCodes) {
      const c = contextOf(tenant, language);
      documents.push(homePage(c, art));
      for (const page of pageKeys) documents.push(sitePage(page, c, art));
      documents.push(header(c), footer(c, art), settings(c), notFound(c), bannerSettings(c));
      if (tenants[tenant].usesPromotion) documents.push(promotionSettings(c, art));
    }
    documents.push(carenSettings(tenant), rentalCompany(tenant));
  }
  return documents;
}

// ---------------------------------------------------------------------------------------------
// English

const en: LanguageCopy = {
  pages: {
    about: {
      slug: 'about-us',
      title: 'About us',
      description: 'Norðurljós is an Icelandic family company that has rented vehicles from Keflavík since 2009.',
    },
    faq: {
      slug: 'faq',
      title: 'Frequently asked questions',
      description: 'Answers about booking, payment, insurance, pickup and return.',
    },
    terms: {
      slug: 'legal/terms',
      title: 'Rental terms',
      description: 'The terms for every rental: drivers, payment, insurance and where you may drive.',
    },
    privacy: {
      slug: 'privacy',
      title: 'Privacy policy',
      description: 'How we handle your personal data and what your rights are.',
    },
    contact: {
      slug: 'contact',
      title: 'Contact us',
      description: 'E-mail, phone numbers, opening hours and the addresses of our offices.',
    },
    'blocks-showcase': {
      slug: 'iceland-travel-guide',
      title: 'Travel guide',
      description: 'Plan your Iceland road trip: seasons, road rules, insurance prices and the routes worth driving.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Car rental in Iceland',
        seoTitle: 'Car rental at Keflavík Airport and in Reykjavík | Norðurljós Car Rental',
        seoDescription:
          'Rent a car in Iceland from a local family company. Pick up at Keflavík Airport day or night and drive with unlimited kilometres.',
        heroTitle: 'Your road trip starts at the arrivals hall',
        heroText:
          'Local car rental with pickup at Keflavík Airport around the clock, unlimited kilometres and honest prices.',
        heroAlt: 'Mountains under a clear summer sky in Iceland',
        banner: {
          overline: 'Ready for winter',
          title: 'Winter tyres and an ice scraper in every car',
          description:
            'From October to April every car leaves our yard on winter tyres. Choose a 4x4 if your route heads north or east.',
          button: 'See all cars',
          alt: 'A blue SUV seen from the side',
        },
        intro: [
          '## Renting a car with us',
          'Iceland is made for driving: the Ring Road links waterfalls, glaciers and fishing villages, and the best stops are often the ones nobody planned. With your own car, you set the pace.',
          'Every rental includes unlimited kilometres, third-party liability and collision damage waiver, and one extra driver at no cost. You pay online, and the price you see is the price you pay.',
          '- Pickup at Keflavík Airport 24 hours a day in summer',
          '- A free shuttle from the terminal, about five minutes away',
          '- Self-service pickup and return when our desk is closed',
        ],
        faqTitle: 'Good to know before you book',
        faq: [
          {
            q: 'Do I need a 4x4?',
            a: [
              'Not for the Ring Road or the Golden Circle, which are paved. Mountain roads marked F may only be driven in a 4x4; they are usually open from late June to early September. In winter a 4x4 also gives you extra grip on icy roads.',
            ],
          },
          {
            q: 'What is the minimum age for drivers?',
            a: ['Drivers must be at least 18 years old and have held a valid driving licence for at least one year.'],
          },
          {
            q: 'Can I pick up the car at night?',
            a: [
              'Yes. At Keflavík Airport we hand over cars around the clock in summer, and in winter self-service pickup covers the hours when our desk is closed.',
            ],
          },
          {
            q: 'Which insurance do I need?',
            a: [
              'Collision damage waiver is included. We recommend adding gravel protection, as stones thrown up by passing cars cause the most common damage in Iceland. Compare the options in the [insurance table of our travel guide](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'We landed at midnight, were in the car fifteen minutes later and woke up next to Seljalandsfoss the next morning. Everything was exactly as promised.',
          author: 'Hannah K.',
          role: 'Drove the Ring Road in March',
        },
      },
      fleet: { menu: 'Car types', description: 'Find the right car for your trip', all: 'All cars' },
      categories: {
        'car-economy': { title: 'Economy cars', description: 'Small, frugal and easy to park' },
        'car-compact': { title: 'Compact cars', description: 'Room for four and their luggage' },
        'car-suv': { title: '4x4 and SUVs', description: 'Grip for winter and gravel roads' },
        'car-van': { title: 'Vans and minibuses', description: 'Up to nine seats for groups' },
      },
    },
    camper: {
      home: {
        title: 'Camper rental in Iceland',
        seoTitle: 'Campervan and motorhome rental in Iceland | Norðurljós Campers',
        seoDescription:
          'Rent a campervan, 4x4 camper or motorhome in Iceland. Bedding, kitchen kit and night heater included, pickup at Keflavík Airport.',
        heroTitle: 'Sleep where the view is best',
        heroText:
          'Campervans, 4x4 campers and motorhomes with a bed, a kitchen and a night heater, collected at Keflavík Airport and ready for the Ring Road.',
        heroAlt: 'Brown highland mountains under a pale sky',
        banner: {
          overline: 'Everything on board',
          title: 'Bedding, stove and heater included',
          description:
            'Every camper comes with duvets, a gas stove, pots and plates, and a diesel heater that keeps you warm on cold nights. Add camping chairs and a table if you like.',
          button: 'See all campers',
          alt: 'A white camper seen from the side',
        },
        intro: [
          '## Travelling Iceland by camper',
          'A camper is the freest way to see Iceland: no hotel check-in times, no packing every morning, just the road and whatever waits beyond the next fjord. Campsites are open all around the island from May to September, and many stay open through the winter.',
          'Icelandic law only allows overnight stays in campers on campsites or with the landowner’s permission, so plan your nights around the campsites. They have showers, toilets and often a kitchen.',
          '- Unlimited kilometres and collision damage waiver included',
          '- Bedding, towels and kitchen equipment at no extra charge',
          '- The Camping Card available as an extra',
        ],
        faqTitle: 'Good to know before you book',
        faq: [
          {
            q: 'Where can I stay overnight?',
            a: [
              'On campsites, or on private land with the owner’s permission. Sleeping in lay-bys and car parks is not allowed. The Camping Card covers around 40 campsites for one low price.',
            ],
          },
          {
            q: 'Can I rent a camper in winter?',
            a: [
              'Yes. Our campers run on winter tyres and have a diesel heater that warms the van all night without draining the battery. In winter we recommend a 4x4 camper and a flexible itinerary.',
            ],
          },
          {
            q: 'Is bedding included?',
            a: [
              'Yes: duvets, pillows, sheets and towels for every sleeping spot, plus pots, plates, cutlery and a gas stove.',
            ],
          },
          {
            q: 'How many people can sleep in a camper?',
            a: [
              'Our campervans sleep two, the 4x4 campers two to three and the motorhomes up to five. Filter by sleeping spots to find the right one.',
            ],
          },
        ],
        quote: {
          text: 'The heater saved us on a stormy night in the Westfjords, and the van had everything we needed to cook. We would rent from Norðurljós again in a heartbeat.',
          author: 'Marco and Giulia',
          role: 'Twelve days around Iceland in September',
        },
      },
      fleet: { menu: 'Camper types', description: 'Find the camper that fits your trip', all: 'All campers' },
      categories: {
        'camper-campervan': { title: 'Campervans', description: 'Compact and economical, for two' },
        'camper-4x4': { title: '4x4 campers', description: 'For the highlands and winter trips' },
        'camper-motorhome': { title: 'Motorhomes', description: 'Toilet, shower and room for five' },
      },
    },
    longterm: {
      home: {
        title: 'Long-term car rental in Iceland',
        seoTitle: 'Monthly car rental in Iceland | Norðurljós Long-Term Rentals',
        seoDescription:
          'Rent a car by the month in Iceland. Insurance, service, tyre changes and road tax in one monthly price, delivered to your door.',
        heroTitle: 'A car for months, not days',
        heroText:
          'One monthly price with insurance, service and seasonal tyre changes included. We deliver the car to your address in the capital area.',
        heroAlt: 'Mountains in the warm light of dusk',
        banner: {
          overline: 'Electric and hybrid',
          title: 'Drive electric this winter',
          description:
            'Our electric cars come with a charging cable and a charging card, and almost all of Iceland’s electricity comes from hydro and geothermal power.',
          button: 'See all cars',
          alt: 'A green saloon car seen from the side',
        },
        intro: [
          '## Long-term rental, made simple',
          'Working in Iceland for a season, waiting for your new car, or simply not ready to buy? Rent a car for a month or longer and pay one fixed monthly price.',
          'The price covers insurance, regular servicing, the switch between summer and winter tyres, and road tax. You only pay for fuel or charging.',
          '- Minimum rental of one month, no maximum',
          '- Delivery and collection anywhere in the capital area',
          '- A replacement car if yours needs repairs',
        ],
        faqTitle: 'Good to know before you rent',
        faq: [
          {
            q: 'What is the minimum rental period?',
            a: [
              'One month. After that you can extend month by month, or agree a fixed term of 3, 6 or 12 months for a lower monthly price.',
            ],
          },
          {
            q: 'Are tyre changes included?',
            a: [
              'Yes. We put your car on winter tyres in autumn and back on summer tyres in spring, at a time that suits you.',
            ],
          },
          {
            q: 'Can I drive outside the capital area?',
            a: [
              'Of course. Kilometres are unlimited and you may drive on all public roads in Iceland, except mountain roads marked F.',
            ],
          },
          {
            q: 'Do I need an Icelandic ID number (kennitala)?',
            a: [
              'No, a passport and a driving licence are enough. With a kennitala, though, we can send invoices straight to your Icelandic online bank.',
            ],
          },
        ],
        quote: {
          text: 'I rented an electric car for the six months I worked at the hospital in Reykjavík. It was delivered to my flat, switched to winter tyres in October, and I never had to think about it.',
          author: 'Sofia L.',
          role: 'Doctor, six-month rental',
        },
      },
      fleet: { menu: 'Car types', description: 'Cars for every stage of life', all: 'All cars' },
      categories: {
        'longterm-city': { title: 'City cars', description: 'Small and affordable for everyday errands' },
        'longterm-family': { title: 'Family cars', description: 'Space for children, a pram and weekend trips' },
        'longterm-electric': { title: 'Electric cars', description: 'Charge at home and skip the petrol station' },
      },
    },
  },
  header: {
    book: 'Book now',
    byType: 'By type',
    byGearbox: 'By gearbox',
    bySleeping: 'By sleeping spots',
    automatic: { title: 'Automatic', description: 'Relaxed driving in town and on the Ring Road' },
    manual: { title: 'Manual', description: 'A lower price and more control on gravel' },
    sleeps: (spots) => `Sleeps ${spots}`,
    blog: 'Travel blog',
    blogDescription: 'Tips, routes and stories from the road',
    blogLinksTitle: 'Topics',
    recentPostsTitle: 'Latest articles',
    blogAll: 'All articles',
    blogCategories: {
      'travel-tips': 'Travel tips',
      'driving-in-iceland': 'Driving in Iceland',
      destinations: 'Destinations',
    },
    manage: { title: 'Find, change or cancel your booking', label: 'Manage booking' },
    checkIn: { title: 'Check in online before pickup', label: 'Check in' },
    call: { title: 'Call us, day or night', label: 'Call us' },
  },
  footer: {
    plan: 'Plan your trip',
    company: 'Company',
    followOn: (platform) => `Follow us on ${platform}`,
    certificate: 'Vakinn – certified quality in tourism',
    certificateAlt: 'Vakinn quality badge',
  },
  carousel: {
    title: 'Where will you drive first?',
    slides: [
      {
        title: 'The Golden Circle',
        text: 'Þingvellir, Geysir and Gullfoss in a single day. The classic loop starts 45 minutes from Reykjavík.',
        alt: 'A green valley below mountains in summer',
      },
      {
        title: 'The South Coast',
        text: 'Black sand beaches, Skógafoss and the glacier tongues of Vatnajökull, all along Route 1.',
        alt: 'Snow-covered mountains under the northern lights',
      },
      {
        title: 'Snæfellsnes',
        text: 'Often called Iceland in miniature: a glacier, lava fields and the much-photographed Kirkjufell.',
        alt: 'Mountains in the glow of sunset',
      },
    ],
  },
  about: {
    body: [
      '## A family company from Reykjanes',
      'Norðurljós started in 2009 with twelve cars and a small office next to Keflavík Airport. Today we rent cars, campers and long-term vehicles, but we are still a family company: the people who answer your e-mails also wash the cars and know the roads.',
      'We named the company after the northern lights — norðurljós in Icelandic — for all the evenings we watched them dance over the Reykjanes road on our way home from work.',
      '## What we stand for',
      '- **Honest prices.** The price you see includes the insurance and taxes you need.',
      '- **Safe vehicles.** Our vehicles are on average less than three years old and serviced by our own mechanics.',
      '- **Help on the road.** Our roadside assistance answers around the clock, and we know the detours when a road closes.',
      '- **Respect for nature.** We brief every customer on the ban on off-road driving and offset our fleet’s emissions through land reclamation in South Iceland.',
    ],
    banner: {
      title: 'Questions? Talk to a real person',
      description: 'Our team in Reykjavík and Keflavík answers every day of the week.',
      button: 'Contact us',
    },
  },
  faqPage: {
    intro: [
      'Here are the answers to the questions we hear most often. Can’t find yours? [Get in touch](page:contact).',
    ],
    generalTitle: 'Booking and payment',
    general: [
      {
        q: 'Can I change or cancel my booking?',
        a: [
          'Yes. [Find your reservation](/reservation/find/) with your booking number and e-mail to change dates, extras or drivers. Cancellation is free up to 48 hours before pickup.',
        ],
      },
      {
        q: 'Which cards do you accept?',
        a: [
          'Visa, Mastercard and American Express. Debit cards are accepted too, but we may place a hold on the card for the self-risk.',
        ],
      },
      {
        q: 'What is online check-in?',
        a: [
          'A few days before pickup you can check in online: confirm your details, upload a photo of your driving licence and sign the rental agreement. At pickup you just collect the keys.',
        ],
      },
      {
        q: 'Can I add an extra driver?',
        a: [
          'One extra driver is free. Each further driver costs {extraDriverPrice} per day and can be added when you book or later through your reservation.',
        ],
      },
    ],
    pickupTitle: 'Pickup and return',
    pickup: [
      {
        q: '@kef How do I find you at Keflavík Airport?',
        a: [
          'Walk out of the arrivals hall and take our free shuttle from the rental car shuttle stop. It leaves every 15 minutes and the ride takes about five minutes.',
        ],
      },
      {
        q: '@ss What is self-service pickup?',
        a: [
          'When our desk is closed, you collect the keys from a key box with the code we send you after online check-in. Self-service must be booked at least 12 hours in advance.',
        ],
      },
      {
        q: 'Can I return the vehicle somewhere else?',
        a: [
          'Yes, at any of our locations. Returning it somewhere other than where you picked it up costs a one-way fee of {oneWayFee}, shown before you pay.',
        ],
      },
      {
        q: 'What if I am late for the return?',
        a: [
          'Let us know as soon as you can. Up to one hour late is free of charge; after that we charge an extra day.',
        ],
      },
    ],
  },
  terms: [
    'These terms apply to every rental booked with {brand}. By confirming a booking you accept them on behalf of all drivers.',
    '## Drivers',
    'The main driver must be at least 18 years old and have held a valid driving licence for at least one year. A licence not printed in the Latin alphabet must be accompanied by an international driving permit. One extra driver is free; each further driver costs {extraDriverPrice} per day.',
    '## Payment and cancellation',
    'The booking is paid online, in full or in part as shown at checkout. Cancellations made more than 48 hours before pickup are refunded in full; for later cancellations one day’s rental is charged.',
    '## Insurance and damage',
    'Collision damage waiver (CDW) and third-party liability are included. The self-risk depends on the insurance you choose. Damage to the underbody, water damage from crossing rivers and damage caused by off-road driving are never covered.',
    '## Fuel, tolls and fines',
    'Return the vehicle with the same fuel or charge level as at pickup. Parking fees, tunnel tolls and fines for speeding or parking are paid by the renter, together with a handling fee.',
    '## Where you may drive',
    'Vehicles may only be driven on public roads. Mountain roads marked F are allowed only in 4x4 vehicles approved for them. Driving off roads is forbidden by Icelandic law.',
    '## Return',
    'Return the vehicle at the agreed place and time. Returns more than one hour late are charged as an extra day.',
    'Questions about these terms? [Contact us](page:contact).',
  ],
  privacy: [
    '{brand} takes the protection of your personal data seriously. This policy explains what we collect, why, and which rights you have under the Icelandic Data Protection Act and the GDPR.',
    '## What we collect',
    '- Name, e-mail address, phone number and address, to handle your booking',
    '- Driving licence details and date of birth, as our insurer requires',
    '- Payment details, processed by our card acquirer — we never store full card numbers',
    '- Flight number and arrival time, so that we can meet you',
    '## How long we keep it',
    'Booking data is kept for seven years, as Icelandic accounting law requires. You can withdraw consent to marketing e-mails at any time.',
    '## Cookies',
    'We use cookies to remember your language, currency and booking, and, with your consent, to measure how the site is used.',
    '## Referral tracking',
    'When you come to us through a partner’s link (an address with ref=), we record the visit and, if you then book and pay, the booking, so that we can reward the partner. For this your browser keeps:',
    '- a referral id in local storage ({tenant}-referral-id): “U-” followed by random letters, made once on this device. It says nothing about you and stays until you clear this site’s data',
    '- a cookie with the id of the partner click ({tenant}-affiliate-click-id), kept for 60 days',
    'For a paid booking we record the partner code, these two ids, the booking reference, the amount paid and its currency and any coupon code, with a pseudonymous customer number instead of your name or e-mail address. Your IP address is never stored.',
    '## Your rights',
    'You may ask to see, correct or delete your data, or object to its use. Write to us at [{email}](mailto:{email}). You can also complain to the Icelandic Data Protection Authority (Persónuvernd).',
  ],
  contact: {
    body: [
      'We answer every message within a few hours, seven days a week.',
      '## Call or write',
      '- E-mail: [{email}](mailto:{email})',
      '- Reykjavík office: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Keflavík Airport desk: [{phoneKef}]({phoneKefTel})',
      '## Visit us',
      '@kef **Keflavík Airport** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Open around the clock in summer and 05:00–23:00 in winter, with self-service pickup at any hour.',
      '**Reykjavík** — Skeifan 9, 108 Reykjavík. Weekdays 08:00–18:00 and Saturdays 09:00–16:00, closed on Sundays in winter; every day 08:00–20:00 in summer.',
      'Already booked? [Find your reservation](/reservation/find/) to change dates, add extras or check in online.',
    ],
    mapTitle: 'How to find us',
  },
  guide: {
    intro: [
      '## Planning a road trip in Iceland',
      'Iceland rewards drivers who plan a little and leave room for surprises. Distances look short on the map, but weather, photo stops and single-lane bridges add up: count on an average of 60 to 70 km/h, not the speed limit.',
      'Before you set off each morning, check two websites: [umferdin.is](https://umferdin.is/en) for road conditions and closures, and [vedur.is](https://en.vedur.is) for the forecast and wind warnings. If you leave the beaten track, register your route with [SafeTravel](https://safetravel.is).',
      'Below you will find [insurance prices](#insurance), the road rules, [the seasons at a glance](#seasons) and our favourite routes.',
    ],
    pictureBanner: {
      overline: 'Choose the right vehicle',
      title: 'The highlands call for a 4x4',
      description:
        'Mountain roads usually open in late June and may only be driven in four-wheel drive. Check the road before you book if Landmannalaugar or Askja are on your list.',
      alt: 'Highland mountains in early summer',
    },
    tabs: [
      {
        title: 'Summer',
        text: [
          'Midnight sun and open highland roads. Book early, as vehicles and campsites fill up in July. It stays light almost around the clock, so you can drive late and miss the crowds.',
        ],
      },
      {
        title: 'Autumn',
        text: [
          'Quieter roads, autumn colours and the first northern lights. The first snow falls on mountain passes in October, and winter tyres go on in early November.',
        ],
      },
      {
        title: 'Winter',
        text: [
          'Short days — about four hours of daylight in December — and a good chance of northern lights. If winter driving is new to you, stay in the south and west and check the roads every morning.',
        ],
      },
      {
        title: 'Spring',
        text: [
          'The days grow long again, lambs appear in the fields and there are few visitors. Highland roads stay closed, and the north can still get snow.',
        ],
      },
    ],
    carousel: {
      title: 'Further afield',
      slides: [
        {
          title: 'The Westfjords',
          text: 'Steep fjords, the Dynjandi waterfall and hardly any traffic. Allow at least three days; many roads are gravel.',
          alt: 'Brown mountains above a fjord',
        },
        {
          title: 'Lake Mývatn and the North',
          text: 'Craters, hot springs and the Mývatn Nature Baths, an hour’s drive from Akureyri.',
          alt: 'Northern lights over snowy mountains in North Iceland',
        },
        {
          title: 'The East Fjords',
          text: 'Small fishing villages in deep fjords, reindeer by the road and the quiet side of the Ring Road.',
          alt: 'Green slopes below mountains in the East Fjords',
        },
      ],
    },
    gallery: {
      title: 'Iceland through the seasons',
      images: [
        'Midnight sun over the mountains',
        'Northern lights over snowy peaks',
        'Sunset in the highlands',
        'The highlands in early summer',
      ],
    },
    table: {
      title: 'Insurance options and prices',
      coverage: 'Cover',
      basic: 'Basic (CDW)',
      premium: 'Premium',
      zero: 'Zero risk',
      perDay: 'Price per day',
      included: 'Included',
      selfRisk: 'Self-risk',
      gravel: 'Gravel protection',
      sand: 'Sand and ash protection',
      tyres: 'Tyres and windscreen',
    },
    accordion: {
      title: 'Road rules at a glance',
      items: [
        {
          q: 'Speed limits',
          a: [
            '90 km/h on paved roads, 80 km/h on gravel and 50 km/h in towns, unless signs say otherwise. Speed cameras are common and fines are high.',
          ],
        },
        {
          q: 'Headlights day and night',
          a: ['Dipped headlights must be on at all times, even on bright summer days.'],
        },
        {
          q: 'Off-road driving is illegal',
          a: [
            'Driving off marked roads and tracks scars fragile moss for decades and carries heavy fines. This includes beaches and black sand.',
          ],
        },
        {
          q: 'Single-lane bridges',
          a: [
            'The car closest to the bridge has right of way. Slow down, and wait if someone is already on the bridge.',
          ],
        },
        {
          q: 'Never stop on the road',
          a: ['Use marked lay-bys for photos. Cars stopped on the road or the verge cause many accidents every year.'],
        },
      ],
    },
    faq: {
      title: 'Questions travellers ask',
      items: [
        {
          q: 'Is the Ring Road open in winter?',
          a: [
            'Mostly, but storms can close sections for hours or even days, especially in the east and north. Check the roads every morning and keep a spare day in your plan.',
          ],
        },
        {
          q: 'When can I see the northern lights?',
          a: [
            'From late August to mid-April, on clear and dark nights. Get away from the town lights and check the aurora forecast on vedur.is.',
          ],
        },
        {
          q: 'Do I need cash?',
          a: [
            'Hardly ever. Cards are accepted almost everywhere, including at unstaffed petrol stations — make sure you know your card’s PIN.',
          ],
        },
        {
          q: 'How do I pay for tunnels and parking?',
          a: [
            'The Vaðlaheiði tunnel near Akureyri is paid online at veggjald.is within 24 hours. Parking at many natural sites, such as Þingvellir and Seljalandsfoss, is paid by app or at a machine.',
          ],
        },
      ],
    },
    video: 'Driving in Iceland: what to expect',
    mapTitle: 'Our offices',
    comparison: {
      title: 'The same view, two seasons',
      before: 'Summer',
      after: 'Winter',
      beforeAlt: 'Green mountain view in summer',
      afterAlt: 'The same mountain view covered in snow',
    },
    quote: {
      text: 'Checking the road conditions became our morning ritual. We changed our route twice because of the wind and never regretted it.',
      author: 'Tomás R.',
      role: 'Ten days in February',
    },
    textBanner: {
      overline: 'Ready to go?',
      title: 'Found your route?',
      description: 'Now choose the vehicle that fits it and book in a few minutes.',
    },
    expander: {
      title: 'Packing list for an Iceland road trip',
      body: [
        'Icelandic weather changes fast, and you will spend more time outdoors than you expect. Pack layers rather than one heavy coat.',
        '- A waterproof, windproof jacket and trousers',
        '- Warm wool base layers and a fleece or down mid layer',
        '- Sturdy waterproof walking shoes, plus ice cleats in winter',
        '- A hat, gloves and a neck warmer, even in summer',
        '- Swimwear and a quick-dry towel for pools and hot springs',
        '- A sleep mask for the bright summer nights',
        '- A refillable water bottle — tap water is excellent everywhere',
        '- A USB car charger and an offline map on your phone',
        'Keep snacks, water and a charged phone in the car. In the east and in the highlands petrol stations can be 100 km apart, so fill up when the tank is half empty.',
        'In winter, add a torch, an extra warm layer and a blanket for every passenger, in case a road closes and you have to wait.',
      ],
    },
  },
  notFound: [
    '## Sorry, we couldn’t find that page',
    'The page may have moved, or the address may have a typo. Here are a few ways to carry on:',
    '- Go to the [home page](home) and start a new search',
    '- Browse [all our vehicles](vehicles)',
    '- [Find your reservation](/reservation/find/)',
    '- [Contact us](page:contact) and we will help you',
  ],
  winter: {
    title: 'Winter driving: check the roads before you set off',
    text: 'Storms can close roads at short notice. Check umferdin.is and vedur.is every morning.',
    expander: [
      'From November to April the weather in Iceland can change within an hour. Before every drive:',
      '- Check road conditions at [umferdin.is](https://umferdin.is/en) or call 1777',
      '- Check wind warnings at [vedur.is](https://en.vedur.is) — gusts above 20 m/s make driving dangerous',
      '- Keep the tank at least half full and carry warm clothes',
      'If a road is closed, never drive past the barrier. Call us on [{phoneRvk}]({phoneRvkTel}) and we will help you change your plans.',
    ],
  },
  promo: {
    button: 'Use the code',
    days: 'days',
    hours: 'hours',
    minutes: 'minutes',
    seconds: 'seconds',
    banner: 'Winter offer: 15% off every booking',
    title: 'Northern lights season is here',
    text: 'Book before the offer ends and get {percentage}% off your rental with the code {promoCode}.',
    note: 'Valid for bookings made until {expiryDate}. Cannot be combined with other offers.',
    alt: 'Northern lights over snow-covered mountains',
  },
  locations: {
    kef: 'Keflavík Airport',
    rvk: 'Reykjavík office',
    aey: 'Akureyri office',
    delivery: 'Delivery to your address',
  },
};

// ---------------------------------------------------------------------------------------------
// Icelandic

const is: LanguageCopy = {
  pages: {
    about: {
      slug: 'um-okkur',
      title: 'Um okkur',
      description: 'Norðurljós er íslenskt fjölskyldufyrirtæki sem hefur leigt út bíla frá Keflavík síðan 2009.',
    },
    faq: {
      slug: 'spurt-og-svarad',
      title: 'Spurt og svarað',
      description: 'Svör við algengum spurningum um bókanir, greiðslur, tryggingar, afhendingu og skil.',
    },
    terms: {
      slug: 'skilmalar/leiguskilmalar',
      title: 'Leiguskilmálar',
      description: 'Skilmálarnir sem gilda um allar leigur: ökumenn, greiðslur, tryggingar og hvar má aka.',
    },
    privacy: {
      slug: 'personuvernd',
      title: 'Persónuverndarstefna',
      description: 'Hvernig við förum með persónuupplýsingar þínar og hver réttindi þín eru.',
    },
    contact: {
      slug: 'hafa-samband',
      title: 'Hafa samband',
      description: 'Netfang, símanúmer, afgreiðslutímar og heimilisföng afgreiðslustaða okkar.',
    },
    'blocks-showcase': {
      slug: 'ferdavisir-um-island',
      title: 'Ferðavísir',
      description:
        'Skipuleggðu bílferðina um Ísland: árstíðirnar, umferðarreglurnar, verð á tryggingum og leiðirnar sem borgar sig að aka.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Bílaleiga á Íslandi',
        seoTitle: 'Bílaleiga á Keflavíkurflugvelli og í Reykjavík | Norðurljós Car Rental',
        seoDescription:
          'Leigðu bíl hjá íslensku fjölskyldufyrirtæki. Þú sækir bílinn á Keflavíkurflugvöll hvenær sólarhrings sem er og aksturinn er ótakmarkaður.',
        heroTitle: 'Ferðalagið hefst í komusalnum',
        heroText:
          'Íslensk bílaleiga með afhendingu á Keflavíkurflugvelli allan sólarhringinn, ótakmörkuðum akstri og heiðarlegu verði.',
        heroAlt: 'Fjöll undir heiðskírum sumarhimni',
        banner: {
          overline: 'Klárir fyrir veturinn',
          title: 'Vetrardekk og rúðuskafa í hverjum bíl',
          description:
            'Frá október fram í apríl fara allir bílar frá okkur á vetrardekkjum. Veldu fjórhjóladrifinn bíl ef leiðin liggur norður eða austur.',
          button: 'Skoða alla bíla',
          alt: 'Blár jepplingur séður frá hlið',
        },
        intro: [
          '## Að leigja bíl hjá okkur',
          'Ísland er eins og skapað fyrir bílferðir: hringvegurinn tengir saman fossa, jökla og sjávarþorp, og bestu viðkomustaðirnir eru oft þeir sem enginn skipulagði. Á eigin bíl ræður þú ferðinni.',
          'Í hverri leigu eru ótakmarkaður akstur, ábyrgðartrygging og kaskótrygging innifalin, auk eins aukaökumanns án endurgjalds. Þú greiðir á netinu og verðið sem þú sérð er verðið sem þú borgar.',
          '- Afhending á Keflavíkurflugvelli allan sólarhringinn á sumrin',
          '- Ókeypis skutla frá flugstöðinni, um fimm mínútna akstur',
          '- Sjálfsafgreiðsla við afhendingu og skil þegar afgreiðslan er lokuð',
        ],
        faqTitle: 'Gott að vita áður en þú bókar',
        faq: [
          {
            q: 'Þarf ég fjórhjóladrifinn bíl?',
            a: [
              'Ekki á hringveginum eða Gullna hringnum, sem eru með bundnu slitlagi. Um fjallvegi merkta með F má aðeins aka á fjórhjóladrifnum bíl, en þeir eru yfirleitt opnir frá lokum júní fram í byrjun september. Á veturna gefur fjórhjóladrif líka betra grip í hálku.',
            ],
          },
          {
            q: 'Hver er lágmarksaldur ökumanna?',
            a: ['Ökumenn þurfa að hafa náð 18 ára aldri og hafa haft gilt ökuskírteini í að minnsta kosti eitt ár.'],
          },
          {
            q: 'Get ég sótt bílinn að nóttu til?',
            a: [
              'Já. Á Keflavíkurflugvelli afhendum við bíla allan sólarhringinn á sumrin, og á veturna getur þú sótt bílinn í sjálfsafgreiðslu þegar afgreiðslan er lokuð.',
            ],
          },
          {
            q: 'Hvaða tryggingu þarf ég?',
            a: [
              'Kaskótrygging er innifalin. Við mælum með malarvörn, því steinkast frá öðrum bílum er algengasta tjónið á Íslandi. Berðu kostina saman í [tryggingatöflunni í ferðavísinum okkar](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Við lentum á miðnætti, vorum komin út í bíl korteri síðar og vöknuðum við Seljalandsfoss morguninn eftir. Allt stóðst sem lofað var.',
          author: 'Hannah K.',
          role: 'Ók hringveginn í mars',
        },
      },
      fleet: { menu: 'Bílaflokkar', description: 'Finndu rétta bílinn fyrir ferðina', all: 'Allir bílar' },
      categories: {
        'car-economy': { title: 'Smábílar', description: 'Sparneytnir og auðvelt að leggja þeim' },
        'car-compact': { title: 'Fólksbílar', description: 'Pláss fyrir fjóra og farangurinn' },
        'car-suv': { title: 'Jeppar og jepplingar', description: 'Fjórhjóladrif fyrir veturinn og malarvegi' },
        'car-van': { title: 'Smárútur', description: 'Allt að níu sæti fyrir hópa' },
      },
    },
    camper: {
      home: {
        title: 'Húsbílaleiga á Íslandi',
        seoTitle: 'Leiga á ferðabílum og húsbílum á Íslandi | Norðurljós Campers',
        seoDescription:
          'Leigðu ferðabíl, fjórhjóladrifinn húsbíl eða stóran húsbíl. Sængurföt, eldhúsbúnaður og miðstöð fylgja og þú sækir bílinn á Keflavíkurflugvöll.',
        heroTitle: 'Sofðu þar sem útsýnið er best',
        heroText:
          'Ferðabílar, fjórhjóladrifnir húsbílar og stórir húsbílar með rúmi, eldhúsi og miðstöð — sóttir á Keflavíkurflugvöll og tilbúnir í hringveginn.',
        heroAlt: 'Brún hálendisfjöll undir fölum himni',
        banner: {
          overline: 'Allt um borð',
          title: 'Sængurföt, eldavél og miðstöð innifalin',
          description:
            'Í hverjum bíl eru sængur, gaseldavél, pottar og diskar, og dísilmiðstöð sem heldur á þér hita á köldum nóttum. Bættu við útilegustólum og borði ef þú vilt.',
          button: 'Skoða alla húsbíla',
          alt: 'Hvítur húsbíll séður frá hlið',
        },
        intro: [
          '## Á húsbíl um Ísland',
          'Húsbíll er frjálsasta leiðin til að ferðast um Ísland: engir innritunartímar á hótelum, ekkert að pakka niður á hverjum morgni, bara vegurinn og það sem bíður handan næsta fjarðar. Tjaldsvæði eru opin hringinn í kringum landið frá maí fram í september og mörg þeirra allan veturinn.',
          'Samkvæmt lögum má aðeins gista í húsbílum á tjaldsvæðum eða með leyfi landeiganda, svo skipulegðu næturnar út frá tjaldsvæðunum. Þar eru sturtur, salerni og oft eldunaraðstaða.',
          '- Ótakmarkaður akstur og kaskótrygging innifalin',
          '- Sængurföt, handklæði og eldhúsbúnaður án aukagjalds',
          '- Útilegukortið fáanlegt sem aukahlutur',
        ],
        faqTitle: 'Gott að vita áður en þú bókar',
        faq: [
          {
            q: 'Hvar má ég gista?',
            a: [
              'Á tjaldsvæðum eða á einkalandi með leyfi eiganda. Óheimilt er að gista á áningarstöðum og bílastæðum. Útilegukortið gildir á um 40 tjaldsvæðum fyrir eitt lágt verð.',
            ],
          },
          {
            q: 'Get ég leigt húsbíl að vetri til?',
            a: [
              'Já. Húsbílarnir okkar eru á vetrardekkjum og með dísilmiðstöð sem hitar bílinn alla nóttina án þess að tæma rafgeyminn. Á veturna mælum við með fjórhjóladrifnum húsbíl og sveigjanlegri ferðaáætlun.',
            ],
          },
          {
            q: 'Fylgja sængurföt með?',
            a: [
              'Já: sængur, koddar, lök og handklæði fyrir hvert svefnpláss, auk potta, diska, hnífapara og gaseldavélar.',
            ],
          },
          {
            q: 'Hve margir geta sofið í bílnum?',
            a: [
              'Í ferðabílunum sofa tveir, í fjórhjóladrifnu húsbílunum tveir til þrír og í stóru húsbílunum allt að fimm. Síaðu eftir fjölda svefnplássa til að finna rétta bílinn.',
            ],
          },
        ],
        quote: {
          text: 'Miðstöðin bjargaði okkur eina hvassa nótt á Vestfjörðum og í bílnum var allt sem þurfti til að elda. Við myndum hiklaust leigja aftur hjá Norðurljósum.',
          author: 'Marco og Giulia',
          role: 'Tólf daga hringferð í september',
        },
      },
      fleet: { menu: 'Gerðir húsbíla', description: 'Finndu húsbílinn sem hentar ferðinni', all: 'Allir húsbílar' },
      categories: {
        'camper-campervan': { title: 'Ferðabílar', description: 'Litlir og sparneytnir, fyrir tvo' },
        'camper-4x4': { title: 'Fjórhjóladrifnir húsbílar', description: 'Fyrir hálendið og vetrarferðir' },
        'camper-motorhome': { title: 'Stórir húsbílar', description: 'Salerni, sturta og pláss fyrir fimm' },
      },
    },
    longterm: {
      home: {
        title: 'Langtímaleiga á bílum',
        seoTitle: 'Mánaðarleiga á bílum | Norðurljós Long-Term Rentals',
        seoDescription:
          'Leigðu bíl í mánuð eða lengur. Trygging, þjónustuskoðanir, dekkjaskipti og bifreiðagjöld eru innifalin í einu mánaðarverði og við komum með bílinn heim til þín.',
        heroTitle: 'Bíll í mánuði, ekki daga',
        heroText:
          'Eitt mánaðarverð með tryggingu, þjónustu og dekkjaskiptum inniföldum. Við afhendum bílinn heim að dyrum á höfuðborgarsvæðinu.',
        heroAlt: 'Fjöll í hlýrri kvöldbirtu',
        banner: {
          overline: 'Rafbílar og tvinnbílar',
          title: 'Keyrðu á rafmagni í vetur',
          description:
            'Rafbílunum okkar fylgja hleðslusnúra og hleðslukort, og nær allt rafmagn á Íslandi kemur frá vatnsafli og jarðvarma.',
          button: 'Skoða alla bíla',
          alt: 'Grænn fólksbíll séður frá hlið',
        },
        intro: [
          '## Langtímaleiga á einfaldan hátt',
          'Vantar þig bíl í nokkra mánuði vegna vinnu, á meðan þú bíður eftir nýjum bíl eða af því að þú vilt ekki kaupa strax? Leigðu bíl í mánuð eða lengur og greiddu fast mánaðarverð.',
          'Í verðinu eru trygging, reglulegar þjónustuskoðanir, skipti á milli sumar- og vetrardekkja og bifreiðagjöld. Þú greiðir aðeins fyrir eldsneyti eða hleðslu.',
          '- Lágmarksleigutími einn mánuður, ekkert hámark',
          '- Við komum með bílinn og sækjum hann hvert sem er á höfuðborgarsvæðinu',
          '- Varabíll ef þinn bíll þarf að fara í viðgerð',
        ],
        faqTitle: 'Gott að vita áður en þú leigir',
        faq: [
          {
            q: 'Hver er lágmarksleigutíminn?',
            a: [
              'Einn mánuður. Eftir það getur þú framlengt um einn mánuð í senn eða samið um fastan leigutíma til 3, 6 eða 12 mánaða á lægra mánaðarverði.',
            ],
          },
          {
            q: 'Eru dekkjaskipti innifalin?',
            a: ['Já. Við setjum bílinn á vetrardekk á haustin og aftur á sumardekk á vorin, á tíma sem hentar þér.'],
          },
          {
            q: 'Má ég aka út fyrir höfuðborgarsvæðið?',
            a: [
              'Að sjálfsögðu. Aksturinn er ótakmarkaður og þú mátt aka um alla almenna vegi landsins, nema fjallvegi merkta með F.',
            ],
          },
          {
            q: 'Þarf ég kennitölu?',
            a: [
              'Nei, vegabréf og ökuskírteini duga. Með kennitölu getum við þó sent reikningana beint í netbankann þinn.',
            ],
          },
        ],
        quote: {
          text: 'Ég leigði rafbíl þá sex mánuði sem ég starfaði á Landspítalanum. Bíllinn var afhentur heima hjá mér, settur á vetrardekk í október og ég þurfti aldrei að hugsa um hann.',
          author: 'Sofia L.',
          role: 'Læknir, sex mánaða leiga',
        },
      },
      fleet: { menu: 'Bílaflokkar', description: 'Bílar fyrir öll æviskeið', all: 'Allir bílar' },
      categories: {
        'longterm-city': { title: 'Borgarbílar', description: 'Litlir og hagkvæmir í daglegar útréttingar' },
        'longterm-family': { title: 'Fjölskyldubílar', description: 'Pláss fyrir börn, barnavagn og helgarferðir' },
        'longterm-electric': { title: 'Rafbílar', description: 'Hlaðið heima, engin bensínstöð' },
      },
    },
  },
  header: {
    book: 'Bóka núna',
    byType: 'Eftir flokkum',
    byGearbox: 'Eftir gírskiptingu',
    bySleeping: 'Eftir svefnplássum',
    automatic: { title: 'Sjálfskiptir', description: 'Þægilegir í borginni og á hringveginum' },
    manual: { title: 'Beinskiptir', description: 'Lægra verð og meiri stjórn á malarvegum' },
    sleeps: (spots) => `${spots} svefnpláss`,
    blog: 'Ferðablogg',
    blogDescription: 'Ráð, leiðir og sögur af veginum',
    blogLinksTitle: 'Efnisflokkar',
    recentPostsTitle: 'Nýjustu greinarnar',
    blogAll: 'Allar greinar',
    blogCategories: {
      'travel-tips': 'Ferðaráð',
      'driving-in-iceland': 'Akstur á Íslandi',
      destinations: 'Áfangastaðir',
    },
    manage: { title: 'Finndu, breyttu eða afbókaðu bókunina þína', label: 'Mín bókun' },
    checkIn: { title: 'Innritaðu þig á netinu fyrir afhendingu', label: 'Innritun' },
    call: { title: 'Hringdu í okkur, dag sem nótt', label: 'Hringja' },
  },
  footer: {
    plan: 'Skipuleggðu ferðina',
    company: 'Fyrirtækið',
    followOn: (platform) => `Fylgdu okkur á ${platform}`,
    certificate: 'Vakinn – gæðavottun í ferðaþjónustu',
    certificateAlt: 'Gæðamerki Vakans',
  },
  carousel: {
    title: 'Hvert viltu aka fyrst?',
    slides: [
      {
        title: 'Gullni hringurinn',
        text: 'Þingvellir, Geysir og Gullfoss á einum degi. Hringurinn hefst í 45 mínútna akstursfjarlægð frá Reykjavík.',
        alt: 'Grænn dalur undir fjöllum að sumri',
      },
      {
        title: 'Suðurströndin',
        text: 'Svartar sandfjörur, Skógafoss og skriðjöklar Vatnajökuls, allt meðfram þjóðvegi 1.',
        alt: 'Snævi þakin fjöll undir norðurljósum',
      },
      {
        title: 'Snæfellsnes',
        text: 'Oft kallað Ísland í hnotskurn: jökull, hraunbreiður og hið margmyndaða Kirkjufell.',
        alt: 'Fjöll í bjarma sólarlagsins',
      },
    ],
  },
  about: {
    body: [
      '## Fjölskyldufyrirtæki af Reykjanesi',
      'Norðurljós hóf starfsemi árið 2009 með tólf bíla og litla skrifstofu við Keflavíkurflugvöll. Í dag leigjum við út bíla, húsbíla og langtímaleigubíla, en við erum enn fjölskyldufyrirtæki: sama fólkið svarar tölvupóstinum, þrífur bílana og þekkir vegina.',
      'Nafnið völdum við vegna allra kvöldanna sem við horfðum á norðurljósin dansa yfir Reykjanesbrautinni á leiðinni heim úr vinnunni.',
      '## Það sem við stöndum fyrir',
      '- **Heiðarlegt verð.** Verðið sem þú sérð inniheldur þær tryggingar og skatta sem þú þarft.',
      '- **Öruggir bílar.** Bílarnir okkar eru að meðaltali innan við þriggja ára gamlir og okkar eigin bifvélavirkjar sjá um viðhaldið.',
      '- **Aðstoð á veginum.** Vegaaðstoðin okkar svarar allan sólarhringinn og við þekkjum hjáleiðirnar þegar vegir lokast.',
      '- **Virðing fyrir náttúrunni.** Við fræðum alla viðskiptavini um bann við utanvegaakstri og kolefnisjöfnum flotann með landgræðslu á Suðurlandi.',
    ],
    banner: {
      title: 'Spurningar? Talaðu við okkur',
      description: 'Starfsfólkið okkar í Reykjavík og Keflavík svarar alla daga vikunnar.',
      button: 'Hafa samband',
    },
  },
  faqPage: {
    intro: [
      'Hér finnur þú svör við þeim spurningum sem við fáum oftast. Finnurðu ekki svarið? [Hafðu samband](page:contact).',
    ],
    generalTitle: 'Bókun og greiðsla',
    general: [
      {
        q: 'Get ég breytt bókun eða afbókað?',
        a: [
          'Já. [Finndu bókunina þína](/reservation/find/) með bókunarnúmeri og netfangi til að breyta dagsetningum, aukahlutum eða ökumönnum. Afbókun er gjaldfrjáls allt að 48 klukkustundum fyrir afhendingu.',
        ],
      },
      {
        q: 'Hvaða greiðslukort takið þið?',
        a: [
          'Visa, Mastercard og American Express. Debetkort eru einnig tekin gild, en þá gæti verið tekin heimild á kortið fyrir sjálfsábyrgðinni.',
        ],
      },
      {
        q: 'Hvað er netinnritun?',
        a: [
          'Nokkrum dögum fyrir afhendingu getur þú innritað þig á netinu: staðfest upplýsingarnar, hlaðið upp mynd af ökuskírteininu og undirritað leigusamninginn. Við afhendingu sækir þú bara lyklana.',
        ],
      },
      {
        q: 'Get ég bætt við ökumanni?',
        a: [
          'Einn aukaökumaður er ókeypis. Hver ökumaður umfram það kostar {extraDriverPrice} á dag og honum má bæta við þegar þú bókar eða síðar í bókuninni.',
        ],
      },
    ],
    pickupTitle: 'Afhending og skil',
    pickup: [
      {
        q: '@kef Hvernig finn ég ykkur á Keflavíkurflugvelli?',
        a: [
          'Gakktu út úr komusalnum og taktu ókeypis skutluna okkar frá biðstöð bílaleiguskutlnanna. Hún fer á 15 mínútna fresti og ferðin tekur um fimm mínútur.',
        ],
      },
      {
        q: '@ss Hvað er sjálfsafgreiðsla?',
        a: [
          'Þegar afgreiðslan er lokuð sækir þú lyklana í lyklabox með kóða sem við sendum þér eftir netinnritun. Bóka þarf sjálfsafgreiðslu með minnst 12 klukkustunda fyrirvara.',
        ],
      },
      {
        q: 'Get ég skilað bílnum annars staðar?',
        a: [
          'Já, á hvaða afgreiðslustað okkar sem er. Ef bílnum er skilað á öðrum stað en hann var sóttur kostar það {oneWayFee} aukalega og þú sérð gjaldið áður en þú greiðir.',
        ],
      },
      {
        q: 'Hvað ef ég skila bílnum of seint?',
        a: [
          'Láttu okkur vita eins fljótt og hægt er. Allt að klukkustundar seinkun er ókeypis, en eftir það greiðist aukadagur.',
        ],
      },
    ],
  },
  terms: [
    'Þessir skilmálar gilda um allar leigur sem bókaðar eru hjá {brand}. Með því að staðfesta bókun samþykkir þú þá fyrir hönd allra ökumanna.',
    '## Ökumenn',
    'Aðalökumaður skal hafa náð 18 ára aldri og hafa haft gilt ökuskírteini í að minnsta kosti eitt ár. Ökuskírteinum sem ekki eru prentuð með latnesku letri þarf að fylgja alþjóðlegt ökuskírteini. Einn aukaökumaður er ókeypis; hver ökumaður umfram það kostar {extraDriverPrice} á dag.',
    '## Greiðsla og afbókun',
    'Bókunin er greidd á netinu, að fullu eða að hluta eins og fram kemur við greiðslu. Afbókun sem berst meira en 48 klukkustundum fyrir afhendingu er endurgreidd að fullu; við síðari afbókun er innheimt eins dags leiga.',
    '## Tryggingar og tjón',
    'Kaskótrygging (CDW) og ábyrgðartrygging eru innifaldar. Sjálfsábyrgðin fer eftir þeirri tryggingu sem valin er. Tjón á undirvagni, vatnstjón við akstur yfir ár og tjón vegna utanvegaaksturs eru aldrei bætt.',
    '## Eldsneyti, gjöld og sektir',
    'Skila skal bílnum með sama magni eldsneytis eða hleðslu og við afhendingu. Leigutaki greiðir bílastæðagjöld, veggjöld og sektir fyrir hraðakstur eða stöðubrot, ásamt umsýslugjaldi.',
    '## Hvar má aka',
    'Aðeins má aka á opinberum vegum. Um fjallvegi merkta með F má einungis aka á fjórhjóladrifnum bílum sem samþykktir eru til slíks aksturs. Utanvegaakstur er bannaður samkvæmt íslenskum lögum.',
    '## Skil',
    'Skila skal bílnum á umsömdum stað og tíma. Fyrir meira en klukkustundar seinkun er innheimtur aukadagur.',
    'Spurningar um skilmálana? [Hafðu samband](page:contact).',
  ],
  privacy: [
    '{brand} leggur ríka áherslu á vernd persónuupplýsinga. Hér kemur fram hvaða upplýsingum við söfnum, í hvaða tilgangi og hver réttindi þín eru samkvæmt persónuverndarlögum og almennu persónuverndarreglugerðinni (GDPR).',
    '## Upplýsingar sem við söfnum',
    '- Nafn, netfang, símanúmer og heimilisfang, til að afgreiða bókunina',
    '- Upplýsingar um ökuskírteini og fæðingardag, eins og tryggingafélag okkar krefst',
    '- Greiðsluupplýsingar, sem færsluhirðir okkar vinnur úr — við geymum aldrei full kortanúmer',
    '- Flugnúmer og komutíma, svo að við getum tekið á móti þér',
    '## Varðveislutími',
    'Bókunargögn eru varðveitt í sjö ár, eins og lög um bókhald kveða á um. Samþykki fyrir markaðspósti má draga til baka hvenær sem er.',
    '## Vafrakökur',
    'Við notum vafrakökur til að muna tungumál, gjaldmiðil og bókun og, með þínu samþykki, til að mæla notkun vefsins.',
    '## Tilvísanir samstarfsaðila',
    'Þegar þú kemur til okkar í gegnum tengil samstarfsaðila (vefslóð með ref=) skráum við heimsóknina og, ef þú bókar og greiðir í kjölfarið, bókunina, svo að við getum umbunað samstarfsaðilanum. Til þess geymir vafrinn þinn:',
    '- tilvísunarauðkenni í staðbundinni geymslu ({tenant}-referral-id): „U-“ og síðan handahófskenndir bókstafir, búið til einu sinni á þessu tæki. Það segir ekkert um þig og geymist þar til þú hreinsar gögn vefsins',
    '- vafraköku með auðkenni smellsins frá samstarfsaðilanum ({tenant}-affiliate-click-id), sem geymist í 60 daga',
    'Fyrir greidda bókun skráum við kóða samstarfsaðilans, þessi tvö auðkenni, bókunarnúmerið, greidda upphæð og gjaldmiðil hennar og afsláttarkóða ef einhver er, ásamt gerviauðkenndu viðskiptavinanúmeri í stað nafns þíns eða netfangs. IP-tala þín er aldrei geymd.',
    '## Réttindi þín',
    'Þú getur óskað eftir aðgangi að gögnum þínum, leiðréttingu eða eyðingu þeirra, eða andmælt vinnslu þeirra. Skrifaðu okkur á [{email}](mailto:{email}). Þú getur einnig lagt fram kvörtun hjá Persónuvernd.',
  ],
  contact: {
    body: [
      'Við svörum öllum skilaboðum innan nokkurra klukkustunda, alla daga vikunnar.',
      '## Hringdu eða skrifaðu',
      '- Netfang: [{email}](mailto:{email})',
      '- Skrifstofan í Reykjavík: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Afgreiðslan á Keflavíkurflugvelli: [{phoneKef}]({phoneKefTel})',
      '## Komdu við',
      '@kef **Keflavíkurflugvöllur** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Opið allan sólarhringinn á sumrin og 05:00–23:00 á veturna; sjálfsafgreiðsla hvenær sem er.',
      '**Reykjavík** — Skeifan 9, 108 Reykjavík. Virka daga 08:00–18:00 og laugardaga 09:00–16:00, lokað á sunnudögum yfir veturinn; alla daga 08:00–20:00 á sumrin.',
      'Ertu þegar með bókun? [Finndu hana hér](/reservation/find/) til að breyta dagsetningum, bæta við aukahlutum eða innrita þig á netinu.',
    ],
    mapTitle: 'Svona finnur þú okkur',
  },
  guide: {
    intro: [
      '## Að skipuleggja bílferð um Ísland',
      'Ísland launar þeim sem skipuleggja sig svolítið en skilja eftir rúm fyrir hið óvænta. Vegalengdir virðast stuttar á kortinu, en veður, myndastopp og einbreiðar brýr lengja ferðina: reiknaðu með 60–70 km/klst. að meðaltali, ekki hámarkshraðanum.',
      'Skoðaðu tvo vefi á hverjum morgni áður en lagt er af stað: [umferdin.is](https://umferdin.is) fyrir færð og lokanir og [vedur.is](https://vedur.is) fyrir veðurspá og vindviðvaranir. Skráðu ferðaáætlunina á [SafeTravel](https://safetravel.is) ef þú ferð út fyrir alfaraleið.',
      'Hér fyrir neðan finnur þú [verð á tryggingum](#insurance), umferðarreglurnar, [árstíðirnar í hnotskurn](#seasons) og uppáhaldsleiðirnar okkar.',
    ],
    pictureBanner: {
      overline: 'Veldu rétta bílinn',
      title: 'Á hálendið þarf fjórhjóladrif',
      description:
        'Fjallvegir opna yfirleitt í lok júní og um þá má aðeins aka á fjórhjóladrifnum bílum. Kannaðu færðina áður en þú bókar ef Landmannalaugar eða Askja eru á listanum.',
      alt: 'Hálendisfjöll snemma sumars',
    },
    tabs: [
      {
        title: 'Sumar',
        text: [
          'Miðnætursól og opnir hálendisvegir. Bókaðu tímanlega, því bílar og tjaldsvæði fyllast í júlí. Það er bjart nánast allan sólarhringinn, svo þú getur ekið seint og sloppið við mannmergðina.',
        ],
      },
      {
        title: 'Haust',
        text: [
          'Rólegri vegir, haustlitir og fyrstu norðurljósin. Fyrsti snjórinn fellur á fjallvegum í október og bílarnir fara á vetrardekk í byrjun nóvember.',
        ],
      },
      {
        title: 'Vetur',
        text: [
          'Stuttir dagar — um fjögurra stunda birta í desember — og góðar líkur á norðurljósum. Ef vetrarakstur er þér framandi skaltu halda þig við Suður- og Vesturland og kanna færðina á hverjum morgni.',
        ],
      },
      {
        title: 'Vor',
        text: [
          'Dagarnir lengjast hratt, lömbin eru komin í hagana og ferðamenn fáir. Hálendisvegir eru enn lokaðir og á Norðurlandi getur enn snjóað.',
        ],
      },
    ],
    carousel: {
      title: 'Lengra út á land',
      slides: [
        {
          title: 'Vestfirðir',
          text: 'Brattir firðir, fossinn Dynjandi og nánast engin umferð. Gefðu þér minnst þrjá daga; margir vegir eru malarvegir.',
          alt: 'Brún fjöll yfir firði',
        },
        {
          title: 'Mývatn og Norðurland',
          text: 'Gígar, hverir og Jarðböðin við Mývatn, í klukkustundar akstursfjarlægð frá Akureyri.',
          alt: 'Norðurljós yfir snæviþöktum fjöllum á Norðurlandi',
        },
        {
          title: 'Austfirðir',
          text: 'Lítil sjávarþorp í djúpum fjörðum, hreindýr við veginn og rólegri hlið hringvegarins.',
          alt: 'Grænar hlíðar undir fjöllum á Austfjörðum',
        },
      ],
    },
    gallery: {
      title: 'Ísland allan ársins hring',
      images: [
        'Miðnætursól yfir fjöllunum',
        'Norðurljós yfir snæviþöktum tindum',
        'Sólsetur á hálendinu',
        'Hálendið snemma sumars',
      ],
    },
    table: {
      title: 'Tryggingar og verð',
      coverage: 'Vernd',
      basic: 'Grunnvernd (CDW)',
      premium: 'Aukin vernd',
      zero: 'Full vernd',
      perDay: 'Verð á dag',
      included: 'Innifalið',
      selfRisk: 'Sjálfsábyrgð',
      gravel: 'Malarvörn',
      sand: 'Sand- og öskuvörn',
      tyres: 'Dekk og framrúða',
    },
    accordion: {
      title: 'Umferðarreglur í stuttu máli',
      items: [
        {
          q: 'Hámarkshraði',
          a: [
            '90 km/klst. á bundnu slitlagi, 80 km/klst. á malarvegum og 50 km/klst. í þéttbýli nema annað sé gefið til kynna. Hraðamyndavélar eru víða og sektirnar háar.',
          ],
        },
        { q: 'Ökuljós allan sólarhringinn', a: ['Ökuljósin eiga alltaf að vera kveikt, líka á björtum sumardögum.'] },
        {
          q: 'Utanvegaakstur er bannaður',
          a: [
            'Akstur utan merktra vega og slóða skemmir viðkvæman mosa í áratugi og varðar háum sektum. Það á einnig við um fjörur og svarta sanda.',
          ],
        },
        {
          q: 'Einbreiðar brýr',
          a: ['Sá bíll sem er nær brúnni á réttinn. Hægðu á þér og bíddu ef einhver er þegar kominn út á brúna.'],
        },
        {
          q: 'Aldrei stöðva á veginum',
          a: [
            'Notaðu merkta áningarstaði til að taka myndir. Bílar sem stöðvaðir eru á veginum eða vegöxlinni valda mörgum slysum á hverju ári.',
          ],
        },
      ],
    },
    faq: {
      title: 'Spurningar ferðalanga',
      items: [
        {
          q: 'Er hringvegurinn opinn á veturna?',
          a: [
            'Að mestu leyti, en óveður getur lokað köflum í nokkrar klukkustundir eða jafnvel daga, einkum á Austur- og Norðurlandi. Kannaðu færðina á hverjum morgni og hafðu varadag í áætluninni.',
          ],
        },
        {
          q: 'Hvenær sjást norðurljósin?',
          a: [
            'Frá lokum ágúst fram í miðjan apríl, á heiðskírum og dimmum nóttum. Komdu þér út fyrir ljósin í bænum og skoðaðu norðurljósaspána á vedur.is.',
          ],
        },
        {
          q: 'Þarf ég reiðufé?',
          a: [
            'Nánast aldrei. Greiðslukort eru tekin nær alls staðar, líka á sjálfsafgreiðslustöðvum — gættu þess bara að muna PIN-númerið.',
          ],
        },
        {
          q: 'Hvernig greiði ég fyrir göng og bílastæði?',
          a: [
            'Vaðlaheiðargöng við Akureyri eru greidd á veggjald.is innan sólarhrings. Bílastæðagjöld við margar náttúruperlur, til dæmis á Þingvöllum og við Seljalandsfoss, eru greidd með appi eða í greiðsluvél.',
          ],
        },
      ],
    },
    video: 'Akstur á Íslandi: við hverju má búast',
    mapTitle: 'Afgreiðslustaðir okkar',
    comparison: {
      title: 'Sama útsýni, tvær árstíðir',
      before: 'Sumar',
      after: 'Vetur',
      beforeAlt: 'Græn fjallasýn að sumri',
      afterAlt: 'Sama fjallasýn þakin snjó',
    },
    quote: {
      text: 'Að kanna færðina varð morgunrútínan okkar. Við breyttum leiðinni tvisvar vegna vinds og sáum aldrei eftir því.',
      author: 'Tomás R.',
      role: 'Tíu dagar í febrúar',
    },
    textBanner: {
      overline: 'Tilbúin í ferðina?',
      title: 'Leiðin klár?',
      description: 'Veldu nú bílinn sem hentar henni og bókaðu á örfáum mínútum.',
    },
    expander: {
      title: 'Hvað á að taka með í bílferð um Ísland',
      body: [
        'Veðrið á Íslandi breytist hratt og þú verður meira úti en þú heldur. Klæddu þig í lögum frekar en í einni þykkri úlpu.',
        '- Vatns- og vindheldan jakka og buxur',
        '- Hlý ullarnærföt og flís- eða dúnpeysu',
        '- Sterka og vatnshelda gönguskó, og mannbrodda á veturna',
        '- Húfu, vettlinga og hálsklút, líka á sumrin',
        '- Sundföt og fljótþornandi handklæði fyrir sundlaugar og heitar laugar',
        '- Svefngrímu fyrir bjartar sumarnætur',
        '- Vatnsbrúsa — kranavatnið er frábært alls staðar',
        '- USB-hleðslutæki fyrir bílinn og kort í símanum sem virkar án netsambands',
        'Hafðu nesti, vatn og hlaðinn síma í bílnum. Á Austurlandi og á hálendinu geta verið 100 km á milli bensínstöðva, svo fylltu á þegar tankurinn er hálfur.',
        'Á veturna skaltu bæta við vasaljósi, hlýrri aukaflík og teppi fyrir hvern farþega, ef vegur skyldi lokast og þú þyrftir að bíða.',
      ],
    },
  },
  notFound: [
    '## Því miður fannst síðan ekki',
    'Síðan gæti hafa verið færð eða slóðin rangt slegin inn. Hér eru nokkrar leiðir áfram:',
    '- Farðu á [forsíðuna](home) og byrjaðu nýja leit',
    '- Skoðaðu [öll ökutækin okkar](vehicles)',
    '- [Finndu bókunina þína](/reservation/find/)',
    '- [Hafðu samband](page:contact) og við aðstoðum þig',
  ],
  winter: {
    title: 'Vetrarakstur: kannaðu færðina áður en þú leggur af stað',
    text: 'Óveður getur lokað vegum með stuttum fyrirvara. Skoðaðu umferdin.is og vedur.is á hverjum morgni.',
    expander: [
      'Frá nóvember fram í apríl getur veðrið á Íslandi breyst á einni klukkustund. Fyrir hverja ferð:',
      '- Kannaðu færðina á [umferdin.is](https://umferdin.is) eða í síma 1777',
      '- Skoðaðu vindaspána á [vedur.is](https://vedur.is) — í hviðum yfir 20 m/s er hættulegt að aka',
      '- Haltu eldsneytistankinum að minnsta kosti hálfum og hafðu hlý föt meðferðis',
      'Ef vegi hefur verið lokað skaltu aldrei aka fram hjá lokunarhliðinu. Hringdu í okkur í síma [{phoneRvk}]({phoneRvkTel}) og við hjálpum þér að breyta áætluninni.',
    ],
  },
  promo: {
    button: 'Nota kóðann',
    days: 'dagar',
    hours: 'klukkustundir',
    minutes: 'mínútur',
    seconds: 'sekúndur',
    banner: 'Vetrartilboð: 15% afsláttur af öllum bókunum',
    title: 'Norðurljósatímabilið er hafið',
    text: 'Bókaðu áður en tilboðinu lýkur og fáðu {percentage}% afslátt af leigunni með kóðanum {promoCode}.',
    note: 'Gildir um bókanir sem gerðar eru til og með {expiryDate}. Gildir ekki með öðrum tilboðum.',
    alt: 'Norðurljós yfir snævi þöktum fjöllum',
  },
  locations: {
    kef: 'Keflavíkurflugvöllur',
    rvk: 'Skrifstofan í Reykjavík',
    aey: 'Skrifstofan á Akureyri',
    delivery: 'Afhending heim að dyrum',
  },
};

// ---------------------------------------------------------------------------------------------
// German

const de: LanguageCopy = {
  pages: {
    about: {
      slug: 'ueber-uns',
      title: 'Über uns',
      description:
        'Norðurljós ist ein isländisches Familienunternehmen, das seit 2009 von Keflavík aus Fahrzeuge vermietet.',
    },
    faq: {
      slug: 'haeufige-fragen',
      title: 'Häufige Fragen',
      description: 'Antworten rund um Buchung, Bezahlung, Versicherung, Abholung und Rückgabe.',
    },
    terms: {
      slug: 'rechtliches/mietbedingungen',
      title: 'Mietbedingungen',
      description: 'Die Bedingungen für jede Anmietung: Fahrer, Zahlung, Versicherung und wo du fahren darfst.',
    },
    privacy: {
      slug: 'datenschutz',
      title: 'Datenschutzerklärung',
      description: 'Wie wir mit deinen personenbezogenen Daten umgehen und welche Rechte du hast.',
    },
    contact: {
      slug: 'kontakt',
      title: 'Kontakt',
      description: 'E-Mail, Telefonnummern, Öffnungszeiten und die Adressen unserer Stationen.',
    },
    'blocks-showcase': {
      slug: 'island-reisefuehrer',
      title: 'Reiseführer',
      description:
        'So planst du deinen Roadtrip durch Island: Jahreszeiten, Verkehrsregeln, Versicherungspreise und die schönsten Routen.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Mietwagen in Island',
        seoTitle: 'Mietwagen am Flughafen Keflavík und in Reykjavík | Norðurljós Car Rental',
        seoDescription:
          'Miete dein Auto in Island bei einem einheimischen Familienbetrieb: Abholung am Flughafen Keflavík rund um die Uhr, unbegrenzte Kilometer inklusive.',
        heroTitle: 'Dein Roadtrip beginnt in der Ankunftshalle',
        heroText:
          'Mietwagen vom isländischen Familienbetrieb – Abholung am Flughafen Keflavík rund um die Uhr, unbegrenzte Kilometer und faire Preise.',
        heroAlt: 'Berge unter klarem Sommerhimmel in Island',
        banner: {
          overline: 'Bereit für den Winter',
          title: 'Winterreifen und Eiskratzer in jedem Auto',
          description:
            'Von Oktober bis April verlassen alle Autos unseren Hof mit Winterreifen. Wenn es in den Norden oder Osten geht, wähle am besten einen Allradwagen.',
          button: 'Alle Autos ansehen',
          alt: 'Ein blauer SUV in der Seitenansicht',
        },
        intro: [
          '## Mietwagen bei uns',
          'Island ist wie gemacht zum Autofahren: Die Ringstraße verbindet Wasserfälle, Gletscher und Fischerdörfer, und die schönsten Stopps sind oft die ungeplanten. Mit dem eigenen Wagen bestimmst du das Tempo.',
          'In jeder Miete sind unbegrenzte Kilometer, Haftpflicht- und Vollkaskoversicherung (CDW) sowie ein zusätzlicher Fahrer ohne Aufpreis enthalten. Du bezahlst online, und der angezeigte Preis ist der Endpreis.',
          '- Abholung am Flughafen Keflavík im Sommer rund um die Uhr',
          '- Kostenloser Shuttle vom Terminal, nur etwa fünf Minuten',
          '- Selbstabholung und -rückgabe, wenn unser Schalter geschlossen ist',
        ],
        faqTitle: 'Gut zu wissen vor der Buchung',
        faq: [
          {
            q: 'Brauche ich einen Allradwagen?',
            a: [
              'Nicht für die Ringstraße oder den Golden Circle – beide sind asphaltiert. Hochlandstraßen mit einem F in der Nummer dürfen nur mit Allradantrieb befahren werden; sie sind meist von Ende Juni bis Anfang September geöffnet. Im Winter bietet Allrad zudem mehr Halt auf vereisten Straßen.',
            ],
          },
          {
            q: 'Wie alt muss ich sein?',
            a: [
              'Fahrer müssen mindestens 18 Jahre alt sein und seit mindestens einem Jahr einen gültigen Führerschein besitzen.',
            ],
          },
          {
            q: 'Kann ich das Auto nachts abholen?',
            a: [
              'Ja. Am Flughafen Keflavík übergeben wir im Sommer rund um die Uhr, und im Winter deckt die Selbstabholung die Zeiten ab, in denen unser Schalter geschlossen ist.',
            ],
          },
          {
            q: 'Welche Versicherung brauche ich?',
            a: [
              'Die Vollkaskoversicherung ist inklusive. Wir empfehlen zusätzlich einen Steinschlagschutz, denn hochgeschleuderte Steine sind in Island der häufigste Schaden. Vergleiche die Optionen in der [Versicherungstabelle unseres Reiseführers](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Wir sind um Mitternacht gelandet, saßen eine Viertelstunde später im Auto und sind am nächsten Morgen am Seljalandsfoss aufgewacht. Alles war genau wie versprochen.',
          author: 'Hannah K.',
          role: 'Im März auf der Ringstraße unterwegs',
        },
      },
      fleet: { menu: 'Fahrzeugklassen', description: 'Das passende Auto für deine Reise', all: 'Alle Autos' },
      categories: {
        'car-economy': { title: 'Kleinwagen', description: 'Sparsam und leicht zu parken' },
        'car-compact': { title: 'Kompaktklasse', description: 'Platz für vier samt Gepäck' },
        'car-suv': { title: 'Allrad und SUV', description: 'Halt im Winter und auf Schotter' },
        'car-van': { title: 'Vans und Kleinbusse', description: 'Bis zu neun Sitze für Gruppen' },
      },
    },
    camper: {
      home: {
        title: 'Camper mieten in Island',
        seoTitle: 'Campervan und Wohnmobil mieten in Island | Norðurljós Campers',
        seoDescription:
          'Campervan, Allrad-Camper oder Wohnmobil in Island mieten – mit Bettwäsche, Küchenausstattung und Standheizung. Abholung am Flughafen Keflavík.',
        heroTitle: 'Übernachte dort, wo die Aussicht am schönsten ist',
        heroText:
          'Campervans, Allrad-Camper und Wohnmobile mit Bett, Küche und Standheizung – abholbereit am Flughafen Keflavík und startklar für die Ringstraße.',
        heroAlt: 'Braune Hochlandberge unter blassem Himmel',
        banner: {
          overline: 'Alles an Bord',
          title: 'Bettzeug, Kocher und Heizung inklusive',
          description:
            'Jeder Camper hat Bettdecken, einen Gaskocher, Töpfe und Geschirr sowie eine Dieselheizung, die dich in kalten Nächten warm hält. Campingstühle und Tisch gibt es auf Wunsch dazu.',
          button: 'Alle Camper ansehen',
          alt: 'Ein weißer Camper in der Seitenansicht',
        },
        intro: [
          '## Mit dem Camper durch Island',
          'Freier als mit dem Camper kannst du Island nicht erleben: keine Check-in-Zeiten, kein tägliches Kofferpacken, nur die Straße und das, was hinter dem nächsten Fjord wartet. Campingplätze haben rund um die Insel von Mai bis September geöffnet, viele sogar den ganzen Winter.',
          'In Island darfst du im Camper nur auf Campingplätzen oder mit Erlaubnis des Grundeigentümers übernachten. Plane deine Nächte deshalb entlang der Campingplätze – dort gibt es Duschen, Toiletten und oft eine Küche.',
          '- Unbegrenzte Kilometer und Vollkasko inklusive',
          '- Bettwäsche, Handtücher und Küchenausstattung ohne Aufpreis',
          '- Die Camping Card als Extra buchbar',
        ],
        faqTitle: 'Gut zu wissen vor der Buchung',
        faq: [
          {
            q: 'Wo darf ich übernachten?',
            a: [
              'Auf Campingplätzen oder auf Privatgrund mit Erlaubnis des Eigentümers. Übernachten auf Parkplätzen und Rastplätzen ist verboten. Mit der Camping Card stehen dir rund 40 Campingplätze zu einem günstigen Pauschalpreis offen.',
            ],
          },
          {
            q: 'Kann ich auch im Winter einen Camper mieten?',
            a: [
              'Ja. Unsere Camper fahren auf Winterreifen und haben eine Dieselheizung, die die ganze Nacht läuft, ohne die Batterie zu leeren. Im Winter empfehlen wir einen Allrad-Camper und eine flexible Route.',
            ],
          },
          {
            q: 'Ist Bettwäsche inklusive?',
            a: [
              'Ja: Bettdecken, Kissen, Laken und Handtücher für jeden Schlafplatz, dazu Töpfe, Teller, Besteck und ein Gaskocher.',
            ],
          },
          {
            q: 'Wie viele Personen können im Camper schlafen?',
            a: [
              'In unseren Campervans schlafen zwei, in den Allrad-Campern zwei bis drei und in den Wohnmobilen bis zu fünf Personen. Filtere nach Schlafplätzen, um das passende Fahrzeug zu finden.',
            ],
          },
        ],
        quote: {
          text: 'Die Heizung hat uns in einer stürmischen Nacht in den Westfjorden gerettet, und im Van war alles zum Kochen da. Wir würden jederzeit wieder bei Norðurljós mieten.',
          author: 'Marco und Giulia',
          role: 'Zwölf Tage rund um Island im September',
        },
      },
      fleet: { menu: 'Campertypen', description: 'Der passende Camper für deine Reise', all: 'Alle Camper' },
      categories: {
        'camper-campervan': { title: 'Campervans', description: 'Kompakt und sparsam, für zwei' },
        'camper-4x4': { title: 'Allrad-Camper', description: 'Für das Hochland und Wintertouren' },
        'camper-motorhome': { title: 'Wohnmobile', description: 'Toilette, Dusche und Platz für fünf' },
      },
    },
    longterm: {
      home: {
        title: 'Langzeitmiete in Island',
        seoTitle: 'Auto monatlich mieten in Island | Norðurljós Long-Term Rentals',
        seoDescription:
          'Miete ein Auto monatsweise in Island: Versicherung, Wartung, Reifenwechsel und Kfz-Steuer in einem Monatspreis – geliefert bis vor die Tür.',
        heroTitle: 'Ein Auto für Monate statt Tage',
        heroText:
          'Ein Monatspreis mit Versicherung, Wartung und saisonalem Reifenwechsel. Wir liefern das Auto an deine Adresse im Großraum Reykjavík.',
        heroAlt: 'Berge im warmen Abendlicht',
        banner: {
          overline: 'Elektro und Hybrid',
          title: 'Diesen Winter elektrisch fahren',
          description:
            'Zu unseren Elektroautos gehören ein Ladekabel und eine Ladekarte – und Islands Strom stammt fast vollständig aus Wasserkraft und Erdwärme.',
          button: 'Alle Autos ansehen',
          alt: 'Eine grüne Limousine in der Seitenansicht',
        },
        intro: [
          '## Langzeitmiete ganz einfach',
          'Du arbeitest eine Saison lang in Island, wartest auf dein neues Auto oder willst einfach noch nicht kaufen? Miete ein Auto für einen Monat oder länger und zahle einen festen Monatspreis.',
          'Im Preis enthalten sind Versicherung, regelmäßige Wartung, der Wechsel zwischen Sommer- und Winterreifen und die Kfz-Steuer. Du zahlst nur Kraftstoff oder Strom.',
          '- Mindestmietdauer ein Monat, keine Höchstdauer',
          '- Lieferung und Abholung überall im Großraum Reykjavík',
          '- Ersatzwagen, falls deiner in die Werkstatt muss',
        ],
        faqTitle: 'Gut zu wissen vor der Anmietung',
        faq: [
          {
            q: 'Wie lange muss ich mindestens mieten?',
            a: [
              'Einen Monat. Danach kannst du monatsweise verlängern oder eine feste Laufzeit von 3, 6 oder 12 Monaten zu einem günstigeren Monatspreis vereinbaren.',
            ],
          },
          {
            q: 'Ist der Reifenwechsel inklusive?',
            a: [
              'Ja. Wir ziehen im Herbst Winterreifen und im Frühjahr wieder Sommerreifen auf – zu einem Termin, der dir passt.',
            ],
          },
          {
            q: 'Darf ich auch außerhalb von Reykjavík fahren?',
            a: [
              'Natürlich. Die Kilometer sind unbegrenzt, und du darfst alle öffentlichen Straßen Islands befahren – ausgenommen die mit F gekennzeichneten Hochlandstraßen.',
            ],
          },
          {
            q: 'Brauche ich eine isländische Kennitala?',
            a: [
              'Nein, Reisepass und Führerschein genügen. Mit einer Kennitala können wir dir die Rechnungen allerdings direkt ins isländische Onlinebanking schicken.',
            ],
          },
        ],
        quote: {
          text: 'Ich habe für meine sechs Monate am Krankenhaus in Reykjavík ein Elektroauto gemietet. Es wurde mir vor die Wohnung gebracht, im Oktober auf Winterreifen umgestellt, und ich musste mich um nichts kümmern.',
          author: 'Sofia L.',
          role: 'Ärztin, sechs Monate Miete',
        },
      },
      fleet: { menu: 'Fahrzeugklassen', description: 'Autos für jede Lebenslage', all: 'Alle Autos' },
      categories: {
        'longterm-city': { title: 'Stadtautos', description: 'Klein und günstig für den Alltag' },
        'longterm-family': {
          title: 'Familienautos',
          description: 'Platz für Kinder, Kinderwagen und Wochenendausflüge',
        },
        'longterm-electric': { title: 'Elektroautos', description: 'Zu Hause laden statt tanken' },
      },
    },
  },
  header: {
    book: 'Jetzt buchen',
    byType: 'Nach Typ',
    byGearbox: 'Nach Getriebe',
    bySleeping: 'Nach Schlafplätzen',
    automatic: { title: 'Automatik', description: 'Entspannt durch die Stadt und über die Ringstraße' },
    manual: { title: 'Schaltgetriebe', description: 'Günstiger und mehr Kontrolle auf Schotter' },
    sleeps: (spots) => `${spots} Schlafplätze`,
    blog: 'Reiseblog',
    blogDescription: 'Tipps, Routen und Geschichten von unterwegs',
    blogLinksTitle: 'Themen',
    recentPostsTitle: 'Neueste Artikel',
    blogAll: 'Alle Artikel',
    blogCategories: {
      'travel-tips': 'Reisetipps',
      'driving-in-iceland': 'Autofahren in Island',
      destinations: 'Reiseziele',
    },
    manage: { title: 'Buchung finden, ändern oder stornieren', label: 'Meine Buchung' },
    checkIn: { title: 'Vor der Abholung online einchecken', label: 'Check-in' },
    call: { title: 'Ruf uns an – Tag und Nacht', label: 'Anrufen' },
  },
  footer: {
    plan: 'Reise planen',
    company: 'Unternehmen',
    followOn: (platform) => `Folge uns auf ${platform}`,
    certificate: 'Vakinn – zertifizierte Qualität im Tourismus',
    certificateAlt: 'Qualitätssiegel von Vakinn',
  },
  carousel: {
    title: 'Wohin geht deine erste Fahrt?',
    slides: [
      {
        title: 'Golden Circle',
        text: 'Þingvellir, Geysir und Gullfoss an einem Tag. Die klassische Runde beginnt 45 Minuten von Reykjavík entfernt.',
        alt: 'Grünes Tal unter Bergen im Sommer',
      },
      {
        title: 'Die Südküste',
        text: 'Schwarze Sandstrände, der Skógafoss und die Gletscherzungen des Vatnajökull – alles entlang der Ringstraße.',
        alt: 'Verschneite Berge unter Polarlichtern',
      },
      {
        title: 'Snæfellsnes',
        text: 'Auch „Island im Kleinen“ genannt: ein Gletscher, Lavafelder und der vielfotografierte Kirkjufell.',
        alt: 'Berge im Glühen des Sonnenuntergangs',
      },
    ],
  },
  about: {
    body: [
      '## Ein Familienunternehmen von der Halbinsel Reykjanes',
      'Norðurljós begann 2009 mit zwölf Autos und einem kleinen Büro direkt am Flughafen Keflavík. Heute vermieten wir Autos, Camper und Langzeitfahrzeuge – und sind trotzdem ein Familienbetrieb geblieben: Wer deine E-Mails beantwortet, wäscht auch die Autos und kennt die Straßen.',
      'Den Namen – Norðurljós heißt Nordlicht – haben wir gewählt, weil wir es auf dem Heimweg vom Flughafen so oft über der Straße tanzen sahen.',
      '## Wofür wir stehen',
      '- **Ehrliche Preise.** Im angezeigten Preis sind die nötigen Versicherungen und Steuern bereits enthalten.',
      '- **Sichere Fahrzeuge.** Unsere Fahrzeuge sind im Schnitt keine drei Jahre alt und werden in unserer eigenen Werkstatt gewartet.',
      '- **Hilfe unterwegs.** Unsere Pannenhilfe ist rund um die Uhr erreichbar, und wir kennen die Umwege, wenn eine Straße gesperrt ist.',
      '- **Respekt vor der Natur.** Wir informieren alle Kunden über das Offroad-Verbot und kompensieren die Emissionen unserer Flotte durch Renaturierung in Südisland.',
    ],
    banner: {
      title: 'Fragen? Sprich mit einem echten Menschen',
      description: 'Unser Team in Reykjavík und Keflavík ist an allen sieben Tagen der Woche für dich da.',
      button: 'Kontakt aufnehmen',
    },
  },
  faqPage: {
    intro: [
      'Hier findest du Antworten auf die Fragen, die wir am häufigsten hören. Deine ist nicht dabei? [Schreib uns](page:contact).',
    ],
    generalTitle: 'Buchung und Bezahlung',
    general: [
      {
        q: 'Kann ich meine Buchung ändern oder stornieren?',
        a: [
          'Ja. [Ruf deine Buchung auf](/reservation/find/) – mit Buchungsnummer und E-Mail-Adresse – und ändere Daten, Extras oder Fahrer. Bis 48 Stunden vor der Abholung ist die Stornierung kostenlos.',
        ],
      },
      {
        q: 'Welche Karten akzeptiert ihr?',
        a: [
          'Visa, Mastercard und American Express. Debitkarten sind ebenfalls möglich, allerdings kann für die Selbstbeteiligung ein Betrag auf der Karte reserviert werden.',
        ],
      },
      {
        q: 'Was ist der Online-Check-in?',
        a: [
          'Einige Tage vor der Abholung kannst du online einchecken: Daten bestätigen, ein Foto des Führerscheins hochladen und den Mietvertrag unterschreiben. Bei der Abholung nimmst du dann nur noch die Schlüssel entgegen.',
        ],
      },
      {
        q: 'Kann ich einen weiteren Fahrer eintragen?',
        a: [
          'Ein zusätzlicher Fahrer ist kostenlos. Jeder weitere Fahrer kostet {extraDriverPrice} pro Tag und lässt sich bei der Buchung oder später über deine Reservierung hinzufügen.',
        ],
      },
    ],
    pickupTitle: 'Abholung und Rückgabe',
    pickup: [
      {
        q: '@kef Wie finde ich euch am Flughafen Keflavík?',
        a: [
          'Verlasse die Ankunftshalle und nimm unseren kostenlosen Shuttle an der Haltestelle für Mietwagen-Shuttles. Er fährt alle 15 Minuten, die Fahrt dauert etwa fünf Minuten.',
        ],
      },
      {
        q: '@ss Wie funktioniert die Selbstabholung?',
        a: [
          'Ist unser Schalter geschlossen, holst du die Schlüssel aus einer Schlüsselbox – mit dem Code, den wir dir nach dem Online-Check-in schicken. Die Selbstabholung muss mindestens 12 Stunden im Voraus gebucht werden.',
        ],
      },
      {
        q: 'Kann ich das Fahrzeug woanders zurückgeben?',
        a: [
          'Ja, an jeder unserer Stationen. Für die Rückgabe an einer anderen Station fällt eine Einweggebühr von {oneWayFee} an; du siehst sie vor dem Bezahlen.',
        ],
      },
      {
        q: 'Was passiert, wenn ich zu spät zurückgebe?',
        a: [
          'Sag uns so früh wie möglich Bescheid. Bis zu einer Stunde Verspätung ist kostenlos, danach berechnen wir einen weiteren Miettag.',
        ],
      },
    ],
  },
  terms: [
    'Diese Bedingungen gelten für jede bei {brand} gebuchte Anmietung. Mit der Bestätigung einer Buchung akzeptierst du sie im Namen aller Fahrer.',
    '## Fahrer',
    'Der Hauptfahrer muss mindestens 18 Jahre alt sein und seit mindestens einem Jahr einen gültigen Führerschein besitzen. Führerscheine, die nicht in lateinischer Schrift ausgestellt sind, gelten nur zusammen mit einem internationalen Führerschein. Ein zusätzlicher Fahrer ist kostenlos; jeder weitere kostet {extraDriverPrice} pro Tag.',
    '## Zahlung und Stornierung',
    'Die Buchung wird online bezahlt, ganz oder teilweise, wie an der Kasse angezeigt. Bei Stornierung mehr als 48 Stunden vor der Abholung erstatten wir den vollen Betrag; bei späterer Stornierung wird ein Miettag berechnet.',
    '## Versicherung und Schäden',
    'Vollkasko (CDW) und Haftpflicht sind inklusive. Die Höhe der Selbstbeteiligung hängt vom gewählten Schutz ab. Schäden am Unterboden, Wasserschäden durch Flussdurchfahrten und Schäden durch Offroad-Fahren sind nie versichert.',
    '## Kraftstoff, Maut und Bußgelder',
    'Gib das Fahrzeug mit demselben Tank- bzw. Ladestand zurück wie bei der Abholung. Parkgebühren, Tunnelmaut sowie Buß- und Verwarnungsgelder trägt der Mieter, zuzüglich einer Bearbeitungsgebühr.',
    '## Wo du fahren darfst',
    'Die Fahrzeuge dürfen nur auf öffentlichen Straßen gefahren werden. Hochlandstraßen mit F-Nummer sind nur mit dafür zugelassenen Allradfahrzeugen erlaubt. Fahren abseits der Straßen ist nach isländischem Recht verboten.',
    '## Rückgabe',
    'Gib das Fahrzeug am vereinbarten Ort zur vereinbarten Zeit zurück. Bei mehr als einer Stunde Verspätung wird ein zusätzlicher Tag berechnet.',
    'Fragen zu diesen Bedingungen? [Kontaktiere uns](page:contact).',
  ],
  privacy: [
    '{brand} nimmt den Schutz deiner personenbezogenen Daten ernst. Hier erfährst du, welche Daten wir erheben, wozu, und welche Rechte du nach dem isländischen Datenschutzgesetz und der DSGVO hast.',
    '## Welche Daten wir erheben',
    '- Name, E-Mail-Adresse, Telefonnummer und Anschrift zur Abwicklung deiner Buchung',
    '- Führerscheindaten und Geburtsdatum, wie von unserer Versicherung verlangt',
    '- Zahlungsdaten, die unser Zahlungsdienstleister verarbeitet – vollständige Kartennummern speichern wir nie',
    '- Flugnummer und Ankunftszeit, damit wir dich in Empfang nehmen können',
    '## Wie lange wir sie speichern',
    'Buchungsdaten bewahren wir sieben Jahre auf, wie es das isländische Buchführungsrecht vorschreibt. Deine Einwilligung in Werbe-E-Mails kannst du jederzeit widerrufen.',
    '## Cookies',
    'Wir verwenden Cookies, um Sprache, Währung und Buchung zu speichern und – mit deiner Einwilligung – die Nutzung der Website zu messen.',
    '## Partner-Empfehlungen',
    'Wenn du über den Link eines Partners zu uns kommst (eine Adresse mit ref=), erfassen wir den Besuch und – wenn du danach buchst und bezahlst – die Buchung, damit wir den Partner vergüten können. Dafür speichert dein Browser:',
    '- eine Empfehlungs-ID im lokalen Speicher ({tenant}-referral-id): „U-“ gefolgt von zufälligen Buchstaben, einmal auf diesem Gerät erzeugt. Sie sagt nichts über dich aus und bleibt, bis du die Daten dieser Website löschst',
    '- ein Cookie mit der ID des Partner-Klicks ({tenant}-affiliate-click-id), das 60 Tage gespeichert wird',
    'Bei einer bezahlten Buchung erfassen wir den Partnercode, diese beiden IDs, die Buchungsnummer, den bezahlten Betrag mit Währung und einen etwaigen Gutscheincode, dazu eine pseudonyme Kundennummer statt deines Namens oder deiner E-Mail-Adresse. Deine IP-Adresse wird nie gespeichert.',
    '## Deine Rechte',
    'Du kannst Auskunft, Berichtigung oder Löschung deiner Daten verlangen oder der Verarbeitung widersprechen. Schreib uns an [{email}](mailto:{email}). Außerdem kannst du dich bei der isländischen Datenschutzbehörde (Persónuvernd) beschweren.',
  ],
  contact: {
    body: [
      'Wir beantworten jede Nachricht innerhalb weniger Stunden – an allen sieben Tagen der Woche.',
      '## Anrufen oder schreiben',
      '- E-Mail: [{email}](mailto:{email})',
      '- Büro Reykjavík: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Schalter am Flughafen Keflavík: [{phoneKef}]({phoneKefTel})',
      '## Besuch uns',
      '@kef **Flughafen Keflavík** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Im Sommer rund um die Uhr geöffnet, im Winter 05:00–23:00 Uhr; Selbstabholung jederzeit möglich.',
      '**Reykjavík** — Skeifan 9, 108 Reykjavík. Werktags 08:00–18:00 Uhr, samstags 09:00–16:00 Uhr, sonntags im Winter geschlossen; im Sommer täglich 08:00–20:00 Uhr.',
      'Schon gebucht? [Ruf deine Buchung auf](/reservation/find/), um Daten zu ändern, Extras hinzuzufügen oder online einzuchecken.',
    ],
    mapTitle: 'So findest du uns',
  },
  guide: {
    intro: [
      '## Einen Roadtrip durch Island planen',
      'Island belohnt alle, die ein wenig planen und trotzdem Raum für Überraschungen lassen. Auf der Karte wirken die Strecken kurz, doch Wetter, Fotostopps und einspurige Brücken summieren sich: Rechne mit durchschnittlich 60 bis 70 km/h, nicht mit dem Tempolimit.',
      'Wirf vor jeder Etappe einen Blick auf zwei Websites: [umferdin.is](https://umferdin.is/en) für Straßenzustand und Sperrungen und [vedur.is](https://en.vedur.is) für Wetterbericht und Sturmwarnungen. Wenn du abseits der üblichen Routen unterwegs bist, hinterlege deine Route bei [SafeTravel](https://safetravel.is).',
      'Weiter unten findest du [die Versicherungspreise](#insurance), die Verkehrsregeln, [die Jahreszeiten im Überblick](#seasons) und unsere Lieblingsrouten.',
    ],
    pictureBanner: {
      overline: 'Das richtige Fahrzeug wählen',
      title: 'Ins Hochland nur mit Allrad',
      description:
        'Die Hochlandstraßen öffnen meist Ende Juni und dürfen nur mit Allradantrieb befahren werden. Stehen Landmannalaugar oder Askja auf deiner Liste, prüfe die Strecke vor der Buchung.',
      alt: 'Hochlandberge im Frühsommer',
    },
    tabs: [
      {
        title: 'Sommer',
        text: [
          'Mitternachtssonne und offene Hochlandstraßen. Buche früh, denn im Juli sind Fahrzeuge und Campingplätze schnell ausgebucht. Es bleibt fast rund um die Uhr hell – fahr einfach spät los und meide so die Menschenmassen.',
        ],
      },
      {
        title: 'Herbst',
        text: [
          'Ruhigere Straßen, Herbstfarben und die ersten Nordlichter. Auf den Pässen fällt im Oktober der erste Schnee, Anfang November kommen die Winterreifen drauf.',
        ],
      },
      {
        title: 'Winter',
        text: [
          'Kurze Tage – im Dezember nur rund vier Stunden Tageslicht – und gute Chancen auf Nordlichter. Wer wenig Wintererfahrung hat, bleibt besser im Süden und Westen und prüft jeden Morgen den Straßenzustand.',
        ],
      },
      {
        title: 'Frühling',
        text: [
          'Die Tage werden schnell länger, auf den Weiden stehen die ersten Lämmer, und es sind kaum Touristen unterwegs. Die Hochlandstraßen bleiben gesperrt, und im Norden kann es noch schneien.',
        ],
      },
    ],
    carousel: {
      title: 'Abseits der Ringstraße',
      slides: [
        {
          title: 'Die Westfjorde',
          text: 'Steile Fjorde, der Wasserfall Dynjandi und kaum Verkehr. Plane mindestens drei Tage ein; viele Straßen sind Schotterpisten.',
          alt: 'Braune Berge über einem Fjord',
        },
        {
          title: 'Mývatn und der Norden',
          text: 'Krater, heiße Quellen und die Mývatn Nature Baths – eine Autostunde von Akureyri entfernt.',
          alt: 'Nordlichter über verschneiten Bergen in Nordisland',
        },
        {
          title: 'Die Ostfjorde',
          text: 'Kleine Fischerdörfer in tiefen Fjorden, Rentiere am Straßenrand und die ruhige Seite der Ringstraße.',
          alt: 'Grüne Hänge unter Bergen in den Ostfjorden',
        },
      ],
    },
    gallery: {
      title: 'Island im Wandel der Jahreszeiten',
      images: [
        'Mitternachtssonne über den Bergen',
        'Nordlichter über verschneiten Gipfeln',
        'Sonnenuntergang im Hochland',
        'Das Hochland im Frühsommer',
      ],
    },
    table: {
      title: 'Versicherungsoptionen und Preise',
      coverage: 'Schutz',
      basic: 'Basis (CDW)',
      premium: 'Premium',
      zero: 'Ohne Selbstbeteiligung',
      perDay: 'Preis pro Tag',
      included: 'Inklusive',
      selfRisk: 'Selbstbeteiligung',
      gravel: 'Steinschlagschutz',
      sand: 'Sand- und Ascheschutz',
      tyres: 'Reifen und Windschutzscheibe',
    },
    accordion: {
      title: 'Verkehrsregeln im Überblick',
      items: [
        {
          q: 'Tempolimits',
          a: [
            '90 km/h auf asphaltierten Straßen, 80 km/h auf Schotter und 50 km/h innerorts, sofern nicht anders beschildert. Blitzer sind häufig, die Bußgelder hoch.',
          ],
        },
        {
          q: 'Licht am Tag und in der Nacht',
          a: ['Das Abblendlicht muss immer eingeschaltet sein, auch an hellen Sommertagen.'],
        },
        {
          q: 'Offroad-Fahren ist verboten',
          a: [
            'Wer abseits markierter Straßen und Pisten fährt, hinterlässt im empfindlichen Moos jahrzehntelange Spuren und muss mit hohen Strafen rechnen. Das gilt auch für Strände und schwarzen Sand.',
          ],
        },
        {
          q: 'Einspurige Brücken',
          a: [
            'Wer näher an der Brücke ist, hat Vorfahrt. Fahr langsam und warte, wenn schon jemand auf der Brücke ist.',
          ],
        },
        {
          q: 'Nie auf der Straße anhalten',
          a: [
            'Für Fotos gibt es ausgewiesene Parkbuchten. Auf der Fahrbahn oder dem Seitenstreifen haltende Autos verursachen jedes Jahr viele Unfälle.',
          ],
        },
      ],
    },
    faq: {
      title: 'Was Reisende uns fragen',
      items: [
        {
          q: 'Ist die Ringstraße im Winter befahrbar?',
          a: [
            'Meistens ja, doch Stürme können Abschnitte für Stunden oder sogar Tage sperren, vor allem im Osten und Norden. Prüfe jeden Morgen den Straßenzustand und plane einen Puffertag ein.',
          ],
        },
        {
          q: 'Wann sehe ich Nordlichter?',
          a: [
            'Von Ende August bis Mitte April in klaren, dunklen Nächten. Fahr aus dem Ort hinaus, weg von den Lichtern, und schau dir die Polarlichtvorhersage auf vedur.is an.',
          ],
        },
        {
          q: 'Brauche ich Bargeld?',
          a: [
            'Kaum. Karten werden fast überall akzeptiert, auch an unbemannten Tankstellen – denk nur daran, die PIN deiner Karte zu kennen.',
          ],
        },
        {
          q: 'Wie bezahle ich Tunnel und Parkplätze?',
          a: [
            'Den Vaðlaheiði-Tunnel bei Akureyri bezahlst du innerhalb von 24 Stunden online auf veggjald.is. Parkgebühren an vielen Naturattraktionen wie Þingvellir und Seljalandsfoss zahlst du per App oder am Automaten.',
          ],
        },
      ],
    },
    video: 'Autofahren in Island: Was dich erwartet',
    mapTitle: 'Unsere Stationen',
    comparison: {
      title: 'Derselbe Blick, zwei Jahreszeiten',
      before: 'Sommer',
      after: 'Winter',
      beforeAlt: 'Grünes Bergpanorama im Sommer',
      afterAlt: 'Dasselbe Bergpanorama unter Schnee',
    },
    quote: {
      text: 'Der Blick auf den Straßenzustand wurde zu unserem Morgenritual. Wegen des Windes haben wir zweimal die Route geändert – und es nie bereut.',
      author: 'Tomás R.',
      role: 'Zehn Tage im Februar',
    },
    textBanner: {
      overline: 'Bereit zur Abfahrt?',
      title: 'Route gefunden?',
      description: 'Jetzt noch das passende Fahrzeug wählen und in wenigen Minuten buchen.',
    },
    expander: {
      title: 'Packliste für den Island-Roadtrip',
      body: [
        'Das Wetter in Island wechselt schnell, und du wirst mehr Zeit draußen verbringen, als du denkst. Setz auf das Zwiebelprinzip statt auf eine dicke Jacke.',
        '- Wasser- und winddichte Jacke und Hose',
        '- Warme Funktionsunterwäsche aus Wolle und eine Fleece- oder Daunenjacke als Zwischenschicht',
        '- Feste, wasserdichte Wanderschuhe, im Winter dazu Spikes',
        '- Mütze, Handschuhe und Schlauchschal – auch im Sommer',
        '- Badesachen und ein schnell trocknendes Handtuch für Schwimmbäder und heiße Quellen',
        '- Eine Schlafmaske für die hellen Sommernächte',
        '- Eine Trinkflasche zum Nachfüllen – Leitungswasser ist überall hervorragend',
        '- Ein USB-Ladegerät fürs Auto und eine Offline-Karte auf dem Handy',
        'Halte Snacks, Wasser und ein geladenes Handy im Auto bereit. Im Osten und im Hochland liegen Tankstellen bis zu 100 km auseinander – tank also nach, sobald der Tank halb leer ist.',
        'Im Winter gehören außerdem eine Taschenlampe, eine zusätzliche warme Schicht und eine Decke pro Person ins Auto, falls eine Straße gesperrt wird und du warten musst.',
      ],
    },
  },
  notFound: [
    '## Diese Seite haben wir leider nicht gefunden',
    'Vielleicht ist sie umgezogen, oder in der Adresse hat sich ein Tippfehler eingeschlichen. So geht es weiter:',
    '- Zur [Startseite](home) und eine neue Suche starten',
    '- [Alle unsere Fahrzeuge](vehicles) ansehen',
    '- [Deine Buchung aufrufen](/reservation/find/)',
    '- [Kontakt aufnehmen](page:contact) – wir helfen dir gern',
  ],
  winter: {
    title: 'Winterfahrten: Straßenzustand vor der Abfahrt prüfen',
    text: 'Stürme können Straßen kurzfristig sperren. Schau jeden Morgen auf umferdin.is und vedur.is.',
    expander: [
      'Von November bis April kann das Wetter in Island innerhalb einer Stunde umschlagen. Vor jeder Fahrt:',
      '- Straßenzustand auf [umferdin.is](https://umferdin.is/en) prüfen oder 1777 anrufen',
      '- Sturmwarnungen auf [vedur.is](https://en.vedur.is) lesen – ab Böen von 20 m/s wird Fahren gefährlich',
      '- Den Tank mindestens halb voll halten und warme Kleidung dabeihaben',
      'Ist eine Straße gesperrt, fahr niemals an der Schranke vorbei. Ruf uns unter [{phoneRvk}]({phoneRvkTel}) an – wir helfen dir, umzuplanen.',
    ],
  },
  promo: {
    button: 'Code einlösen',
    days: 'Tage',
    hours: 'Stunden',
    minutes: 'Minuten',
    seconds: 'Sekunden',
    banner: 'Winterangebot: 15 % Rabatt auf alle Buchungen',
    title: 'Die Nordlichtsaison hat begonnen',
    text: 'Buche, bevor das Angebot endet, und spare mit dem Code {promoCode} {percentage} % auf deine Miete.',
    note: 'Gültig für Buchungen bis einschließlich {expiryDate}. Nicht mit anderen Angeboten kombinierbar.',
    alt: 'Nordlichter über verschneiten Bergen',
  },
  locations: {
    kef: 'Flughafen Keflavík',
    rvk: 'Büro Reykjavík',
    aey: 'Büro Akureyri',
    delivery: 'Lieferung an deine Adresse',
  },
};

// ---------------------------------------------------------------------------------------------
// Spanish

const es: LanguageCopy = {
  pages: {
    about: {
      slug: 'sobre-nosotros',
      title: 'Sobre nosotros',
      description: 'Norðurljós es una empresa familiar islandesa que alquila vehículos desde Keflavík desde 2009.',
    },
    faq: {
      slug: 'preguntas-frecuentes',
      title: 'Preguntas frecuentes',
      description: 'Respuestas sobre reservas, pagos, seguros, recogida y devolución.',
    },
    terms: {
      slug: 'legal/condiciones-de-alquiler',
      title: 'Condiciones de alquiler',
      description: 'Las condiciones de cada alquiler: conductores, pago, seguros y por dónde puedes circular.',
    },
    privacy: {
      slug: 'privacidad',
      title: 'Política de privacidad',
      description: 'Cómo tratamos tus datos personales y qué derechos tienes.',
    },
    contact: {
      slug: 'contacto',
      title: 'Contacto',
      description: 'Correo electrónico, teléfonos, horarios y direcciones de nuestras oficinas.',
    },
    'blocks-showcase': {
      slug: 'guia-de-viaje-islandia',
      title: 'Guía de viaje',
      description:
        'Planifica tu viaje por carretera en Islandia: estaciones, normas de tráfico, precios de los seguros y las rutas que merecen la pena.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Alquiler de coches en Islandia',
        seoTitle: 'Alquiler de coches en el aeropuerto de Keflavík y en Reikiavik | Norðurljós Car Rental',
        seoDescription:
          'Alquila un coche en Islandia con una empresa familiar local. Recogida en el aeropuerto de Keflavík a cualquier hora y kilometraje ilimitado.',
        heroTitle: 'Tu viaje empieza en la sala de llegadas',
        heroText:
          'Alquiler de coches local con recogida en el aeropuerto de Keflavík las 24 horas, kilometraje ilimitado y precios honestos.',
        heroAlt: 'Montañas bajo un cielo despejado de verano en Islandia',
        banner: {
          overline: 'Listos para el invierno',
          title: 'Neumáticos de invierno y rasqueta en cada coche',
          description:
            'De octubre a abril todos nuestros coches salen con neumáticos de invierno. Si tu ruta va hacia el norte o el este, elige un 4x4.',
          button: 'Ver todos los coches',
          alt: 'Un SUV azul visto de lado',
        },
        intro: [
          '## Alquilar un coche con nosotros',
          'Islandia está hecha para recorrerla en coche: la Ring Road (la carretera de circunvalación, Ruta 1) une cascadas, glaciares y pueblos pesqueros, y las mejores paradas suelen ser las que nadie había planeado. Con tu propio coche, tú marcas el ritmo.',
          'Todos los alquileres incluyen kilometraje ilimitado, seguro de responsabilidad civil, seguro a todo riesgo con franquicia (CDW) y un conductor adicional gratis. Pagas en línea y el precio que ves es el que pagas.',
          '- Recogida en el aeropuerto de Keflavík las 24 horas en verano',
          '- Lanzadera gratuita desde la terminal, a unos cinco minutos',
          '- Recogida y devolución autoservicio cuando nuestro mostrador está cerrado',
        ],
        faqTitle: 'Antes de reservar, conviene saber',
        faq: [
          {
            q: '¿Necesito un 4x4?',
            a: [
              'No para la Ring Road ni para el Círculo Dorado, que están asfaltados. Las pistas de montaña marcadas con una F solo pueden recorrerse en 4x4 y suelen abrir de finales de junio a principios de septiembre. En invierno, un 4x4 también agarra mejor en carreteras heladas.',
            ],
          },
          {
            q: '¿Qué edad mínima deben tener los conductores?',
            a: [
              'Los conductores deben tener al menos 18 años y un permiso de conducir válido desde hace un año como mínimo.',
            ],
          },
          {
            q: '¿Puedo recoger el coche de noche?',
            a: [
              'Sí. En el aeropuerto de Keflavík entregamos coches las 24 horas en verano, y en invierno el autoservicio cubre las horas en que el mostrador está cerrado.',
            ],
          },
          {
            q: '¿Qué seguro necesito?',
            a: [
              'El seguro a todo riesgo con franquicia está incluido. Te recomendamos añadir la protección contra gravilla, porque las piedras que levantan otros coches son el daño más habitual en Islandia. Compara las opciones en la [tabla de seguros de nuestra guía de viaje](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Aterrizamos a medianoche, a los quince minutos ya estábamos en el coche y a la mañana siguiente nos despertamos junto a Seljalandsfoss. Todo fue exactamente como nos prometieron.',
          author: 'Hannah K.',
          role: 'Recorrió la Ring Road en marzo',
        },
      },
      fleet: { menu: 'Tipos de coche', description: 'Encuentra el coche ideal para tu viaje', all: 'Todos los coches' },
      categories: {
        'car-economy': { title: 'Coches económicos', description: 'Pequeños, ahorradores y fáciles de aparcar' },
        'car-compact': { title: 'Compactos', description: 'Espacio para cuatro y su equipaje' },
        'car-suv': { title: '4x4 y SUV', description: 'Agarre para el invierno y las pistas de grava' },
        'car-van': { title: 'Furgonetas y minibuses', description: 'Hasta nueve plazas para grupos' },
      },
    },
    camper: {
      home: {
        title: 'Alquiler de campers en Islandia',
        seoTitle: 'Alquiler de campervans y autocaravanas en Islandia | Norðurljós Campers',
        seoDescription:
          'Alquila una campervan, una camper 4x4 o una autocaravana en Islandia. Ropa de cama, menaje de cocina y calefacción incluidos, con recogida en el aeropuerto de Keflavík.',
        heroTitle: 'Duerme donde mejores son las vistas',
        heroText:
          'Campervans, campers 4x4 y autocaravanas con cama, cocina y calefacción nocturna, listas en el aeropuerto de Keflavík para salir a la carretera.',
        heroAlt: 'Montañas pardas de las Tierras Altas bajo un cielo pálido',
        banner: {
          overline: 'Todo a bordo',
          title: 'Ropa de cama, hornillo y calefacción incluidos',
          description:
            'Cada camper lleva edredones, hornillo de gas, ollas y platos, y una calefacción diésel que te mantiene caliente en las noches frías. Si quieres, añade sillas y mesa de camping.',
          button: 'Ver todas las campers',
          alt: 'Una camper blanca vista de lado',
        },
        intro: [
          '## Recorrer Islandia en camper',
          'Una camper es la forma más libre de conocer Islandia: sin horarios de hotel ni maletas que hacer cada mañana, solo la carretera y lo que aguarda tras el siguiente fiordo. Los campings abren en toda la isla de mayo a septiembre, y muchos siguen abiertos todo el invierno.',
          'La ley islandesa solo permite pernoctar en campers en campings o con permiso del propietario del terreno, así que organiza tus noches en torno a los campings: tienen duchas, aseos y a menudo cocina.',
          '- Kilometraje ilimitado y seguro a todo riesgo con franquicia incluidos',
          '- Ropa de cama, toallas y menaje de cocina sin coste adicional',
          '- La Camping Card disponible como extra',
        ],
        faqTitle: 'Antes de reservar, conviene saber',
        faq: [
          {
            q: '¿Dónde puedo pasar la noche?',
            a: [
              'En campings o en terrenos privados con permiso del propietario. No está permitido dormir en áreas de descanso ni en aparcamientos. La Camping Card da acceso a unos 40 campings por un precio único reducido.',
            ],
          },
          {
            q: '¿Puedo alquilar una camper en invierno?',
            a: [
              'Sí. Nuestras campers llevan neumáticos de invierno y una calefacción diésel que funciona toda la noche sin agotar la batería. En invierno recomendamos una camper 4x4 y un itinerario flexible.',
            ],
          },
          {
            q: '¿Está incluida la ropa de cama?',
            a: [
              'Sí: edredones, almohadas, sábanas y toallas para cada plaza, además de ollas, platos, cubiertos y un hornillo de gas.',
            ],
          },
          {
            q: '¿Cuántas personas pueden dormir en una camper?',
            a: [
              'En nuestras campervans duermen dos personas, en las campers 4x4 de dos a tres y en las autocaravanas hasta cinco. Filtra por plazas para dormir para encontrar la tuya.',
            ],
          },
        ],
        quote: {
          text: 'La calefacción nos salvó una noche de tormenta en los Fiordos del Oeste, y en la furgoneta teníamos todo lo necesario para cocinar. Volveríamos a alquilar con Norðurljós sin pensarlo.',
          author: 'Marco y Giulia',
          role: 'Doce días alrededor de Islandia en septiembre',
        },
      },
      fleet: {
        menu: 'Tipos de camper',
        description: 'Encuentra la camper ideal para tu viaje',
        all: 'Todas las campers',
      },
      categories: {
        'camper-campervan': { title: 'Campervans', description: 'Compactas y económicas, para dos' },
        'camper-4x4': { title: 'Campers 4x4', description: 'Para las Tierras Altas y viajes de invierno' },
        'camper-motorhome': { title: 'Autocaravanas', description: 'Aseo, ducha y espacio para cinco' },
      },
    },
    longterm: {
      home: {
        title: 'Alquiler de coches de larga duración en Islandia',
        seoTitle: 'Alquiler mensual de coches en Islandia | Norðurljós Long-Term Rentals',
        seoDescription:
          'Alquila un coche por meses en Islandia. Seguro, mantenimiento, cambio de neumáticos e impuesto de circulación en una sola cuota, con entrega a domicilio.',
        heroTitle: 'Un coche para meses, no para días',
        heroText:
          'Una cuota mensual con seguro, mantenimiento y cambio de neumáticos de temporada incluidos. Te llevamos el coche a tu dirección en el área de Reikiavik.',
        heroAlt: 'Montañas bajo la cálida luz del atardecer',
        banner: {
          overline: 'Eléctricos e híbridos',
          title: 'Este invierno, pásate al eléctrico',
          description:
            'Nuestros coches eléctricos vienen con cable y tarjeta de carga, y casi toda la electricidad de Islandia procede de energía hidráulica y geotérmica.',
          button: 'Ver todos los coches',
          alt: 'Una berlina verde vista de lado',
        },
        intro: [
          '## Alquiler de larga duración, sin complicaciones',
          '¿Vas a trabajar una temporada en Islandia, esperas tu coche nuevo o todavía no quieres comprar? Alquila un coche durante un mes o más y paga una cuota mensual fija.',
          'La cuota incluye el seguro, el mantenimiento periódico, el cambio entre neumáticos de verano e invierno y el impuesto de circulación. Solo pagas el combustible o la carga.',
          '- Alquiler mínimo de un mes, sin máximo',
          '- Entrega y recogida en cualquier punto del área de Reikiavik',
          '- Coche de sustitución si el tuyo necesita reparaciones',
        ],
        faqTitle: 'Antes de alquilar, conviene saber',
        faq: [
          {
            q: '¿Cuál es el periodo mínimo de alquiler?',
            a: [
              'Un mes. Después puedes prorrogar mes a mes o acordar un plazo fijo de 3, 6 o 12 meses con una cuota mensual más baja.',
            ],
          },
          {
            q: '¿Está incluido el cambio de neumáticos?',
            a: [
              'Sí. En otoño ponemos los neumáticos de invierno y en primavera volvemos a los de verano, cuando mejor te venga.',
            ],
          },
          {
            q: '¿Puedo salir del área de Reikiavik?',
            a: [
              'Por supuesto. El kilometraje es ilimitado y puedes circular por todas las carreteras públicas de Islandia, salvo las pistas de montaña marcadas con una F.',
            ],
          },
          {
            q: '¿Necesito un número de identificación islandés (kennitala)?',
            a: [
              'No, basta con el pasaporte y el permiso de conducir. Eso sí, con una kennitala podemos enviarte las facturas directamente a tu banca en línea islandesa.',
            ],
          },
        ],
        quote: {
          text: 'Alquilé un coche eléctrico durante los seis meses que trabajé en el hospital de Reikiavik. Me lo llevaron a casa, en octubre le pusieron los neumáticos de invierno y nunca tuve que preocuparme de nada.',
          author: 'Sofia L.',
          role: 'Médica, alquiler de seis meses',
        },
      },
      fleet: { menu: 'Tipos de coche', description: 'Coches para cada etapa de la vida', all: 'Todos los coches' },
      categories: {
        'longterm-city': { title: 'Urbanos', description: 'Pequeños y asequibles para el día a día' },
        'longterm-family': { title: 'Familiares', description: 'Espacio para niños, cochecito y escapadas' },
        'longterm-electric': { title: 'Eléctricos', description: 'Carga en casa y olvídate de la gasolinera' },
      },
    },
  },
  header: {
    book: 'Reservar',
    byType: 'Por tipo',
    byGearbox: 'Por cambio',
    bySleeping: 'Por plazas para dormir',
    automatic: { title: 'Automático', description: 'Conducción cómoda en ciudad y en la Ring Road' },
    manual: { title: 'Manual', description: 'Más económico y con más control en la grava' },
    sleeps: (spots) => `${spots} plazas`,
    blog: 'Blog de viajes',
    blogDescription: 'Consejos, rutas e historias de la carretera',
    blogLinksTitle: 'Temas',
    recentPostsTitle: 'Últimos artículos',
    blogAll: 'Todos los artículos',
    blogCategories: {
      'travel-tips': 'Consejos de viaje',
      'driving-in-iceland': 'Conducir en Islandia',
      destinations: 'Destinos',
    },
    manage: { title: 'Consulta, modifica o cancela tu reserva', label: 'Mi reserva' },
    checkIn: { title: 'Haz el check-in en línea antes de la recogida', label: 'Check-in' },
    call: { title: 'Llámanos de día o de noche', label: 'Llamar' },
  },
  footer: {
    plan: 'Planifica tu viaje',
    company: 'Empresa',
    followOn: (platform) => `Síguenos en ${platform}`,
    certificate: 'Vakinn – calidad turística certificada',
    certificateAlt: 'Sello de calidad Vakinn',
  },
  carousel: {
    title: '¿Adónde irás primero?',
    slides: [
      {
        title: 'El Círculo Dorado',
        text: 'Þingvellir, Geysir y Gullfoss en un solo día. La ruta clásica empieza a 45 minutos de Reikiavik.',
        alt: 'Un valle verde al pie de las montañas en verano',
      },
      {
        title: 'La costa sur',
        text: 'Playas de arena negra, Skógafoss y las lenguas glaciares del Vatnajökull, todo a lo largo de la Ruta 1.',
        alt: 'Montañas nevadas bajo la aurora boreal',
      },
      {
        title: 'Snæfellsnes',
        text: 'La llaman «Islandia en miniatura»: un glaciar, campos de lava y el fotogénico Kirkjufell.',
        alt: 'Montañas al resplandor del atardecer',
      },
    ],
  },
  about: {
    body: [
      '## Una empresa familiar de Reykjanes',
      'Norðurljós nació en 2009 con doce coches y una pequeña oficina junto al aeropuerto de Keflavík. Hoy alquilamos coches, campers y vehículos de larga duración, pero seguimos siendo una empresa familiar: quienes responden a tus correos también lavan los coches y conocen las carreteras.',
      'Elegimos el nombre —norðurljós significa «aurora boreal»— por todas las noches en que la vimos bailar sobre la carretera de Reykjanes al volver del trabajo.',
      '## Lo que nos importa',
      '- **Precios honestos.** El precio que ves incluye los seguros y los impuestos que necesitas.',
      '- **Vehículos seguros.** Nuestros vehículos tienen de media menos de tres años y los revisan nuestros propios mecánicos.',
      '- **Ayuda en carretera.** Nuestra asistencia en carretera atiende las 24 horas, y conocemos los desvíos cuando se cierra una carretera.',
      '- **Respeto por la naturaleza.** Explicamos a cada cliente la prohibición de conducir fuera de las carreteras y compensamos las emisiones de nuestra flota con proyectos de restauración de suelos en el sur de Islandia.',
    ],
    banner: {
      title: '¿Tienes preguntas? Habla con una persona de verdad',
      description: 'Nuestro equipo de Reikiavik y Keflavík te atiende todos los días de la semana.',
      button: 'Contactar',
    },
  },
  faqPage: {
    intro: [
      'Aquí tienes las respuestas a las preguntas que más nos hacen. ¿No encuentras la tuya? [Escríbenos](page:contact).',
    ],
    generalTitle: 'Reserva y pago',
    general: [
      {
        q: '¿Puedo modificar o cancelar mi reserva?',
        a: [
          'Sí. [Busca tu reserva](/reservation/find/) con el número de reserva y tu correo electrónico para cambiar fechas, extras o conductores. La cancelación es gratuita hasta 48 horas antes de la recogida.',
        ],
      },
      {
        q: '¿Qué tarjetas aceptáis?',
        a: [
          'Visa, Mastercard y American Express. También aceptamos tarjetas de débito, aunque es posible que bloqueemos en ella el importe de la franquicia.',
        ],
      },
      {
        q: '¿Qué es el check-in en línea?',
        a: [
          'Unos días antes de la recogida puedes hacer el check-in en línea: confirmas tus datos, subes una foto del permiso de conducir y firmas el contrato de alquiler. Al llegar, solo tienes que recoger las llaves.',
        ],
      },
      {
        q: '¿Puedo añadir otro conductor?',
        a: [
          'Un conductor adicional es gratis. A partir del segundo, cada uno cuesta {extraDriverPrice} al día y puedes añadirlo al reservar o más tarde desde tu reserva.',
        ],
      },
    ],
    pickupTitle: 'Recogida y devolución',
    pickup: [
      {
        q: '@kef ¿Cómo os encuentro en el aeropuerto de Keflavík?',
        a: [
          'Sal de la sala de llegadas y toma nuestra lanzadera gratuita en la parada de lanzaderas de las empresas de alquiler. Sale cada 15 minutos y el trayecto dura unos cinco minutos.',
        ],
      },
      {
        q: '@ss ¿Qué es la recogida autoservicio?',
        a: [
          'Cuando el mostrador está cerrado, recoges las llaves de un cajetín con el código que te enviamos tras el check-in en línea. El autoservicio debe reservarse con al menos 12 horas de antelación.',
        ],
      },
      {
        q: '¿Puedo devolver el vehículo en otro sitio?',
        a: [
          'Sí, en cualquiera de nuestras oficinas. Devolverlo en otra oficina tiene un cargo de {oneWayFee}, que verás antes de pagar.',
        ],
      },
      {
        q: '¿Y si llego tarde a la devolución?',
        a: [
          'Avísanos lo antes posible. Hasta una hora de retraso no tiene coste; a partir de ahí cobramos un día adicional.',
        ],
      },
    ],
  },
  terms: [
    'Estas condiciones se aplican a todos los alquileres reservados con {brand}. Al confirmar una reserva, las aceptas en nombre de todos los conductores.',
    '## Conductores',
    'El conductor principal debe tener al menos 18 años y un permiso de conducir válido desde hace al menos un año. Los permisos que no estén en alfabeto latino deben ir acompañados de un permiso internacional de conducción. Un conductor adicional es gratuito; cada uno de los demás cuesta {extraDriverPrice} al día.',
    '## Pago y cancelación',
    'La reserva se paga en línea, total o parcialmente según se indique al pagar. Las cancelaciones realizadas con más de 48 horas de antelación a la recogida se reembolsan íntegramente; en las posteriores se cobra un día de alquiler.',
    '## Seguros y daños',
    'Incluyen seguro a todo riesgo con franquicia (CDW) y seguro de responsabilidad civil. La franquicia depende del seguro elegido. Los daños en los bajos, los daños por agua al vadear ríos y los causados por conducir fuera de las carreteras nunca están cubiertos.',
    '## Combustible, peajes y multas',
    'Devuelve el vehículo con el mismo nivel de combustible o de carga que al recogerlo. Los aparcamientos, los peajes de túneles y las multas de velocidad o de aparcamiento corren a cargo del arrendatario, junto con un cargo de gestión.',
    '## Por dónde puedes circular',
    'Los vehículos solo pueden circular por vías públicas. Las pistas de montaña marcadas con una F solo se permiten con vehículos 4x4 autorizados para ellas. La ley islandesa prohíbe conducir fuera de las carreteras.',
    '## Devolución',
    'Devuelve el vehículo en el lugar y la hora acordados. Los retrasos de más de una hora se cobran como un día adicional.',
    '¿Dudas sobre estas condiciones? [Contacta con nosotros](page:contact).',
  ],
  privacy: [
    'En {brand} nos tomamos muy en serio la protección de tus datos personales. Esta política explica qué datos recogemos, para qué y qué derechos tienes según la ley islandesa de protección de datos y el RGPD.',
    '## Qué datos recogemos',
    '- Nombre, correo electrónico, teléfono y dirección, para gestionar tu reserva',
    '- Datos del permiso de conducir y fecha de nacimiento, como exige nuestra aseguradora',
    '- Datos de pago, que trata nuestro procesador de pagos; nunca guardamos números de tarjeta completos',
    '- Número de vuelo y hora de llegada, para poder recibirte',
    '## Cuánto tiempo los conservamos',
    'Conservamos los datos de las reservas durante siete años, como exige la legislación contable islandesa. Puedes retirar tu consentimiento a recibir correos comerciales en cualquier momento.',
    '## Cookies',
    'Usamos cookies para recordar tu idioma, tu moneda y tu reserva y, con tu consentimiento, para medir el uso del sitio.',
    '## Recomendaciones de socios',
    'Cuando llegas a nosotros a través del enlace de un socio (una dirección con ref=), registramos la visita y, si después reservas y pagas, la reserva, para poder recompensar al socio. Para ello tu navegador guarda:',
    '- un identificador de referencia en el almacenamiento local ({tenant}-referral-id): «U-» seguido de letras al azar, creado una sola vez en este dispositivo. No dice nada sobre ti y se conserva hasta que borres los datos de este sitio',
    '- una cookie con el identificador del clic del socio ({tenant}-affiliate-click-id), que se conserva 60 días',
    'En una reserva pagada registramos el código del socio, estos dos identificadores, el número de reserva, el importe pagado y su moneda y el código de cupón si lo hay, con un número de cliente seudónimo en lugar de tu nombre o tu correo electrónico. Tu dirección IP nunca se guarda.',
    '## Tus derechos',
    'Puedes solicitar el acceso, la rectificación o la supresión de tus datos, u oponerte a su tratamiento. Escríbenos a [{email}](mailto:{email}). También puedes presentar una reclamación ante la autoridad islandesa de protección de datos (Persónuvernd).',
  ],
  contact: {
    body: [
      'Respondemos a todos los mensajes en pocas horas, los siete días de la semana.',
      '## Llámanos o escríbenos',
      '- Correo electrónico: [{email}](mailto:{email})',
      '- Oficina de Reikiavik: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Mostrador del aeropuerto de Keflavík: [{phoneKef}]({phoneKefTel})',
      '## Visítanos',
      '@kef **Aeropuerto de Keflavík** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Abierto las 24 horas en verano y de 05:00 a 23:00 en invierno; recogida autoservicio a cualquier hora.',
      '**Reikiavik** — Skeifan 9, 108 Reykjavík. De lunes a viernes de 08:00 a 18:00 y sábados de 09:00 a 16:00, cerrado los domingos en invierno; en verano, todos los días de 08:00 a 20:00.',
      '¿Ya has reservado? [Busca tu reserva](/reservation/find/) para cambiar fechas, añadir extras o hacer el check-in en línea.',
    ],
    mapTitle: 'Cómo llegar',
  },
  guide: {
    intro: [
      '## Planificar un viaje por carretera en Islandia',
      'Islandia premia a quien planifica un poco y deja sitio para las sorpresas. En el mapa las distancias parecen cortas, pero el tiempo, las paradas para hacer fotos y los puentes de un solo carril se acumulan: calcula una media de 60 a 70 km/h, no el límite de velocidad.',
      'Cada mañana, antes de salir, consulta dos webs: [umferdin.is](https://umferdin.is/en) para el estado de las carreteras y los cierres, y [vedur.is](https://en.vedur.is) para la previsión y los avisos por viento. Si te sales de las rutas habituales, registra tu itinerario en [SafeTravel](https://safetravel.is).',
      'Más abajo encontrarás [los precios de los seguros](#insurance), las normas de tráfico, [las estaciones de un vistazo](#seasons) y nuestras rutas favoritas.',
    ],
    pictureBanner: {
      overline: 'Elige bien el vehículo',
      title: 'Las Tierras Altas piden un 4x4',
      description:
        'Las pistas de montaña suelen abrir a finales de junio y solo pueden recorrerse con tracción a las cuatro ruedas. Si Landmannalaugar o Askja están en tu lista, revisa la ruta antes de reservar.',
      alt: 'Montañas de las Tierras Altas a principios de verano',
    },
    tabs: [
      {
        title: 'Verano',
        text: [
          'Sol de medianoche y pistas de montaña abiertas. Reserva con antelación: en julio se llenan los vehículos y los campings. Hay luz casi las 24 horas, así que puedes conducir hasta tarde y evitar las aglomeraciones.',
        ],
      },
      {
        title: 'Otoño',
        text: [
          'Carreteras más tranquilas, colores otoñales y las primeras auroras. En octubre cae la primera nieve en los puertos de montaña, y a principios de noviembre se montan los neumáticos de invierno.',
        ],
      },
      {
        title: 'Invierno',
        text: [
          'Días cortos —unas cuatro horas de luz en diciembre— y muchas posibilidades de ver auroras boreales. Si no tienes experiencia conduciendo con nieve, quédate en el sur y el oeste y consulta el estado de las carreteras cada mañana.',
        ],
      },
      {
        title: 'Primavera',
        text: [
          'Los días se alargan rápido, los corderos salen a los prados y hay pocos visitantes. Las pistas de montaña siguen cerradas y en el norte aún puede nevar.',
        ],
      },
    ],
    carousel: {
      title: 'Más allá de lo habitual',
      slides: [
        {
          title: 'Los Fiordos del Oeste',
          text: 'Fiordos escarpados, la cascada Dynjandi y apenas tráfico. Dedícales al menos tres días; muchas carreteras son de grava.',
          alt: 'Montañas pardas sobre un fiordo',
        },
        {
          title: 'El lago Mývatn y el norte',
          text: 'Cráteres, fuentes termales y los baños naturales de Mývatn, a una hora en coche de Akureyri.',
          alt: 'Aurora boreal sobre montañas nevadas en el norte de Islandia',
        },
        {
          title: 'Los Fiordos del Este',
          text: 'Pueblos pesqueros en fiordos profundos, renos junto a la carretera y la cara más tranquila de la Ring Road.',
          alt: 'Laderas verdes al pie de las montañas en los Fiordos del Este',
        },
      ],
    },
    gallery: {
      title: 'Islandia, estación a estación',
      images: [
        'Sol de medianoche sobre las montañas',
        'Aurora boreal sobre cumbres nevadas',
        'Atardecer en las Tierras Altas',
        'Las Tierras Altas a principios de verano',
      ],
    },
    table: {
      title: 'Opciones de seguro y precios',
      coverage: 'Cobertura',
      basic: 'Básico (CDW)',
      premium: 'Premium',
      zero: 'Sin franquicia',
      perDay: 'Precio por día',
      included: 'Incluido',
      selfRisk: 'Franquicia',
      gravel: 'Protección contra gravilla',
      sand: 'Protección contra arena y ceniza',
      tyres: 'Neumáticos y parabrisas',
    },
    accordion: {
      title: 'Normas de tráfico en resumen',
      items: [
        {
          q: 'Límites de velocidad',
          a: [
            '90 km/h en carreteras asfaltadas, 80 km/h en grava y 50 km/h en poblado, salvo señalización distinta. Hay muchos radares y las multas son elevadas.',
          ],
        },
        {
          q: 'Luces de día y de noche',
          a: ['Las luces de cruce deben ir encendidas siempre, incluso en los días luminosos de verano.'],
        },
        {
          q: 'Prohibido conducir fuera de pista',
          a: [
            'Salirse de las carreteras y pistas señalizadas daña el frágil musgo durante décadas y se castiga con multas muy altas. También en playas y arenales negros.',
          ],
        },
        {
          q: 'Puentes de un solo carril',
          a: [
            'Tiene preferencia el coche que está más cerca del puente. Reduce la velocidad y espera si ya hay alguien cruzando.',
          ],
        },
        {
          q: 'Nunca te detengas en la calzada',
          a: [
            'Usa los apartaderos señalizados para hacer fotos. Los coches parados en la calzada o en el arcén provocan muchos accidentes cada año.',
          ],
        },
      ],
    },
    faq: {
      title: 'Lo que preguntan los viajeros',
      items: [
        {
          q: '¿Está abierta la Ring Road en invierno?',
          a: [
            'Casi siempre, pero las tormentas pueden cerrar tramos durante horas o incluso días, sobre todo en el este y el norte. Consulta el estado de las carreteras cada mañana y deja un día de margen en tu plan.',
          ],
        },
        {
          q: '¿Cuándo se ve la aurora boreal?',
          a: [
            'De finales de agosto a mediados de abril, en noches despejadas y oscuras. Aléjate de las luces del pueblo y consulta la previsión de auroras en vedur.is.',
          ],
        },
        {
          q: '¿Necesito dinero en efectivo?',
          a: [
            'Casi nunca. Se aceptan tarjetas prácticamente en todas partes, también en gasolineras sin personal; eso sí, asegúrate de conocer el PIN de tu tarjeta.',
          ],
        },
        {
          q: '¿Cómo pago los túneles y los aparcamientos?',
          a: [
            'El túnel de Vaðlaheiði, cerca de Akureyri, se paga en línea en veggjald.is en un plazo de 24 horas. En muchos parajes naturales, como Þingvellir y Seljalandsfoss, el aparcamiento se paga con una app o en un parquímetro.',
          ],
        },
      ],
    },
    video: 'Conducir en Islandia: qué esperar',
    mapTitle: 'Nuestras oficinas',
    comparison: {
      title: 'La misma vista, dos estaciones',
      before: 'Verano',
      after: 'Invierno',
      beforeAlt: 'Vista de montañas verdes en verano',
      afterAlt: 'La misma vista de montañas cubierta de nieve',
    },
    quote: {
      text: 'Consultar el estado de las carreteras se convirtió en nuestro ritual de cada mañana. Cambiamos la ruta dos veces por el viento y no nos arrepentimos nunca.',
      author: 'Tomás R.',
      role: 'Diez días en febrero',
    },
    textBanner: {
      overline: '¿Listo para salir?',
      title: '¿Ya tienes tu ruta?',
      description: 'Ahora elige el vehículo que mejor le va y resérvalo en pocos minutos.',
    },
    expander: {
      title: 'Qué llevar en un viaje por carretera en Islandia',
      body: [
        'El tiempo en Islandia cambia en un momento y pasarás más horas al aire libre de lo que crees. Mejor varias capas que un solo abrigo grueso.',
        '- Chaqueta y pantalón impermeables y cortavientos',
        '- Ropa térmica de lana y una capa intermedia de forro polar o plumón',
        '- Calzado de montaña resistente e impermeable, y crampones ligeros en invierno',
        '- Gorro, guantes y braga de cuello, incluso en verano',
        '- Bañador y toalla de secado rápido para piscinas y aguas termales',
        '- Antifaz para las noches claras de verano',
        '- Una botella reutilizable: el agua del grifo es excelente en todas partes',
        '- Cargador USB para el coche y un mapa sin conexión en el móvil',
        'Lleva en el coche algo de comer, agua y el móvil cargado. En el este y en las Tierras Altas puede haber 100 km entre gasolineras, así que llena el depósito cuando esté a la mitad.',
        'En invierno, añade una linterna, una capa de abrigo extra y una manta por pasajero, por si se corta una carretera y te toca esperar.',
      ],
    },
  },
  notFound: [
    '## Lo sentimos, no encontramos esta página',
    'Puede que se haya movido o que la dirección tenga una errata. Estas son algunas formas de seguir:',
    '- Vuelve a la [página de inicio](home) y haz una nueva búsqueda',
    '- Echa un vistazo a [todos nuestros vehículos](vehicles)',
    '- [Busca tu reserva](/reservation/find/)',
    '- [Contacta con nosotros](page:contact) y te ayudaremos',
  ],
  winter: {
    title: 'Conducción en invierno: consulta las carreteras antes de salir',
    text: 'Las tormentas pueden cerrar carreteras con poco aviso. Consulta umferdin.is y vedur.is cada mañana.',
    expander: [
      'De noviembre a abril el tiempo en Islandia puede cambiar en una hora. Antes de cada trayecto:',
      '- Consulta el estado de las carreteras en [umferdin.is](https://umferdin.is/en) o llama al 1777',
      '- Revisa los avisos por viento en [vedur.is](https://en.vedur.is): con rachas de más de 20 m/s conducir es peligroso',
      '- Mantén el depósito al menos a la mitad y lleva ropa de abrigo',
      'Si una carretera está cerrada, no pases nunca la barrera. Llámanos al [{phoneRvk}]({phoneRvkTel}) y te ayudaremos a cambiar tus planes.',
    ],
  },
  promo: {
    button: 'Usar el código',
    days: 'días',
    hours: 'horas',
    minutes: 'minutos',
    seconds: 'segundos',
    banner: 'Oferta de invierno: 15 % de descuento en todas las reservas',
    title: 'Empieza la temporada de auroras',
    text: 'Reserva antes de que termine la oferta y consigue un {percentage} % de descuento con el código {promoCode}.',
    note: 'Válido para reservas realizadas hasta el {expiryDate}. No acumulable con otras ofertas.',
    alt: 'Aurora boreal sobre montañas nevadas',
  },
  locations: {
    kef: 'Aeropuerto de Keflavík',
    rvk: 'Oficina de Reikiavik',
    aey: 'Oficina de Akureyri',
    delivery: 'Entrega en tu dirección',
  },
};

// ---------------------------------------------------------------------------------------------
// French

const fr: LanguageCopy = {
  pages: {
    about: {
      slug: 'a-propos',
      title: 'À propos',
      description:
        'Norðurljós est une entreprise familiale islandaise qui loue des véhicules depuis Keflavík depuis 2009.',
    },
    faq: {
      slug: 'questions-frequentes',
      title: 'Questions fréquentes',
      description: 'Réponses sur la réservation, le paiement, l’assurance, la prise en charge et la restitution.',
    },
    terms: {
      slug: 'mentions-legales/conditions-de-location',
      title: 'Conditions de location',
      description: 'Les conditions de chaque location : conducteurs, paiement, assurance et routes autorisées.',
    },
    privacy: {
      slug: 'confidentialite',
      title: 'Politique de confidentialité',
      description: 'Comment nous traitons vos données personnelles et quels sont vos droits.',
    },
    contact: {
      slug: 'contact',
      title: 'Nous contacter',
      description: 'E-mail, téléphones, horaires d’ouverture et adresses de nos agences.',
    },
    'blocks-showcase': {
      slug: 'guide-de-voyage-islande',
      title: 'Guide de voyage',
      description:
        'Préparez votre road trip en Islande : saisons, code de la route, prix des assurances et itinéraires à ne pas manquer.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Location de voiture en Islande',
        seoTitle: 'Location de voiture à l’aéroport de Keflavík et à Reykjavík | Norðurljós Car Rental',
        seoDescription:
          'Louez une voiture en Islande auprès d’une entreprise familiale locale. Prise en charge à l’aéroport de Keflavík jour et nuit, kilométrage illimité.',
        heroTitle: 'Votre road trip commence dans le hall des arrivées',
        heroText:
          'Une agence de location locale : prise en charge à l’aéroport de Keflavík 24 h/24, kilométrage illimité et prix transparents.',
        heroAlt: 'Montagnes sous un ciel d’été dégagé en Islande',
        banner: {
          overline: 'Prêtes pour l’hiver',
          title: 'Pneus hiver et grattoir dans chaque voiture',
          description:
            'D’octobre à avril, toutes nos voitures partent équipées de pneus hiver. Si votre itinéraire mène au nord ou à l’est, choisissez un 4x4.',
          button: 'Voir toutes les voitures',
          alt: 'Un SUV bleu vu de profil',
        },
        intro: [
          '## Louer une voiture chez nous',
          'L’Islande se découvre en voiture : la route circulaire relie cascades, glaciers et villages de pêcheurs, et les plus belles haltes sont souvent celles que personne n’avait prévues. Avec votre propre voiture, c’est vous qui choisissez le rythme.',
          'Chaque location comprend le kilométrage illimité, l’assurance responsabilité civile, la garantie dommages par collision (CDW) et un conducteur supplémentaire offert. Vous payez en ligne, et le prix affiché est le prix final.',
          '- Prise en charge à l’aéroport de Keflavík 24 h/24 en été',
          '- Navette gratuite depuis le terminal, à environ cinq minutes',
          '- Prise en charge et restitution en libre-service quand notre comptoir est fermé',
        ],
        faqTitle: 'Bon à savoir avant de réserver',
        faq: [
          {
            q: 'Ai-je besoin d’un 4x4 ?',
            a: [
              'Pas pour la route circulaire ni pour le Cercle d’or, qui sont goudronnés. Les pistes de montagne signalées par un F ne sont autorisées qu’en 4x4 ; elles sont en général ouvertes de fin juin à début septembre. En hiver, un 4x4 offre aussi une meilleure adhérence sur les routes verglacées.',
            ],
          },
          {
            q: 'Quel âge minimum pour conduire ?',
            a: [
              'Les conducteurs doivent avoir au moins 18 ans et être titulaires d’un permis valide depuis au moins un an.',
            ],
          },
          {
            q: 'Puis-je récupérer la voiture la nuit ?',
            a: [
              'Oui. À l’aéroport de Keflavík, nous remettons les voitures 24 h/24 en été ; en hiver, le libre-service prend le relais lorsque notre comptoir est fermé.',
            ],
          },
          {
            q: 'Quelle assurance me faut-il ?',
            a: [
              'La garantie dommages par collision est incluse. Nous conseillons d’ajouter la protection gravillons : les pierres projetées par les autres voitures sont le dégât le plus fréquent en Islande. Comparez les options dans le [tableau des assurances de notre guide de voyage](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Atterris à minuit, nous étions dans la voiture un quart d’heure plus tard et nous nous sommes réveillés le lendemain face à Seljalandsfoss. Tout était exactement comme promis.',
          author: 'Hannah K.',
          role: 'A fait le tour de l’île en mars',
        },
      },
      fleet: {
        menu: 'Types de voitures',
        description: 'La bonne voiture pour votre voyage',
        all: 'Toutes les voitures',
      },
      categories: {
        'car-economy': { title: 'Citadines économiques', description: 'Petites, sobres et faciles à garer' },
        'car-compact': { title: 'Compactes', description: 'De la place pour quatre et leurs bagages' },
        'car-suv': { title: '4x4 et SUV', description: 'De l’adhérence pour l’hiver et les pistes' },
        'car-van': { title: 'Vans et minibus', description: 'Jusqu’à neuf places pour les groupes' },
      },
    },
    camper: {
      home: {
        title: 'Location de camping-car en Islande',
        seoTitle: 'Location de van aménagé et de camping-car en Islande | Norðurljós Campers',
        seoDescription:
          'Louez un van aménagé, un van 4x4 ou un camping-car en Islande. Literie, équipement de cuisine et chauffage inclus, prise en charge à l’aéroport de Keflavík.',
        heroTitle: 'Dormez là où la vue est la plus belle',
        heroText:
          'Vans aménagés, vans 4x4 et camping-cars avec lit, cuisine et chauffage de nuit, à récupérer à l’aéroport de Keflavík et prêts pour la route circulaire.',
        heroAlt: 'Montagnes brunes des Hautes Terres sous un ciel pâle',
        banner: {
          overline: 'Tout est à bord',
          title: 'Literie, réchaud et chauffage inclus',
          description:
            'Chaque véhicule est équipé de couettes, d’un réchaud à gaz, de casseroles et de vaisselle, ainsi que d’un chauffage diesel qui vous garde au chaud les nuits froides. Ajoutez chaises et table de camping si vous le souhaitez.',
          button: 'Voir tous les vans',
          alt: 'Un camping-car blanc vu de profil',
        },
        intro: [
          '## Parcourir l’Islande en van',
          'Le van est la façon la plus libre de découvrir l’Islande : pas d’horaires d’hôtel, pas de valises à refaire chaque matin, seulement la route et ce qui vous attend derrière le prochain fjord. Les campings sont ouverts tout autour de l’île de mai à septembre, et beaucoup le restent tout l’hiver.',
          'La loi islandaise n’autorise à passer la nuit en van que dans les campings ou avec l’accord du propriétaire du terrain : organisez donc vos étapes autour des campings, qui disposent de douches, de toilettes et souvent d’une cuisine.',
          '- Kilométrage illimité et garantie dommages par collision inclus',
          '- Literie, serviettes et équipement de cuisine sans supplément',
          '- La Camping Card disponible en option',
        ],
        faqTitle: 'Bon à savoir avant de réserver',
        faq: [
          {
            q: 'Où puis-je passer la nuit ?',
            a: [
              'Dans les campings, ou sur un terrain privé avec l’accord du propriétaire. Il est interdit de dormir sur les aires de repos et les parkings. La Camping Card donne accès à une quarantaine de campings pour un prix forfaitaire avantageux.',
            ],
          },
          {
            q: 'Peut-on louer un van en hiver ?',
            a: [
              'Oui. Nos vans roulent en pneus hiver et disposent d’un chauffage diesel qui fonctionne toute la nuit sans vider la batterie. En hiver, nous conseillons un van 4x4 et un itinéraire souple.',
            ],
          },
          {
            q: 'La literie est-elle fournie ?',
            a: [
              'Oui : couettes, oreillers, draps et serviettes pour chaque couchage, ainsi que casseroles, assiettes, couverts et un réchaud à gaz.',
            ],
          },
          {
            q: 'Combien de personnes peuvent dormir dans un van ?',
            a: [
              'Nos vans aménagés accueillent deux personnes, les vans 4x4 deux à trois et les camping-cars jusqu’à cinq. Filtrez par nombre de couchages pour trouver le bon véhicule.',
            ],
          },
        ],
        quote: {
          text: 'Le chauffage nous a sauvés pendant une nuit de tempête dans les fjords de l’Ouest, et le van avait tout ce qu’il fallait pour cuisiner. Nous relouerions chez Norðurljós sans hésiter.',
          author: 'Marco et Giulia',
          role: 'Douze jours autour de l’Islande en septembre',
        },
      },
      fleet: { menu: 'Types de vans', description: 'Le van idéal pour votre voyage', all: 'Tous les vans' },
      categories: {
        'camper-campervan': { title: 'Vans aménagés', description: 'Compacts et économiques, pour deux' },
        'camper-4x4': { title: 'Vans 4x4', description: 'Pour les Hautes Terres et les voyages d’hiver' },
        'camper-motorhome': { title: 'Camping-cars', description: 'Toilettes, douche et place pour cinq' },
      },
    },
    longterm: {
      home: {
        title: 'Location longue durée en Islande',
        seoTitle: 'Location de voiture au mois en Islande | Norðurljós Long-Term Rentals',
        seoDescription:
          'Louez une voiture au mois en Islande : assurance, entretien, changement de pneus et taxe de circulation réunis dans un loyer mensuel, livraison à domicile.',
        heroTitle: 'Une voiture pour des mois, pas pour des jours',
        heroText:
          'Un loyer mensuel unique avec assurance, entretien et changement de pneus saisonnier compris. Nous livrons la voiture à votre adresse dans l’agglomération de Reykjavík.',
        heroAlt: 'Montagnes dans la lumière chaude du crépuscule',
        banner: {
          overline: 'Électrique et hybride',
          title: 'Passez à l’électrique cet hiver',
          description:
            'Nos voitures électriques sont livrées avec câble et carte de recharge, et l’électricité islandaise provient presque entièrement de l’hydraulique et de la géothermie.',
          button: 'Voir toutes les voitures',
          alt: 'Une berline verte vue de profil',
        },
        intro: [
          '## La location longue durée, tout simplement',
          'Vous travaillez en Islande le temps d’une saison, vous attendez votre nouvelle voiture ou vous n’êtes pas encore prêt à acheter ? Louez une voiture pour un mois ou plus et payez un loyer mensuel fixe.',
          'Le loyer comprend l’assurance, l’entretien régulier, le passage des pneus été aux pneus hiver et la taxe de circulation. Vous ne payez que le carburant ou la recharge.',
          '- Location d’un mois minimum, sans durée maximale',
          '- Livraison et reprise partout dans l’agglomération de Reykjavík',
          '- Véhicule de remplacement si le vôtre doit être réparé',
        ],
        faqTitle: 'Bon à savoir avant de louer',
        faq: [
          {
            q: 'Quelle est la durée minimale de location ?',
            a: [
              'Un mois. Ensuite, vous pouvez prolonger mois par mois ou convenir d’une durée fixe de 3, 6 ou 12 mois pour un loyer mensuel plus bas.',
            ],
          },
          {
            q: 'Le changement de pneus est-il compris ?',
            a: [
              'Oui. Nous montons les pneus hiver à l’automne et remettons les pneus été au printemps, au moment qui vous arrange.',
            ],
          },
          {
            q: 'Puis-je sortir de l’agglomération de Reykjavík ?',
            a: [
              'Bien sûr. Le kilométrage est illimité et vous pouvez emprunter toutes les routes publiques d’Islande, à l’exception des pistes de montagne signalées par un F.',
            ],
          },
          {
            q: 'Ai-je besoin d’un numéro d’identification islandais (kennitala) ?',
            a: [
              'Non, un passeport et un permis de conduire suffisent. Avec une kennitala, nous pouvons toutefois envoyer les factures directement sur votre banque en ligne islandaise.',
            ],
          },
        ],
        quote: {
          text: 'J’ai loué une voiture électrique pendant mes six mois à l’hôpital de Reykjavík. Elle m’a été livrée à domicile, équipée de pneus hiver en octobre, et je n’ai jamais eu à m’en soucier.',
          author: 'Sofia L.',
          role: 'Médecin, location de six mois',
        },
      },
      fleet: {
        menu: 'Types de voitures',
        description: 'Des voitures pour chaque étape de la vie',
        all: 'Toutes les voitures',
      },
      categories: {
        'longterm-city': { title: 'Citadines', description: 'Petites et abordables pour le quotidien' },
        'longterm-family': {
          title: 'Familiales',
          description: 'De la place pour les enfants, la poussette et les week-ends',
        },
        'longterm-electric': { title: 'Électriques', description: 'Rechargez à la maison, oubliez la pompe' },
      },
    },
  },
  header: {
    book: 'Réserver',
    byType: 'Par type',
    byGearbox: 'Par boîte de vitesses',
    bySleeping: 'Par couchages',
    automatic: { title: 'Automatique', description: 'Une conduite détendue en ville et sur la route circulaire' },
    manual: { title: 'Manuelle', description: 'Moins chère, avec plus de contrôle sur les pistes' },
    sleeps: (spots) => `${spots} couchages`,
    blog: 'Blog voyage',
    blogDescription: 'Conseils, itinéraires et récits de route',
    blogLinksTitle: 'Thèmes',
    recentPostsTitle: 'Derniers articles',
    blogAll: 'Tous les articles',
    blogCategories: {
      'travel-tips': 'Conseils de voyage',
      'driving-in-iceland': 'Conduire en Islande',
      destinations: 'Destinations',
    },
    manage: { title: 'Retrouver, modifier ou annuler votre réservation', label: 'Ma réservation' },
    checkIn: { title: 'Enregistrez-vous en ligne avant la prise en charge', label: 'Enregistrement' },
    call: { title: 'Appelez-nous, de jour comme de nuit', label: 'Appeler' },
  },
  footer: {
    plan: 'Préparer votre voyage',
    company: 'Entreprise',
    followOn: (platform) => `Suivez-nous sur ${platform}`,
    certificate: 'Vakinn – qualité touristique certifiée',
    certificateAlt: 'Label de qualité Vakinn',
  },
  carousel: {
    title: 'Par où commencer ?',
    slides: [
      {
        title: 'Le Cercle d’or',
        text: 'Þingvellir, Geysir et Gullfoss en une journée. Cette boucle classique commence à 45 minutes de Reykjavík.',
        alt: 'Une vallée verte au pied des montagnes en été',
      },
      {
        title: 'La côte sud',
        text: 'Plages de sable noir, Skógafoss et langues glaciaires du Vatnajökull, le long de la route 1.',
        alt: 'Montagnes enneigées sous les aurores boréales',
      },
      {
        title: 'Snæfellsnes',
        text: 'Surnommée « l’Islande en miniature » : un glacier, des champs de lave et le très photographié Kirkjufell.',
        alt: 'Montagnes dans les lueurs du coucher de soleil',
      },
    ],
  },
  about: {
    body: [
      '## Une entreprise familiale de Reykjanes',
      'Norðurljós a démarré en 2009 avec douze voitures et un petit bureau près de l’aéroport de Keflavík. Aujourd’hui, nous louons des voitures, des vans et des véhicules longue durée, mais nous restons une entreprise familiale : ceux qui répondent à vos e-mails lavent aussi les voitures et connaissent les routes.',
      'Nous avons choisi ce nom — norðurljós signifie « aurores boréales » — en souvenir de toutes ces soirées où nous les regardions danser au-dessus de la route de Reykjanes en rentrant du travail.',
      '## Nos engagements',
      '- **Des prix honnêtes.** Le prix affiché comprend les assurances et les taxes dont vous avez besoin.',
      '- **Des véhicules sûrs.** Nos véhicules ont en moyenne moins de trois ans et sont entretenus par nos propres mécaniciens.',
      '- **De l’aide sur la route.** Notre assistance répond 24 h/24, et nous connaissons les détours quand une route est fermée.',
      '- **Le respect de la nature.** Nous sensibilisons chaque client à l’interdiction de rouler hors piste et compensons les émissions de notre flotte par la restauration des sols dans le sud de l’Islande.',
    ],
    banner: {
      title: 'Une question ? Parlez à un vrai conseiller',
      description: 'Notre équipe de Reykjavík et de Keflavík vous répond sept jours sur sept.',
      button: 'Nous contacter',
    },
  },
  faqPage: {
    intro: [
      'Voici les réponses aux questions que l’on nous pose le plus souvent. Vous ne trouvez pas la vôtre ? [Écrivez-nous](page:contact).',
    ],
    generalTitle: 'Réservation et paiement',
    general: [
      {
        q: 'Puis-je modifier ou annuler ma réservation ?',
        a: [
          'Oui. [Retrouvez votre réservation](/reservation/find/) avec son numéro et votre e-mail pour modifier les dates, les options ou les conducteurs. L’annulation est gratuite jusqu’à 48 heures avant la prise en charge.',
        ],
      },
      {
        q: 'Quelles cartes acceptez-vous ?',
        a: [
          'Visa, Mastercard et American Express. Les cartes de débit sont aussi acceptées, mais le montant de la franchise peut être bloqué sur la carte.',
        ],
      },
      {
        q: 'Qu’est-ce que l’enregistrement en ligne ?',
        a: [
          'Quelques jours avant la prise en charge, vous pouvez vous enregistrer en ligne : confirmer vos informations, envoyer une photo de votre permis et signer le contrat de location. Sur place, il ne vous reste qu’à récupérer les clés.',
        ],
      },
      {
        q: 'Puis-je ajouter un conducteur ?',
        a: [
          'Un conducteur supplémentaire est offert. Au-delà, chaque conducteur coûte {extraDriverPrice} par jour et peut être ajouté lors de la réservation ou plus tard depuis votre réservation.',
        ],
      },
    ],
    pickupTitle: 'Prise en charge et restitution',
    pickup: [
      {
        q: '@kef Comment vous trouver à l’aéroport de Keflavík ?',
        a: [
          'Sortez du hall des arrivées et prenez notre navette gratuite à l’arrêt des navettes des loueurs. Elle passe toutes les 15 minutes et le trajet dure environ cinq minutes.',
        ],
      },
      {
        q: '@ss Comment fonctionne le libre-service ?',
        a: [
          'Quand notre comptoir est fermé, vous récupérez les clés dans une boîte à clés grâce au code envoyé après l’enregistrement en ligne. Le libre-service doit être réservé au moins 12 heures à l’avance.',
        ],
      },
      {
        q: 'Puis-je rendre le véhicule ailleurs ?',
        a: [
          'Oui, dans n’importe laquelle de nos agences. Rendre le véhicule dans une autre agence entraîne des frais d’abandon de {oneWayFee}, affichés avant le paiement.',
        ],
      },
      {
        q: 'Et si je rends le véhicule en retard ?',
        a: [
          'Prévenez-nous dès que possible. Jusqu’à une heure de retard, c’est gratuit ; au-delà, nous facturons une journée supplémentaire.',
        ],
      },
    ],
  },
  terms: [
    'Ces conditions s’appliquent à toute location réservée auprès de {brand}. En confirmant une réservation, vous les acceptez au nom de tous les conducteurs.',
    '## Conducteurs',
    'Le conducteur principal doit avoir au moins 18 ans et être titulaire d’un permis de conduire valide depuis au moins un an. Un permis qui n’est pas rédigé en alphabet latin doit être accompagné d’un permis international. Un conducteur supplémentaire est offert ; chacun des suivants est facturé {extraDriverPrice} par jour.',
    '## Paiement et annulation',
    'La réservation se paie en ligne, en totalité ou en partie selon les indications au moment du paiement. Toute annulation plus de 48 heures avant la prise en charge est intégralement remboursée ; au-delà, une journée de location est facturée.',
    '## Assurance et dommages',
    'La garantie dommages par collision (CDW) et la responsabilité civile sont incluses. Le montant de la franchise dépend de la protection choisie. Les dommages au soubassement, les dégâts des eaux liés au passage de gués et les dommages dus à la conduite hors piste ne sont jamais couverts.',
    '## Carburant, péages et amendes',
    'Rendez le véhicule avec le même niveau de carburant ou de charge qu’au départ. Les frais de stationnement, les péages de tunnel et les amendes pour excès de vitesse ou stationnement sont à la charge du locataire, majorés de frais de gestion.',
    '## Où vous pouvez rouler',
    'Les véhicules ne peuvent circuler que sur les routes publiques. Les pistes de montagne signalées par un F sont réservées aux 4x4 autorisés à les emprunter. La conduite hors des routes est interdite par la loi islandaise.',
    '## Restitution',
    'Rendez le véhicule au lieu et à l’heure convenus. Tout retard de plus d’une heure est facturé comme une journée supplémentaire.',
    'Une question sur ces conditions ? [Contactez-nous](page:contact).',
  ],
  privacy: [
    '{brand} attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, et quels sont vos droits selon la loi islandaise sur la protection des données et le RGPD.',
    '## Les données que nous collectons',
    '- Nom, adresse e-mail, téléphone et adresse postale, pour traiter votre réservation',
    '- Informations sur le permis de conduire et date de naissance, exigées par notre assureur',
    '- Données de paiement, traitées par notre prestataire de paiement — nous ne conservons jamais les numéros de carte complets',
    '- Numéro de vol et heure d’arrivée, pour pouvoir vous accueillir',
    '## Durée de conservation',
    'Les données de réservation sont conservées sept ans, comme l’exige la législation comptable islandaise. Vous pouvez retirer à tout moment votre consentement aux e-mails promotionnels.',
    '## Cookies',
    'Nous utilisons des cookies pour mémoriser votre langue, votre devise et votre réservation et, avec votre accord, pour mesurer l’utilisation du site.',
    '## Recommandations de partenaires',
    'Lorsque vous arrivez chez nous par le lien d’un partenaire (une adresse avec ref=), nous enregistrons la visite et, si vous réservez et payez ensuite, la réservation, afin de pouvoir rémunérer le partenaire. Pour cela, votre navigateur conserve :',
    '- un identifiant de parrainage dans le stockage local ({tenant}-referral-id) : « U- » suivi de lettres aléatoires, créé une seule fois sur cet appareil. Il ne dit rien de vous et reste jusqu’à ce que vous effaciez les données de ce site',
    '- un cookie contenant l’identifiant du clic du partenaire ({tenant}-affiliate-click-id), conservé 60 jours',
    'Pour une réservation payée, nous enregistrons le code du partenaire, ces deux identifiants, le numéro de réservation, le montant payé et sa devise ainsi que l’éventuel code promo, avec un numéro client pseudonyme à la place de votre nom ou de votre adresse e-mail. Votre adresse IP n’est jamais conservée.',
    '## Vos droits',
    'Vous pouvez demander l’accès à vos données, leur rectification ou leur suppression, ou vous opposer à leur traitement. Écrivez-nous à [{email}](mailto:{email}). Vous pouvez aussi adresser une réclamation à l’autorité islandaise de protection des données (Persónuvernd).',
  ],
  contact: {
    body: [
      'Nous répondons à chaque message en quelques heures, sept jours sur sept.',
      '## Appelez-nous ou écrivez-nous',
      '- E-mail : [{email}](mailto:{email})',
      '- Agence de Reykjavík : [{phoneRvk}]({phoneRvkTel})',
      '@kef - Comptoir de l’aéroport de Keflavík : [{phoneKef}]({phoneKefTel})',
      '## Venez nous voir',
      '@kef **Aéroport de Keflavík** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Ouvert 24 h/24 en été et de 5 h à 23 h en hiver ; libre-service à toute heure.',
      '**Reykjavík** — Skeifan 9, 108 Reykjavík. En semaine de 8 h à 18 h et le samedi de 9 h à 16 h, fermé le dimanche en hiver ; tous les jours de 8 h à 20 h en été.',
      'Vous avez déjà réservé ? [Retrouvez votre réservation](/reservation/find/) pour changer les dates, ajouter des options ou vous enregistrer en ligne.',
    ],
    mapTitle: 'Comment nous trouver',
  },
  guide: {
    intro: [
      '## Préparer un road trip en Islande',
      'L’Islande récompense ceux qui préparent un peu leur voyage tout en laissant place à l’imprévu. Sur la carte, les distances semblent courtes, mais la météo, les arrêts photo et les ponts à voie unique s’additionnent : comptez une moyenne de 60 à 70 km/h, pas la limitation de vitesse.',
      'Chaque matin avant de partir, consultez deux sites : [umferdin.is](https://umferdin.is/en) pour l’état des routes et les fermetures, et [vedur.is](https://en.vedur.is) pour la météo et les alertes vent. Si vous sortez des sentiers battus, enregistrez votre itinéraire sur [SafeTravel](https://safetravel.is).',
      'Vous trouverez plus bas [les prix des assurances](#insurance), le code de la route, [les saisons en un coup d’œil](#seasons) et nos itinéraires préférés.',
    ],
    pictureBanner: {
      overline: 'Choisir le bon véhicule',
      title: 'Les Hautes Terres exigent un 4x4',
      description:
        'Les pistes de montagne ouvrent en général fin juin et ne se pratiquent qu’en quatre roues motrices. Si Landmannalaugar ou Askja figurent sur votre liste, vérifiez la route avant de réserver.',
      alt: 'Montagnes des Hautes Terres au début de l’été',
    },
    tabs: [
      {
        title: 'Été',
        text: [
          'Soleil de minuit et pistes des Hautes Terres ouvertes. Réservez tôt : en juillet, véhicules et campings affichent vite complet. Il fait jour presque en continu, alors roulez tard pour éviter la foule.',
        ],
      },
      {
        title: 'Automne',
        text: [
          'Des routes plus calmes, les couleurs de l’automne et les premières aurores. La première neige tombe sur les cols en octobre, et les pneus hiver sont montés début novembre.',
        ],
      },
      {
        title: 'Hiver',
        text: [
          'Des journées courtes — environ quatre heures de jour en décembre — et de belles chances de voir des aurores boréales. Si la conduite sur neige est nouvelle pour vous, restez dans le sud et l’ouest et vérifiez l’état des routes chaque matin.',
        ],
      },
      {
        title: 'Printemps',
        text: [
          'Les jours rallongent vite, les agneaux gambadent dans les prés et les visiteurs sont rares. Les pistes des Hautes Terres restent fermées et il peut encore neiger dans le nord.',
        ],
      },
    ],
    carousel: {
      title: 'Plus loin encore',
      slides: [
        {
          title: 'Les fjords de l’Ouest',
          text: 'Des fjords escarpés, la cascade de Dynjandi et presque aucune circulation. Prévoyez au moins trois jours ; beaucoup de routes sont en gravier.',
          alt: 'Montagnes brunes au-dessus d’un fjord',
        },
        {
          title: 'Le lac Mývatn et le Nord',
          text: 'Cratères, sources chaudes et bains naturels de Mývatn, à une heure de route d’Akureyri.',
          alt: 'Aurores boréales au-dessus de montagnes enneigées dans le nord de l’Islande',
        },
        {
          title: 'Les fjords de l’Est',
          text: 'Des villages de pêcheurs au fond de fjords profonds, des rennes au bord de la route et le visage paisible de la route circulaire.',
          alt: 'Pentes vertes au pied des montagnes dans les fjords de l’Est',
        },
      ],
    },
    gallery: {
      title: 'L’Islande au fil des saisons',
      images: [
        'Soleil de minuit sur les montagnes',
        'Aurores boréales sur des sommets enneigés',
        'Coucher de soleil sur les Hautes Terres',
        'Les Hautes Terres au début de l’été',
      ],
    },
    table: {
      title: 'Options d’assurance et tarifs',
      coverage: 'Protection',
      basic: 'Base (CDW)',
      premium: 'Premium',
      zero: 'Zéro franchise',
      perDay: 'Prix par jour',
      included: 'Inclus',
      selfRisk: 'Franchise',
      gravel: 'Protection gravillons',
      sand: 'Protection sable et cendres',
      tyres: 'Pneus et pare-brise',
    },
    accordion: {
      title: 'Le code de la route en bref',
      items: [
        {
          q: 'Limitations de vitesse',
          a: [
            '90 km/h sur route goudronnée, 80 km/h sur gravier et 50 km/h en agglomération, sauf indication contraire. Les radars sont nombreux et les amendes élevées.',
          ],
        },
        {
          q: 'Feux allumés jour et nuit',
          a: ['Les feux de croisement doivent être allumés en permanence, même par une belle journée d’été.'],
        },
        {
          q: 'La conduite hors piste est interdite',
          a: [
            'Rouler en dehors des routes et des pistes balisées abîme la mousse fragile pour des décennies et expose à de lourdes amendes. Cela vaut aussi pour les plages et le sable noir.',
          ],
        },
        {
          q: 'Ponts à voie unique',
          a: ['La voiture la plus proche du pont a la priorité. Ralentissez et attendez si quelqu’un est déjà engagé.'],
        },
        {
          q: 'Ne vous arrêtez jamais sur la route',
          a: [
            'Utilisez les aires signalées pour prendre des photos. Les voitures arrêtées sur la chaussée ou l’accotement causent de nombreux accidents chaque année.',
          ],
        },
      ],
    },
    faq: {
      title: 'Les questions des voyageurs',
      items: [
        {
          q: 'La route circulaire est-elle ouverte en hiver ?',
          a: [
            'En général oui, mais les tempêtes peuvent fermer certains tronçons pendant des heures, voire des jours, surtout dans l’est et le nord. Vérifiez l’état des routes chaque matin et gardez une journée de réserve.',
          ],
        },
        {
          q: 'Quand voir les aurores boréales ?',
          a: [
            'De fin août à mi-avril, par nuit claire et sombre. Éloignez-vous des lumières de la ville et consultez les prévisions d’aurores sur vedur.is.',
          ],
        },
        {
          q: 'Faut-il avoir de l’argent liquide ?',
          a: [
            'Presque jamais. La carte est acceptée quasiment partout, y compris dans les stations-service automatiques — pensez simplement à connaître le code PIN de votre carte.',
          ],
        },
        {
          q: 'Comment payer les tunnels et les parkings ?',
          a: [
            'Le tunnel de Vaðlaheiði, près d’Akureyri, se paie en ligne sur veggjald.is dans les 24 heures. Sur de nombreux sites naturels comme Þingvellir ou Seljalandsfoss, le stationnement se règle par application ou à l’horodateur.',
          ],
        },
      ],
    },
    video: 'Conduire en Islande : à quoi s’attendre',
    mapTitle: 'Nos agences',
    comparison: {
      title: 'Le même paysage, deux saisons',
      before: 'Été',
      after: 'Hiver',
      beforeAlt: 'Paysage de montagnes verdoyant en été',
      afterAlt: 'Le même paysage de montagnes sous la neige',
    },
    quote: {
      text: 'Vérifier l’état des routes est devenu notre rituel du matin. Nous avons changé d’itinéraire deux fois à cause du vent, sans jamais le regretter.',
      author: 'Tomás R.',
      role: 'Dix jours en février',
    },
    textBanner: {
      overline: 'Prêt à partir ?',
      title: 'Votre itinéraire est prêt ?',
      description: 'Choisissez maintenant le véhicule qui lui correspond et réservez en quelques minutes.',
    },
    expander: {
      title: 'Que mettre dans sa valise pour un road trip en Islande',
      body: [
        'La météo islandaise change vite, et vous passerez plus de temps dehors que prévu. Misez sur plusieurs couches plutôt que sur un seul gros manteau.',
        '- Une veste et un pantalon imperméables et coupe-vent',
        '- Des sous-vêtements chauds en laine et une polaire ou une doudoune',
        '- Des chaussures de marche solides et imperméables, avec des crampons en hiver',
        '- Bonnet, gants et tour de cou, même en été',
        '- Maillot de bain et serviette à séchage rapide pour les piscines et les sources chaudes',
        '- Un masque de sommeil pour les nuits claires de l’été',
        '- Une gourde — l’eau du robinet est excellente partout',
        '- Un chargeur USB pour la voiture et une carte hors ligne sur votre téléphone',
        'Gardez dans la voiture de quoi grignoter, de l’eau et un téléphone chargé. Dans l’est et sur les Hautes Terres, les stations-service peuvent être à 100 km l’une de l’autre : faites le plein dès que le réservoir est à moitié vide.',
        'En hiver, ajoutez une lampe de poche, une couche chaude supplémentaire et une couverture par passager, au cas où une route fermerait et qu’il faudrait attendre.',
      ],
    },
  },
  notFound: [
    '## Désolés, cette page est introuvable',
    'Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe. Voici comment poursuivre :',
    '- Revenez à la [page d’accueil](home) et lancez une nouvelle recherche',
    '- Découvrez [tous nos véhicules](vehicles)',
    '- [Retrouvez votre réservation](/reservation/find/)',
    '- [Contactez-nous](page:contact), nous vous aiderons',
  ],
  winter: {
    title: 'Conduite hivernale : vérifiez les routes avant de partir',
    text: 'Les tempêtes peuvent fermer des routes sans préavis. Consultez umferdin.is et vedur.is chaque matin.',
    expander: [
      'De novembre à avril, la météo islandaise peut changer en une heure. Avant chaque trajet :',
      '- Vérifiez l’état des routes sur [umferdin.is](https://umferdin.is/en) ou au 1777',
      '- Consultez les alertes vent sur [vedur.is](https://en.vedur.is) — au-delà de rafales de 20 m/s, la conduite devient dangereuse',
      '- Gardez le réservoir au moins à moitié plein et emportez des vêtements chauds',
      'Si une route est fermée, ne franchissez jamais la barrière. Appelez-nous au [{phoneRvk}]({phoneRvkTel}) : nous vous aiderons à modifier vos plans.',
    ],
  },
  promo: {
    button: 'Utiliser le code',
    days: 'jours',
    hours: 'heures',
    minutes: 'minutes',
    seconds: 'secondes',
    banner: 'Offre d’hiver : −15 % sur toutes les réservations',
    title: 'La saison des aurores boréales commence',
    text: 'Réservez avant la fin de l’offre et bénéficiez de {percentage} % de réduction avec le code {promoCode}.',
    note: 'Valable pour les réservations effectuées jusqu’au {expiryDate}. Non cumulable avec d’autres offres.',
    alt: 'Aurores boréales au-dessus de montagnes enneigées',
  },
  locations: {
    kef: 'Aéroport de Keflavík',
    rvk: 'Agence de Reykjavík',
    aey: 'Agence d’Akureyri',
    delivery: 'Livraison à votre adresse',
  },
};

// ---------------------------------------------------------------------------------------------
// Portuguese (Portugal)

const pt: LanguageCopy = {
  pages: {
    about: {
      slug: 'sobre-nos',
      title: 'Sobre nós',
      description: 'A Norðurljós é uma empresa familiar islandesa que aluga veículos a partir de Keflavík desde 2009.',
    },
    faq: {
      slug: 'perguntas-frequentes',
      title: 'Perguntas frequentes',
      description: 'Respostas sobre reservas, pagamentos, seguros, levantamento e devolução.',
    },
    terms: {
      slug: 'legal/termos-de-aluguer',
      title: 'Termos de aluguer',
      description: 'As condições de cada aluguer: condutores, pagamento, seguros e por onde pode circular.',
    },
    privacy: {
      slug: 'privacidade',
      title: 'Política de privacidade',
      description: 'Como tratamos os seus dados pessoais e quais são os seus direitos.',
    },
    contact: {
      slug: 'contactos',
      title: 'Contactos',
      description: 'E-mail, telefones, horários e moradas dos nossos balcões.',
    },
    'blocks-showcase': {
      slug: 'guia-de-viagem-islandia',
      title: 'Guia de viagem',
      description:
        'Planeie a sua viagem de carro pela Islândia: estações do ano, regras de trânsito, preços dos seguros e os percursos que valem a pena.',
    },
  },
  tenants: {
    car: {
      home: {
        title: 'Aluguer de carros na Islândia',
        seoTitle: 'Aluguer de carros no Aeroporto de Keflavík e em Reiquiavique | Norðurljós Car Rental',
        seoDescription:
          'Alugue um carro na Islândia a uma empresa familiar local. Levantamento no Aeroporto de Keflavík a qualquer hora e quilometragem ilimitada.',
        heroTitle: 'A sua viagem começa no átrio das chegadas',
        heroText:
          'Aluguer de carros local, com levantamento no Aeroporto de Keflavík 24 horas por dia, quilometragem ilimitada e preços honestos.',
        heroAlt: 'Montanhas sob um céu limpo de verão na Islândia',
        banner: {
          overline: 'Prontos para o inverno',
          title: 'Pneus de inverno e raspador em todos os carros',
          description:
            'De outubro a abril, todos os nossos carros saem com pneus de inverno. Se o seu percurso for para norte ou para leste, escolha um 4x4.',
          button: 'Ver todos os carros',
          alt: 'Um SUV azul visto de lado',
        },
        intro: [
          '## Alugar um carro connosco',
          'A Islândia foi feita para ser percorrida de carro: a estrada circular liga cascatas, glaciares e aldeias piscatórias, e as melhores paragens são muitas vezes as que ninguém planeou. Com o seu próprio carro, é você quem dita o ritmo.',
          'Todos os alugueres incluem quilometragem ilimitada, seguro de responsabilidade civil, proteção contra danos por colisão (CDW) e um condutor adicional gratuito. Paga online e o preço que vê é o preço que paga.',
          '- Levantamento no Aeroporto de Keflavík 24 horas por dia no verão',
          '- Transfer gratuito a partir do terminal, a cerca de cinco minutos',
          '- Levantamento e devolução em self-service quando o balcão está fechado',
        ],
        faqTitle: 'A saber antes de reservar',
        faq: [
          {
            q: 'Preciso de um 4x4?',
            a: [
              'Não para a estrada circular nem para o Círculo Dourado, que são asfaltados. As estradas de montanha assinaladas com F só podem ser percorridas num 4x4 e costumam estar abertas do final de junho ao início de setembro. No inverno, um 4x4 também dá mais aderência em estradas geladas.',
            ],
          },
          {
            q: 'Qual é a idade mínima dos condutores?',
            a: ['Os condutores devem ter pelo menos 18 anos e carta de condução válida há pelo menos um ano.'],
          },
          {
            q: 'Posso levantar o carro de noite?',
            a: [
              'Sim. No Aeroporto de Keflavík entregamos carros 24 horas por dia no verão e, no inverno, o self-service cobre as horas em que o balcão está fechado.',
            ],
          },
          {
            q: 'De que seguro preciso?',
            a: [
              'A proteção contra danos por colisão está incluída. Recomendamos acrescentar a proteção contra gravilha, porque as pedras projetadas por outros carros são o dano mais frequente na Islândia. Compare as opções na [tabela de seguros do nosso guia de viagem](page:blocks-showcase).',
            ],
          },
        ],
        quote: {
          text: 'Aterrámos à meia-noite, quinze minutos depois já estávamos no carro e na manhã seguinte acordámos junto a Seljalandsfoss. Foi tudo exatamente como prometido.',
          author: 'Hannah K.',
          role: 'Fez a estrada circular em março',
        },
      },
      fleet: {
        menu: 'Tipos de carro',
        description: 'Encontre o carro certo para a sua viagem',
        all: 'Todos os carros',
      },
      categories: {
        'car-economy': { title: 'Económicos', description: 'Pequenos, poupados e fáceis de estacionar' },
        'car-compact': { title: 'Compactos', description: 'Espaço para quatro e a respetiva bagagem' },
        'car-suv': { title: '4x4 e SUV', description: 'Aderência para o inverno e estradas de gravilha' },
        'car-van': { title: 'Carrinhas e minibus', description: 'Até nove lugares para grupos' },
      },
    },
    camper: {
      home: {
        title: 'Aluguer de autocaravanas na Islândia',
        seoTitle: 'Aluguer de campervans e autocaravanas na Islândia | Norðurljós Campers',
        seoDescription:
          'Alugue uma campervan, uma campervan 4x4 ou uma autocaravana na Islândia. Roupa de cama, utensílios de cozinha e aquecimento incluídos, com levantamento no Aeroporto de Keflavík.',
        heroTitle: 'Durma onde a vista é mais bonita',
        heroText:
          'Campervans, campervans 4x4 e autocaravanas com cama, cozinha e aquecimento noturno, levantadas no Aeroporto de Keflavík e prontas para a estrada circular.',
        heroAlt: 'Montanhas castanhas das Terras Altas sob um céu pálido',
        banner: {
          overline: 'Tudo a bordo',
          title: 'Roupa de cama, fogão e aquecimento incluídos',
          description:
            'Cada veículo traz edredões, fogão a gás, tachos e pratos, e um aquecedor a gasóleo que o mantém quente nas noites frias. Se quiser, junte cadeiras e mesa de campismo.',
          button: 'Ver todas as autocaravanas',
          alt: 'Uma autocaravana branca vista de lado',
        },
        intro: [
          '## Percorrer a Islândia de autocaravana',
          'Uma autocaravana é a forma mais livre de conhecer a Islândia: sem horários de hotel nem malas para fazer todas as manhãs, apenas a estrada e o que espera para lá do próximo fiorde. Os parques de campismo estão abertos em toda a ilha de maio a setembro, e muitos continuam abertos durante o inverno.',
          'A lei islandesa só permite pernoitar em autocaravanas em parques de campismo ou com autorização do proprietário do terreno, por isso planeie as noites em função dos parques. Têm duches, casas de banho e muitas vezes cozinha.',
          '- Quilometragem ilimitada e proteção contra danos por colisão incluídas',
          '- Roupa de cama, toalhas e utensílios de cozinha sem custos adicionais',
          '- O Camping Card disponível como extra',
        ],
        faqTitle: 'A saber antes de reservar',
        faq: [
          {
            q: 'Onde posso pernoitar?',
            a: [
              'Em parques de campismo ou em terrenos privados com autorização do proprietário. Não é permitido dormir em áreas de descanso nem em parques de estacionamento. O Camping Card dá acesso a cerca de 40 parques de campismo por um preço fixo reduzido.',
            ],
          },
          {
            q: 'Posso alugar uma autocaravana no inverno?',
            a: [
              'Sim. As nossas autocaravanas circulam com pneus de inverno e têm um aquecedor a gasóleo que funciona a noite inteira sem esgotar a bateria. No inverno recomendamos uma campervan 4x4 e um itinerário flexível.',
            ],
          },
          {
            q: 'A roupa de cama está incluída?',
            a: [
              'Sim: edredões, almofadas, lençóis e toalhas para cada lugar, além de tachos, pratos, talheres e um fogão a gás.',
            ],
          },
          {
            q: 'Quantas pessoas podem dormir numa autocaravana?',
            a: [
              'Nas nossas campervans dormem duas pessoas, nas campervans 4x4 duas a três e nas autocaravanas até cinco. Filtre por lugares para dormir para encontrar a ideal.',
            ],
          },
        ],
        quote: {
          text: 'O aquecedor salvou-nos numa noite de tempestade nos Fiordes Ocidentais, e a carrinha tinha tudo o que precisávamos para cozinhar. Voltaríamos a alugar na Norðurljós sem pensar duas vezes.',
          author: 'Marco e Giulia',
          role: 'Doze dias à volta da Islândia em setembro',
        },
      },
      fleet: {
        menu: 'Tipos de autocaravana',
        description: 'Encontre a autocaravana certa para a sua viagem',
        all: 'Todas as autocaravanas',
      },
      categories: {
        'camper-campervan': { title: 'Campervans', description: 'Compactas e económicas, para dois' },
        'camper-4x4': { title: 'Campervans 4x4', description: 'Para as Terras Altas e viagens de inverno' },
        'camper-motorhome': { title: 'Autocaravanas', description: 'Casa de banho, duche e espaço para cinco' },
      },
    },
    longterm: {
      home: {
        title: 'Aluguer de longa duração na Islândia',
        seoTitle: 'Aluguer mensal de carros na Islândia | Norðurljós Long-Term Rentals',
        seoDescription:
          'Alugue um carro ao mês na Islândia. Seguro, manutenção, troca de pneus e imposto de circulação numa só mensalidade, com entrega à porta.',
        heroTitle: 'Um carro para meses, não para dias',
        heroText:
          'Uma mensalidade única com seguro, manutenção e troca sazonal de pneus incluídos. Entregamos o carro na sua morada na área de Reiquiavique.',
        heroAlt: 'Montanhas na luz quente do entardecer',
        banner: {
          overline: 'Elétricos e híbridos',
          title: 'Este inverno, conduza elétrico',
          description:
            'Os nossos carros elétricos vêm com cabo e cartão de carregamento, e quase toda a eletricidade da Islândia provém de energia hídrica e geotérmica.',
          button: 'Ver todos os carros',
          alt: 'Um sedan verde visto de lado',
        },
        intro: [
          '## Aluguer de longa duração, sem complicações',
          'Vai trabalhar uma temporada na Islândia, está à espera do carro novo ou ainda não quer comprar? Alugue um carro durante um mês ou mais e pague uma mensalidade fixa.',
          'A mensalidade inclui o seguro, a manutenção periódica, a troca entre pneus de verão e de inverno e o imposto de circulação. Só paga o combustível ou o carregamento.',
          '- Aluguer mínimo de um mês, sem limite máximo',
          '- Entrega e recolha em qualquer ponto da área de Reiquiavique',
          '- Carro de substituição se o seu precisar de reparação',
        ],
        faqTitle: 'A saber antes de alugar',
        faq: [
          {
            q: 'Qual é o período mínimo de aluguer?',
            a: [
              'Um mês. Depois pode prolongar mês a mês ou acordar um prazo fixo de 3, 6 ou 12 meses com uma mensalidade mais baixa.',
            ],
          },
          {
            q: 'A troca de pneus está incluída?',
            a: [
              'Sim. No outono pomos os pneus de inverno e na primavera voltamos aos de verão, na altura que mais lhe convier.',
            ],
          },
          {
            q: 'Posso sair da área de Reiquiavique?',
            a: [
              'Claro que sim. A quilometragem é ilimitada e pode circular em todas as estradas públicas da Islândia, exceto nas estradas de montanha assinaladas com F.',
            ],
          },
          {
            q: 'Preciso de um número de identificação islandês (kennitala)?',
            a: [
              'Não, basta o passaporte e a carta de condução. Com uma kennitala, no entanto, podemos enviar as faturas diretamente para o seu banco online islandês.',
            ],
          },
        ],
        quote: {
          text: 'Aluguei um carro elétrico durante os seis meses em que trabalhei no hospital de Reiquiavique. Entregaram-mo em casa, puseram-lhe pneus de inverno em outubro e nunca tive de me preocupar com nada.',
          author: 'Sofia L.',
          role: 'Médica, aluguer de seis meses',
        },
      },
      fleet: { menu: 'Tipos de carro', description: 'Carros para cada fase da vida', all: 'Todos os carros' },
      categories: {
        'longterm-city': { title: 'Citadinos', description: 'Pequenos e acessíveis para o dia a dia' },
        'longterm-family': {
          title: 'Familiares',
          description: 'Espaço para crianças, carrinho de bebé e escapadinhas',
        },
        'longterm-electric': { title: 'Elétricos', description: 'Carregue em casa e esqueça as bombas de gasolina' },
      },
    },
  },
  header: {
    book: 'Reservar',
    byType: 'Por tipo',
    byGearbox: 'Por caixa de velocidades',
    bySleeping: 'Por lugares para dormir',
    automatic: { title: 'Automáticos', description: 'Condução descontraída na cidade e na estrada circular' },
    manual: { title: 'Manuais', description: 'Mais baratos e com mais controlo na gravilha' },
    sleeps: (spots) => `${spots} lugares para dormir`,
    blog: 'Blogue de viagem',
    blogDescription: 'Dicas, percursos e histórias da estrada',
    blogLinksTitle: 'Temas',
    recentPostsTitle: 'Artigos mais recentes',
    blogAll: 'Todos os artigos',
    blogCategories: {
      'travel-tips': 'Dicas de viagem',
      'driving-in-iceland': 'Conduzir na Islândia',
      destinations: 'Destinos',
    },
    manage: { title: 'Consultar, alterar ou cancelar a sua reserva', label: 'A minha reserva' },
    checkIn: { title: 'Faça o check-in online antes do levantamento', label: 'Check-in' },
    call: { title: 'Ligue-nos, de dia ou de noite', label: 'Ligar' },
  },
  footer: {
    plan: 'Planeie a sua viagem',
    company: 'Empresa',
    followOn: (platform) => `Siga-nos no ${platform}`,
    certificate: 'Vakinn – qualidade turística certificada',
    certificateAlt: 'Selo de qualidade Vakinn',
  },
  carousel: {
    title: 'Para onde vai primeiro?',
    slides: [
      {
        title: 'O Círculo Dourado',
        text: 'Þingvellir, Geysir e Gullfoss num só dia. O percurso clássico começa a 45 minutos de Reiquiavique.',
        alt: 'Um vale verde no sopé das montanhas no verão',
      },
      {
        title: 'A costa sul',
        text: 'Praias de areia preta, Skógafoss e as línguas glaciares do Vatnajökull, ao longo da Estrada 1.',
        alt: 'Montanhas cobertas de neve sob a aurora boreal',
      },
      {
        title: 'Snæfellsnes',
        text: 'Conhecida como «a Islândia em miniatura»: um glaciar, campos de lava e o muito fotografado Kirkjufell.',
        alt: 'Montanhas no brilho do pôr do sol',
      },
    ],
  },
  about: {
    body: [
      '## Uma empresa familiar de Reykjanes',
      'A Norðurljós nasceu em 2009 com doze carros e um pequeno escritório junto ao Aeroporto de Keflavík. Hoje alugamos carros, autocaravanas e veículos de longa duração, mas continuamos a ser uma empresa familiar: quem responde aos seus e-mails também lava os carros e conhece as estradas.',
      'Escolhemos o nome — norðurljós quer dizer «aurora boreal» — por todas as noites em que a vimos dançar sobre a estrada de Reykjanes no regresso a casa.',
      '## Aquilo em que acreditamos',
      '- **Preços honestos.** O preço que vê inclui os seguros e impostos de que precisa.',
      '- **Veículos seguros.** Os nossos veículos têm, em média, menos de três anos e são mantidos pelos nossos próprios mecânicos.',
      '- **Ajuda na estrada.** A nossa assistência em viagem atende 24 horas por dia, e conhecemos os desvios quando uma estrada fecha.',
      '- **Respeito pela natureza.** Explicamos a cada cliente a proibição de conduzir fora de estrada e compensamos as emissões da nossa frota com a recuperação de solos no sul da Islândia.',
    ],
    banner: {
      title: 'Tem dúvidas? Fale com uma pessoa a sério',
      description: 'A nossa equipa em Reiquiavique e Keflavík responde todos os dias da semana.',
      button: 'Contacte-nos',
    },
  },
  faqPage: {
    intro: [
      'Aqui encontra as respostas às perguntas que mais nos fazem. Não encontra a sua? [Fale connosco](page:contact).',
    ],
    generalTitle: 'Reserva e pagamento',
    general: [
      {
        q: 'Posso alterar ou cancelar a minha reserva?',
        a: [
          'Sim. [Encontre a sua reserva](/reservation/find/) com o número de reserva e o e-mail para alterar datas, extras ou condutores. O cancelamento é gratuito até 48 horas antes do levantamento.',
        ],
      },
      {
        q: 'Que cartões aceitam?',
        a: [
          'Visa, Mastercard e American Express. Também aceitamos cartões de débito, mas poderá ser cativado no cartão o valor da franquia.',
        ],
      },
      {
        q: 'O que é o check-in online?',
        a: [
          'Alguns dias antes do levantamento pode fazer o check-in online: confirmar os seus dados, carregar uma fotografia da carta de condução e assinar o contrato de aluguer. No levantamento, basta recolher as chaves.',
        ],
      },
      {
        q: 'Posso acrescentar outro condutor?',
        a: [
          'Um condutor adicional é gratuito. A partir do segundo, cada condutor custa {extraDriverPrice} por dia e pode ser acrescentado na reserva ou mais tarde, através da sua reserva.',
        ],
      },
    ],
    pickupTitle: 'Levantamento e devolução',
    pickup: [
      {
        q: '@kef Como vos encontro no Aeroporto de Keflavík?',
        a: [
          'Saia do átrio das chegadas e apanhe o nosso transfer gratuito na paragem dos transfers das rent-a-car. Parte de 15 em 15 minutos e a viagem demora cerca de cinco minutos.',
        ],
      },
      {
        q: '@ss O que é o levantamento em self-service?',
        a: [
          'Quando o balcão está fechado, recolhe as chaves num cofre com o código que lhe enviamos após o check-in online. O self-service tem de ser reservado com pelo menos 12 horas de antecedência.',
        ],
      },
      {
        q: 'Posso devolver o veículo noutro local?',
        a: [
          'Sim, em qualquer um dos nossos balcões. A devolução noutro local tem uma taxa de {oneWayFee}, que verá antes de pagar.',
        ],
      },
      {
        q: 'E se me atrasar na devolução?',
        a: [
          'Avise-nos o mais cedo possível. Até uma hora de atraso não tem custos; depois disso cobramos um dia adicional.',
        ],
      },
    ],
  },
  terms: [
    'Estes termos aplicam-se a todos os alugueres reservados na {brand}. Ao confirmar uma reserva, aceita-os em nome de todos os condutores.',
    '## Condutores',
    'O condutor principal deve ter pelo menos 18 anos e carta de condução válida há pelo menos um ano. As cartas que não estejam escritas em alfabeto latino têm de ser acompanhadas de uma licença internacional de condução. Um condutor adicional é gratuito; cada um dos restantes custa {extraDriverPrice} por dia.',
    '## Pagamento e cancelamento',
    'A reserva é paga online, na totalidade ou em parte, conforme indicado no pagamento. Os cancelamentos feitos mais de 48 horas antes do levantamento são reembolsados na totalidade; nos posteriores é cobrado um dia de aluguer.',
    '## Seguros e danos',
    'A proteção contra danos por colisão (CDW) e o seguro de responsabilidade civil estão incluídos. A franquia depende da proteção escolhida. Danos na parte inferior do veículo, danos causados por água ao atravessar rios e danos resultantes de condução fora de estrada nunca estão cobertos.',
    '## Combustível, portagens e multas',
    'Devolva o veículo com o mesmo nível de combustível ou de carga que tinha no levantamento. Estacionamento, portagens de túneis e multas por excesso de velocidade ou estacionamento ficam a cargo do locatário, acrescidos de uma taxa administrativa.',
    '## Por onde pode circular',
    'Os veículos só podem circular em estradas públicas. As estradas de montanha assinaladas com F só são permitidas a veículos 4x4 autorizados para esse efeito. A condução fora de estrada é proibida pela lei islandesa.',
    '## Devolução',
    'Devolva o veículo no local e à hora combinados. Atrasos superiores a uma hora são cobrados como um dia adicional.',
    'Dúvidas sobre estes termos? [Contacte-nos](page:contact).',
  ],
  privacy: [
    'A {brand} leva muito a sério a proteção dos seus dados pessoais. Esta política explica que dados recolhemos, para quê e que direitos tem ao abrigo da lei islandesa de proteção de dados e do RGPD.',
    '## Que dados recolhemos',
    '- Nome, e-mail, telefone e morada, para tratar da sua reserva',
    '- Dados da carta de condução e data de nascimento, como exige a nossa seguradora',
    '- Dados de pagamento, tratados pelo nosso prestador de pagamentos — nunca guardamos números de cartão completos',
    '- Número de voo e hora de chegada, para o podermos receber',
    '## Durante quanto tempo os guardamos',
    'Os dados das reservas são conservados durante sete anos, como exige a legislação contabilística islandesa. Pode retirar a qualquer momento o consentimento para receber e-mails promocionais.',
    '## Cookies',
    'Utilizamos cookies para memorizar o idioma, a moeda e a reserva e, com o seu consentimento, para medir a utilização do site.',
    '## Recomendações de parceiros',
    'Quando chega até nós através da ligação de um parceiro (um endereço com ref=), registamos a visita e, se depois reservar e pagar, a reserva, para podermos recompensar o parceiro. Para isso, o seu navegador guarda:',
    '- um identificador de referência no armazenamento local ({tenant}-referral-id): «U-» seguido de letras aleatórias, criado uma única vez neste dispositivo. Não diz nada sobre si e fica guardado até apagar os dados deste site',
    '- um cookie com o identificador do clique do parceiro ({tenant}-affiliate-click-id), guardado durante 60 dias',
    'Numa reserva paga registamos o código do parceiro, estes dois identificadores, o número da reserva, o valor pago e a respetiva moeda e o código de cupão, se existir, com um número de cliente pseudónimo em vez do seu nome ou endereço de e-mail. O seu endereço IP nunca é guardado.',
    '## Os seus direitos',
    'Pode pedir o acesso, a retificação ou o apagamento dos seus dados, ou opor-se ao seu tratamento. Escreva-nos para [{email}](mailto:{email}). Pode também apresentar reclamação à autoridade islandesa de proteção de dados (Persónuvernd).',
  ],
  contact: {
    body: [
      'Respondemos a todas as mensagens em poucas horas, sete dias por semana.',
      '## Ligue-nos ou escreva-nos',
      '- E-mail: [{email}](mailto:{email})',
      '- Balcão de Reiquiavique: [{phoneRvk}]({phoneRvkTel})',
      '@kef - Balcão do Aeroporto de Keflavík: [{phoneKef}]({phoneKefTel})',
      '## Visite-nos',
      '@kef **Aeroporto de Keflavík** — Blikavöllur 2, 235 Keflavíkurflugvöllur. Aberto 24 horas por dia no verão e das 05:00 às 23:00 no inverno; levantamento em self-service a qualquer hora.',
      '**Reiquiavique** — Skeifan 9, 108 Reykjavík. Dias úteis das 08:00 às 18:00 e sábados das 09:00 às 16:00, encerrado ao domingo no inverno; no verão, todos os dias das 08:00 às 20:00.',
      'Já fez a sua reserva? [Encontre-a aqui](/reservation/find/) para alterar datas, acrescentar extras ou fazer o check-in online.',
    ],
    mapTitle: 'Como chegar',
  },
  guide: {
    intro: [
      '## Planear uma viagem de carro pela Islândia',
      'A Islândia recompensa quem planeia um pouco e deixa espaço para surpresas. No mapa, as distâncias parecem curtas, mas o tempo, as paragens para fotografias e as pontes de via única vão-se somando: conte com uma média de 60 a 70 km/h, e não com o limite de velocidade.',
      'Todas as manhãs, antes de partir, consulte dois sites: [umferdin.is](https://umferdin.is/en) para o estado das estradas e os cortes, e [vedur.is](https://en.vedur.is) para a previsão e os avisos de vento. Se sair dos percursos habituais, registe o seu itinerário no [SafeTravel](https://safetravel.is).',
      'Mais abaixo encontra [os preços dos seguros](#insurance), as regras de trânsito, [as estações num relance](#seasons) e os nossos percursos preferidos.',
    ],
    pictureBanner: {
      overline: 'Escolha o veículo certo',
      title: 'As Terras Altas pedem um 4x4',
      description:
        'As estradas de montanha abrem normalmente no final de junho e só podem ser percorridas com tração às quatro rodas. Se Landmannalaugar ou Askja estão na sua lista, verifique o percurso antes de reservar.',
      alt: 'Montanhas das Terras Altas no início do verão',
    },
    tabs: [
      {
        title: 'Verão',
        text: [
          'Sol da meia-noite e estradas das Terras Altas abertas. Reserve cedo: em julho, os veículos e os parques de campismo esgotam. Há luz praticamente 24 horas por dia, por isso pode conduzir até tarde e fugir às multidões.',
        ],
      },
      {
        title: 'Outono',
        text: [
          'Estradas mais calmas, cores de outono e as primeiras auroras. A primeira neve cai nos passos de montanha em outubro, e os pneus de inverno são montados no início de novembro.',
        ],
      },
      {
        title: 'Inverno',
        text: [
          'Dias curtos — cerca de quatro horas de luz em dezembro — e boas hipóteses de ver auroras boreais. Se não tem experiência de condução com neve, fique pelo sul e pelo oeste e verifique o estado das estradas todas as manhãs.',
        ],
      },
      {
        title: 'Primavera',
        text: [
          'Os dias crescem depressa, há cordeiros nos pastos e poucos visitantes. As estradas das Terras Altas continuam fechadas e no norte ainda pode nevar.',
        ],
      },
    ],
    carousel: {
      title: 'Mais longe',
      slides: [
        {
          title: 'Os Fiordes Ocidentais',
          text: 'Fiordes escarpados, a cascata de Dynjandi e quase nenhum trânsito. Reserve pelo menos três dias; muitas estradas são de gravilha.',
          alt: 'Montanhas castanhas sobre um fiorde',
        },
        {
          title: 'O lago Mývatn e o norte',
          text: 'Crateras, fontes termais e os banhos naturais de Mývatn, a uma hora de carro de Akureyri.',
          alt: 'Aurora boreal sobre montanhas nevadas no norte da Islândia',
        },
        {
          title: 'Os Fiordes Orientais',
          text: 'Pequenas aldeias piscatórias em fiordes profundos, renas à beira da estrada e o lado mais tranquilo da estrada circular.',
          alt: 'Encostas verdes no sopé das montanhas nos Fiordes Orientais',
        },
      ],
    },
    gallery: {
      title: 'A Islândia ao longo do ano',
      images: [
        'Sol da meia-noite sobre as montanhas',
        'Aurora boreal sobre picos nevados',
        'Pôr do sol nas Terras Altas',
        'As Terras Altas no início do verão',
      ],
    },
    table: {
      title: 'Opções de seguro e preços',
      coverage: 'Cobertura',
      basic: 'Básico (CDW)',
      premium: 'Premium',
      zero: 'Sem franquia',
      perDay: 'Preço por dia',
      included: 'Incluído',
      selfRisk: 'Franquia',
      gravel: 'Proteção contra gravilha',
      sand: 'Proteção contra areia e cinza',
      tyres: 'Pneus e para-brisas',
    },
    accordion: {
      title: 'Regras de trânsito em resumo',
      items: [
        {
          q: 'Limites de velocidade',
          a: [
            '90 km/h em estradas asfaltadas, 80 km/h em gravilha e 50 km/h nas localidades, salvo sinalização em contrário. Os radares são frequentes e as multas elevadas.',
          ],
        },
        {
          q: 'Luzes acesas dia e noite',
          a: ['Os médios devem estar sempre ligados, mesmo nos dias luminosos de verão.'],
        },
        {
          q: 'É proibido conduzir fora de estrada',
          a: [
            'Sair das estradas e trilhos assinalados danifica o musgo frágil durante décadas e dá direito a multas pesadas. O mesmo vale para praias e areais negros.',
          ],
        },
        {
          q: 'Pontes de via única',
          a: [
            'Tem prioridade o carro que está mais perto da ponte. Abrande e espere se já houver alguém a atravessar.',
          ],
        },
        {
          q: 'Nunca pare na estrada',
          a: [
            'Use as áreas de paragem assinaladas para tirar fotografias. Os carros parados na faixa ou na berma causam muitos acidentes todos os anos.',
          ],
        },
      ],
    },
    faq: {
      title: 'O que os viajantes nos perguntam',
      items: [
        {
          q: 'A estrada circular está aberta no inverno?',
          a: [
            'Quase sempre, mas as tempestades podem fechar troços durante horas ou até dias, sobretudo no leste e no norte. Verifique o estado das estradas todas as manhãs e guarde um dia de reserva no seu plano.',
          ],
        },
        {
          q: 'Quando se vê a aurora boreal?',
          a: [
            'Do final de agosto a meados de abril, em noites limpas e escuras. Afaste-se das luzes das localidades e consulte a previsão de auroras em vedur.is.',
          ],
        },
        {
          q: 'Preciso de dinheiro vivo?',
          a: [
            'Quase nunca. Os cartões são aceites em praticamente todo o lado, incluindo nos postos de abastecimento sem funcionários — confirme apenas que sabe o PIN do seu cartão.',
          ],
        },
        {
          q: 'Como pago os túneis e o estacionamento?',
          a: [
            'O túnel de Vaðlaheiði, perto de Akureyri, paga-se online em veggjald.is no prazo de 24 horas. Em muitos locais naturais, como Þingvellir e Seljalandsfoss, o estacionamento paga-se por aplicação ou num parquímetro.',
          ],
        },
      ],
    },
    video: 'Conduzir na Islândia: o que esperar',
    mapTitle: 'Os nossos balcões',
    comparison: {
      title: 'A mesma paisagem, duas estações',
      before: 'Verão',
      after: 'Inverno',
      beforeAlt: 'Paisagem de montanhas verdes no verão',
      afterAlt: 'A mesma paisagem de montanhas coberta de neve',
    },
    quote: {
      text: 'Ver o estado das estradas tornou-se o nosso ritual matinal. Mudámos de percurso duas vezes por causa do vento e nunca nos arrependemos.',
      author: 'Tomás R.',
      role: 'Dez dias em fevereiro',
    },
    textBanner: {
      overline: 'Pronto para partir?',
      title: 'Já tem o percurso definido?',
      description: 'Agora escolha o veículo certo para ele e reserve em poucos minutos.',
    },
    expander: {
      title: 'O que levar numa viagem de carro pela Islândia',
      body: [
        'O tempo na Islândia muda depressa e vai passar mais tempo ao ar livre do que imagina. Leve várias camadas em vez de um único casaco grosso.',
        '- Casaco e calças impermeáveis e corta-vento',
        '- Roupa interior térmica de lã e um polar ou casaco de penas como camada intermédia',
        '- Botas de caminhada resistentes e impermeáveis, e grampos para o gelo no inverno',
        '- Gorro, luvas e gola térmica, mesmo no verão',
        '- Fato de banho e toalha de secagem rápida para piscinas e fontes termais',
        '- Máscara de dormir para as noites claras de verão',
        '- Uma garrafa reutilizável — a água da torneira é excelente em todo o lado',
        '- Carregador USB para o carro e um mapa offline no telemóvel',
        'Tenha no carro snacks, água e o telemóvel carregado. No leste e nas Terras Altas pode haver 100 km entre postos de abastecimento, por isso ateste o depósito quando estiver a meio.',
        'No inverno, junte uma lanterna, uma camada quente extra e um cobertor por passageiro, para o caso de uma estrada fechar e ter de esperar.',
      ],
    },
  },
  notFound: [
    '## Lamentamos, não encontrámos esta página',
    'A página pode ter mudado de lugar ou o endereço pode ter uma gralha. Eis algumas formas de continuar:',
    '- Volte à [página inicial](home) e faça uma nova pesquisa',
    '- Veja [todos os nossos veículos](vehicles)',
    '- [Encontre a sua reserva](/reservation/find/)',
    '- [Contacte-nos](page:contact) e nós ajudamos',
  ],
  winter: {
    title: 'Condução no inverno: verifique as estradas antes de partir',
    text: 'As tempestades podem fechar estradas sem aviso. Consulte umferdin.is e vedur.is todas as manhãs.',
    expander: [
      'De novembro a abril, o tempo na Islândia pode mudar numa hora. Antes de cada viagem:',
      '- Verifique o estado das estradas em [umferdin.is](https://umferdin.is/en) ou ligue para o 1777',
      '- Consulte os avisos de vento em [vedur.is](https://en.vedur.is) — com rajadas acima de 20 m/s, conduzir é perigoso',
      '- Mantenha o depósito pelo menos a meio e leve roupa quente',
      'Se uma estrada estiver fechada, nunca passe a barreira. Ligue-nos para o [{phoneRvk}]({phoneRvkTel}) e ajudamos a alterar os seus planos.',
    ],
  },
  promo: {
    button: 'Usar o código',
    days: 'dias',
    hours: 'horas',
    minutes: 'minutos',
    seconds: 'segundos',
    banner: 'Campanha de inverno: 15% de desconto em todas as reservas',
    title: 'Chegou a época das auroras boreais',
    text: 'Reserve antes do fim da campanha e obtenha {percentage}% de desconto no aluguer com o código {promoCode}.',
    note: 'Válido para reservas efetuadas até {expiryDate}. Não acumulável com outras promoções.',
    alt: 'Aurora boreal sobre montanhas cobertas de neve',
  },
  locations: {
    kef: 'Aeroporto de Keflavík',
    rvk: 'Balcão de Reiquiavique',
    aey: 'Balcão de Akureyri',
    delivery: 'Entrega na sua morada',
  },
};

// ---------------------------------------------------------------------------------------------
// Chinese (Simplified)

const zh: LanguageCopy = {
  pages: {
    about: {
      slug: 'guanyu-women',
      title: '关于我们',
      description: 'Norðurljós 是一家冰岛家族企业，自 2009 年起在凯夫拉维克提供租车服务。',
    },
    faq: {
      slug: 'changjian-wenti',
      title: '常见问题',
      description: '关于预订、付款、保险、取车和还车的解答。',
    },
    terms: {
      slug: 'falv/zuche-tiaokuan',
      title: '租车条款',
      description: '适用于每一笔租赁的条款：驾驶人、付款、保险以及可行驶的道路。',
    },
    privacy: {
      slug: 'yinsi-zhengce',
      title: '隐私政策',
      description: '我们如何处理您的个人数据，以及您享有哪些权利。',
    },
    contact: {
      slug: 'lianxi-women',
      title: '联系我们',
      description: '电子邮箱、电话、营业时间和各门店地址。',
    },
    'blocks-showcase': {
      slug: 'bingdao-lvxing-zhinan',
      title: '旅行指南',
      description: '规划您的冰岛自驾之旅：四季特点、交通规则、保险价格和最值得一走的路线。',
    },
  },
  tenants: {
    car: {
      home: {
        title: '冰岛租车',
        seoTitle: '凯夫拉维克机场及雷克雅未克租车 | Norðurljós Car Rental',
        seoDescription: '向冰岛本地家族企业租车：凯夫拉维克机场全天候取车，不限里程。',
        heroTitle: '走出到达大厅，自驾之旅即刻开始',
        heroText: '冰岛本地租车公司：凯夫拉维克机场 24 小时取车，不限里程，价格透明。',
        heroAlt: '冰岛夏日晴空下的群山',
        banner: {
          overline: '冬季无忧',
          title: '每辆车都配冬季轮胎和除冰刮板',
          description: '每年十月至次年四月，我们的所有车辆均装配冬季轮胎出车。如果您要前往北部或东部，建议选择四驱车。',
          button: '查看全部车型',
          alt: '蓝色 SUV 侧面图',
        },
        intro: [
          '## 在我们这里租车',
          '冰岛天生适合自驾：一号环岛公路串起瀑布、冰川和渔村，而最难忘的风景往往出现在计划之外。开着自己的车，节奏由您掌握。',
          '每笔租赁均包含不限里程、第三者责任险、车辆碰撞损失险（CDW），并可免费添加一名额外驾驶人。在线付款，所见即所付，没有隐藏费用。',
          '- 夏季在凯夫拉维克机场 24 小时取车',
          '- 航站楼免费接驳车，车程约五分钟',
          '- 柜台关闭时可自助取车和还车',
        ],
        faqTitle: '预订前须知',
        faq: [
          {
            q: '我需要四驱车吗？',
            a: [
              '环岛公路和黄金圈都是柏油路，不需要四驱。带 F 标识的山地公路只允许四驱车通行，通常在六月下旬至九月初开放。冬季驾驶四驱车在结冰路面上也更稳。',
            ],
          },
          {
            q: '驾驶人的最低年龄是多少？',
            a: ['驾驶人须年满 18 周岁，并持有有效驾照满一年。'],
          },
          {
            q: '可以夜间取车吗？',
            a: ['可以。夏季我们在凯夫拉维克机场 24 小时交车；冬季柜台关闭期间，您可以使用自助取车服务。'],
          },
          {
            q: '我需要购买哪种保险？',
            a: [
              '车辆碰撞损失险已包含在租金内。我们建议加购碎石保护险，因为在冰岛最常见的损伤就是被其他车辆带起的碎石击中。您可以在[旅行指南的保险价格表](page:blocks-showcase)中比较各项保障。',
            ],
          },
        ],
        quote: {
          text: '我们午夜落地，十五分钟后就坐进了车里，第二天早上醒来时已经在塞里雅兰瀑布旁边。一切都和承诺的一模一样。',
          author: 'Hannah K.',
          role: '三月自驾环岛',
        },
      },
      fleet: { menu: '车型分类', description: '为您的旅程找到合适的车', all: '全部车型' },
      categories: {
        'car-economy': { title: '经济型轿车', description: '小巧省油，停车方便' },
        'car-compact': { title: '紧凑型轿车', description: '四人及行李都能轻松装下' },
        'car-suv': { title: '四驱车和 SUV', description: '冬季和砂石路面更有抓地力' },
        'car-van': { title: '商务车和小巴', description: '最多九座，适合团体出行' },
      },
    },
    camper: {
      home: {
        title: '冰岛房车租赁',
        seoTitle: '冰岛露营车和房车租赁 | Norðurljós Campers',
        seoDescription: '在冰岛租用露营车、四驱露营车或房车，含床品、厨具和驻车暖风，可在凯夫拉维克机场取车。',
        heroTitle: '在风景最美的地方入眠',
        heroText: '露营车、四驱露营车和房车，配有床铺、厨房和夜间暖风，在凯夫拉维克机场取车，即刻踏上环岛公路。',
        heroAlt: '淡色天空下的褐色高地群山',
        banner: {
          overline: '一应俱全',
          title: '床品、炉具和暖风全部包含',
          description:
            '每辆车都配有被子、燃气炉、锅碗餐具，以及柴油暖风，寒冷的夜里也能睡得暖暖的。如有需要，还可加租露营桌椅。',
          button: '查看全部房车',
          alt: '白色房车侧面图',
        },
        intro: [
          '## 开着房车游冰岛',
          '房车是游览冰岛最自由的方式：不用赶酒店入住时间，也不用每天早上收拾行李，只有眼前的公路和下一个峡湾后面的风景。全岛的露营地在五月至九月开放，很多营地冬季也照常营业。',
          '根据冰岛法律，房车只能在露营地或经土地所有者许可的地方过夜，所以请围绕露营地规划每晚的落脚点。营地一般设有淋浴、卫生间，很多还有公共厨房。',
          '- 不限里程，含车辆碰撞损失险',
          '- 床品、毛巾和厨具不另收费',
          '- 可加购冰岛露营卡（Camping Card）',
        ],
        faqTitle: '预订前须知',
        faq: [
          {
            q: '晚上可以在哪里过夜？',
            a: [
              '在露营地，或在征得所有者同意的私人土地上。禁止在路边停车带和停车场过夜。持冰岛露营卡可以以优惠的固定价格入住约 40 个露营地。',
            ],
          },
          {
            q: '冬天可以租房车吗？',
            a: [
              '可以。我们的房车装配冬季轮胎，柴油暖风可整夜运行而不会耗尽电瓶。冬季我们建议选择四驱露营车，并安排灵活的行程。',
            ],
          },
          {
            q: '包含床品吗？',
            a: ['包含：每个铺位都配有被子、枕头、床单和毛巾，另有锅具、餐盘、餐具和燃气炉。'],
          },
          {
            q: '一辆房车可以睡几个人？',
            a: ['露营车可睡两人，四驱露营车可睡两到三人，房车最多可睡五人。按铺位数量筛选，就能找到合适的车。'],
          },
        ],
        quote: {
          text: '在西峡湾一个狂风大作的夜晚，暖风救了我们；车上做饭需要的东西也一应俱全。下次来冰岛，我们还会毫不犹豫地选择 Norðurljós。',
          author: 'Marco 和 Giulia',
          role: '九月环岛十二天',
        },
      },
      fleet: { menu: '房车类型', description: '找到最适合旅程的房车', all: '全部房车' },
      categories: {
        'camper-campervan': { title: '露营车', description: '小巧经济，适合两人' },
        'camper-4x4': { title: '四驱露营车', description: '适合高地和冬季旅行' },
        'camper-motorhome': { title: '房车', description: '带卫生间和淋浴，可住五人' },
      },
    },
    longterm: {
      home: {
        title: '冰岛长租车',
        seoTitle: '冰岛按月租车 | Norðurljós Long-Term Rentals',
        seoDescription: '在冰岛按月租车：保险、保养、换胎和车辆税都包含在月租中，并可送车上门。',
        heroTitle: '按月租车，不再按天计算',
        heroText: '一个月租价格，包含保险、保养和季节性换胎。我们把车送到您在雷克雅未克地区的住址。',
        heroAlt: '黄昏暖光中的群山',
        banner: {
          overline: '电动车和混合动力车',
          title: '今年冬天，开电动车',
          description: '我们的电动车附带充电线和充电卡；冰岛的电力几乎全部来自水力和地热能源。',
          button: '查看全部车型',
          alt: '绿色轿车侧面图',
        },
        intro: [
          '## 长租车，简单省心',
          '在冰岛工作一段时间、等待新车交付，或者还不想买车？租一辆车，一个月起租，每月支付固定费用。',
          '月租包含保险、定期保养、夏季与冬季轮胎更换以及车辆税。您只需支付燃油费或充电费。',
          '- 最短租期一个月，不设上限',
          '- 雷克雅未克地区任意地址送车和取车',
          '- 车辆维修期间提供代步车',
        ],
        faqTitle: '租车前须知',
        faq: [
          {
            q: '最短租期是多久？',
            a: ['一个月。之后可以逐月续租，也可以约定 3、6 或 12 个月的固定租期，享受更低的月租。'],
          },
          {
            q: '换胎费用包含在内吗？',
            a: ['包含。秋季我们为您换上冬季轮胎，春季再换回夏季轮胎，时间由您决定。'],
          },
          {
            q: '可以开出雷克雅未克地区吗？',
            a: ['当然可以。里程不限，您可以在冰岛所有公共道路上行驶，带 F 标识的山地公路除外。'],
          },
          {
            q: '我需要冰岛身份号码（kennitala）吗？',
            a: ['不需要，护照和驾照就够了。不过如果有 kennitala，我们可以把账单直接发送到您的冰岛网上银行。'],
          },
        ],
        quote: {
          text: '我在雷克雅未克的医院工作的六个月里一直租着一辆电动车。车直接送到我家楼下，十月换好了冬季轮胎，我从来不用为它操心。',
          author: 'Sofia L.',
          role: '医生，租期六个月',
        },
      },
      fleet: { menu: '车型分类', description: '适合人生各个阶段的车', all: '全部车型' },
      categories: {
        'longterm-city': { title: '城市小车', description: '小巧实惠，日常出行好帮手' },
        'longterm-family': { title: '家庭用车', description: '孩子、婴儿车和周末出游都装得下' },
        'longterm-electric': { title: '电动车', description: '在家充电，告别加油站' },
      },
    },
  },
  header: {
    book: '立即预订',
    byType: '按类型',
    byGearbox: '按变速箱',
    bySleeping: '按铺位数',
    automatic: { title: '自动挡', description: '城市和环岛公路都轻松驾驭' },
    manual: { title: '手动挡', description: '价格更低，砂石路上更好掌控' },
    sleeps: (spots) => `${spots} 个铺位`,
    blog: '旅行博客',
    blogDescription: '来自路上的贴士、路线和故事',
    blogLinksTitle: '栏目',
    recentPostsTitle: '最新文章',
    blogAll: '全部文章',
    blogCategories: {
      'travel-tips': '旅行贴士',
      'driving-in-iceland': '冰岛自驾',
      destinations: '目的地',
    },
    manage: { title: '查询、修改或取消您的预订', label: '管理预订' },
    checkIn: { title: '取车前在线办理登记', label: '在线登记' },
    call: { title: '欢迎随时来电', label: '致电我们' },
  },
  footer: {
    plan: '规划行程',
    company: '公司',
    followOn: (platform) => `在 ${platform} 上关注我们`,
    certificate: 'Vakinn – 冰岛旅游业质量认证',
    certificateAlt: 'Vakinn 质量认证徽章',
  },
  carousel: {
    title: '第一站去哪里？',
    slides: [
      {
        title: '黄金圈',
        text: '一天之内游览辛格维利尔国家公园、盖歇尔间歇泉和黄金瀑布。这条经典环线距雷克雅未克仅 45 分钟车程。',
        alt: '夏日山脚下的绿色山谷',
      },
      {
        title: '南岸',
        text: '黑沙滩、斯科加瀑布和瓦特纳冰川的冰舌，全部分布在一号公路沿线。',
        alt: '极光下白雪覆盖的群山',
      },
      {
        title: '斯奈山半岛',
        text: '人称“冰岛缩影”：冰川、熔岩原，还有出镜率极高的教会山。',
        alt: '夕阳余晖中的群山',
      },
    ],
  },
  about: {
    body: [
      '## 来自雷克雅内斯半岛的家族企业',
      'Norðurljós 于 2009 年创立，当时只有十二辆车和凯夫拉维克机场旁的一间小办公室。如今我们出租轿车、房车和长租车辆，但依然是一家家族企业：回复您邮件的人，也会亲手洗车，对每条路都了如指掌。',
      'Norðurljós 在冰岛语中意为“北极光”。取这个名字，是因为无数个下班回家的夜晚，我们都看到极光在雷克雅内斯公路上空舞动。',
      '## 我们的承诺',
      '- **价格诚实透明。** 您看到的价格已包含所需的保险和税费。',
      '- **车辆安全可靠。** 我们的车辆平均车龄不到三年，由自家技师负责保养。',
      '- **路上随时援助。** 道路救援 24 小时响应；遇到封路，我们熟悉每一条绕行路线。',
      '- **尊重自然。** 我们向每位客户讲解禁止越野驾驶的规定，并通过冰岛南部的植被恢复项目抵消车队的碳排放。',
    ],
    banner: {
      title: '有问题？直接和我们的员工聊聊',
      description: '我们在雷克雅未克和凯夫拉维克的团队每天都为您服务。',
      button: '联系我们',
    },
  },
  faqPage: {
    intro: ['这里汇总了大家最常问的问题。没有找到您想要的答案？[欢迎联系我们](page:contact)。'],
    generalTitle: '预订与付款',
    general: [
      {
        q: '可以修改或取消预订吗？',
        a: [
          '可以。凭预订号和电子邮箱[查询您的预订](/reservation/find/)，即可修改日期、附加项目或驾驶人。取车前 48 小时以上取消免费。',
        ],
      },
      {
        q: '你们接受哪些银行卡？',
        a: ['Visa、Mastercard 和 American Express。借记卡也可以使用，但我们可能会在卡上冻结相当于自负额的金额。'],
      },
      {
        q: '什么是在线登记？',
        a: ['取车前几天，您就可以在线办理登记：确认个人信息、上传驾照照片并签署租车合同。取车时只需领取钥匙即可。'],
      },
      {
        q: '可以增加驾驶人吗？',
        a: [
          '可免费添加一名额外驾驶人。此后每增加一名驾驶人，每天收费 {extraDriverPrice}，可在预订时或之后通过您的预订添加。',
        ],
      },
    ],
    pickupTitle: '取车与还车',
    pickup: [
      {
        q: '@kef 在凯夫拉维克机场怎么找到你们？',
        a: ['走出到达大厅，在租车公司接驳车站搭乘我们的免费接驳车。每 15 分钟一班，车程约五分钟。'],
      },
      {
        q: '@ss 什么是自助取车？',
        a: ['柜台关闭时，您可以凭在线登记后收到的密码，从钥匙箱中取出钥匙。自助取车需至少提前 12 小时预订。'],
      },
      {
        q: '可以在其他地点还车吗？',
        a: ['可以，在我们任一门店均可还车。异地还车需支付 {oneWayFee} 的异地还车费，付款前会清楚显示。'],
      },
      {
        q: '如果晚还车怎么办？',
        a: ['请尽早通知我们。延迟一小时以内免费，超过一小时将加收一天租金。'],
      },
    ],
  },
  terms: [
    '本条款适用于在 {brand} 预订的所有租赁。确认预订即表示您代表全体驾驶人接受本条款。',
    '## 驾驶人',
    '主驾驶人须年满 18 周岁，并持有有效驾照满一年。非拉丁字母印制的驾照须同时出示国际驾照。可免费添加一名额外驾驶人；此后每名驾驶人每天收费 {extraDriverPrice}。',
    '## 付款与取消',
    '预订在线支付，按结账时显示的金额全额或部分付款。取车前 48 小时以上取消可全额退款；之后取消将收取一天租金。',
    '## 保险与损坏',
    '租金包含车辆碰撞损失险（CDW）和第三者责任险。自负额取决于所选保障。底盘损坏、涉水过河造成的损坏以及越野驾驶造成的损坏，任何保险均不予赔付。',
    '## 燃油、通行费和罚款',
    '还车时的油量或电量应与取车时相同。停车费、隧道通行费以及超速和违章停车罚款由承租人承担，并另收手续费。',
    '## 可行驶的道路',
    '车辆只能在公共道路上行驶。带 F 标识的山地公路仅允许获准通行的四驱车驶入。冰岛法律禁止离开道路驾驶。',
    '## 还车',
    '请在约定的地点和时间还车。延迟超过一小时将按多租一天收费。',
    '对本条款有疑问？[请联系我们](page:contact)。',
  ],
  privacy: [
    '{brand} 非常重视您的个人数据保护。本政策说明我们收集哪些数据、用途是什么，以及您依据冰岛数据保护法和欧盟《通用数据保护条例》（GDPR）享有的权利。',
    '## 我们收集的数据',
    '- 姓名、电子邮箱、电话和地址，用于处理您的预订',
    '- 驾照信息和出生日期，这是保险公司的要求',
    '- 付款信息，由我们的收单机构处理——我们从不保存完整卡号',
    '- 航班号和到达时间，以便接机',
    '## 保存期限',
    '按照冰岛会计法的要求，预订数据保存七年。您可以随时撤回接收营销邮件的同意。',
    '## Cookie',
    '我们使用 Cookie 记住您的语言、货币和预订信息，并在征得您同意后统计网站的使用情况。',
    '## 合作伙伴推荐',
    '当您通过合作伙伴的链接（带有 ref= 的网址）访问我们时，我们会记录此次访问；如果您随后预订并付款，我们也会记录该预订，以便向合作伙伴支付奖励。为此，您的浏览器会保存：',
    '- 本地存储中的推荐标识（{tenant}-referral-id）：以“U-”开头、后接随机字母，在此设备上只生成一次。它不包含任何关于您的信息，会一直保留，直到您清除本网站的数据',
    '- 一个保存合作伙伴点击标识的 Cookie（{tenant}-affiliate-click-id），保留 60 天',
    '对于已付款的预订，我们会记录合作伙伴代码、上述两个标识、预订编号、已付金额及其币种以及优惠码（如有），并以假名客户编号代替您的姓名或电子邮件地址。我们从不保存您的 IP 地址。',
    '## 您的权利',
    '您可以要求查阅、更正或删除您的数据，也可以反对我们处理这些数据。请发送邮件至 [{email}](mailto:{email})。您还可以向冰岛数据保护局（Persónuvernd）投诉。',
  ],
  contact: {
    body: [
      '我们每周七天营业，所有留言都会在几小时内回复。',
      '## 来电或来信',
      '- 电子邮箱：[{email}](mailto:{email})',
      '- 雷克雅未克门店：[{phoneRvk}]({phoneRvkTel})',
      '@kef - 凯夫拉维克机场柜台：[{phoneKef}]({phoneKefTel})',
      '## 门店地址',
      '@kef **凯夫拉维克机场** — Blikavöllur 2, 235 Keflavíkurflugvöllur。夏季 24 小时营业，冬季 05:00–23:00 营业；全天可自助取车。',
      '**雷克雅未克** — Skeifan 9, 108 Reykjavík。冬季周一至周五 08:00–18:00，周六 09:00–16:00，周日休息；夏季每天 08:00–20:00。',
      '已经预订？[查询您的预订](/reservation/find/)，即可修改日期、添加附加项目或在线登记。',
    ],
    mapTitle: '交通指引',
  },
  guide: {
    intro: [
      '## 规划冰岛自驾之旅',
      '在冰岛自驾，稍作规划、同时留出余地，收获会更多。地图上的距离看起来不远，但天气、拍照停留和单车道桥梁都会拉长行程：请按平均时速 60–70 公里估算，而不是按限速计算。',
      '每天早上出发前，请查看两个网站：[umferdin.is](https://umferdin.is/en) 查询路况和封路信息，[vedur.is](https://en.vedur.is) 查看天气预报和大风预警。如果要前往偏远地区，请在 [SafeTravel](https://safetravel.is) 登记行程。',
      '下文包括[保险价格](#insurance)、交通规则、[四季概览](#seasons)以及我们最喜欢的路线。',
    ],
    pictureBanner: {
      overline: '选对车辆',
      title: '去高地，必须开四驱',
      description:
        '山地公路通常在六月下旬开放，只允许四驱车通行。如果兰德曼纳劳卡或阿斯基亚火山口在您的清单上，请在预订前先查看路况。',
      alt: '初夏的冰岛高地群山',
    },
    tabs: [
      {
        title: '夏季',
        text: [
          '午夜阳光，高地公路开放。请尽早预订：七月车辆和露营地都很紧俏。夏季几乎全天都有日光，可以晚些出发，避开人潮。',
        ],
      },
      {
        title: '秋季',
        text: ['道路更清静，秋色正浓，第一批极光出现。十月山口开始下雪，十一月初车辆换上冬季轮胎。'],
      },
      {
        title: '冬季',
        text: [
          '白天很短——十二月只有约四小时日照——但看到极光的机会很大。如果您没有雪地驾驶经验，建议只在南部和西部活动，并每天早上查看路况。',
        ],
      },
      {
        title: '春季',
        text: ['白昼迅速变长，小羊羔出现在牧场上，游客稀少。高地公路仍然关闭，北部仍可能下雪。'],
      },
    ],
    carousel: {
      title: '走得更远',
      slides: [
        {
          title: '西峡湾',
          text: '陡峭的峡湾、丁坚地瀑布，几乎没有车流。至少留出三天时间；很多道路是砂石路。',
          alt: '峡湾上方的褐色群山',
        },
        {
          title: '米湖与北部',
          text: '火山口、温泉和米湖温泉浴场，距阿克雷里约一小时车程。',
          alt: '冰岛北部雪山上空的极光',
        },
        {
          title: '东部峡湾',
          text: '深邃峡湾里的小渔村、路边的驯鹿，环岛公路上最宁静的一段。',
          alt: '东部峡湾山脚下的绿色山坡',
        },
      ],
    },
    gallery: {
      title: '四季冰岛',
      images: ['群山之上的午夜阳光', '雪峰上空的极光', '高地日落', '初夏的高地'],
    },
    table: {
      title: '保险方案与价格',
      coverage: '保障项目',
      basic: '基础险（CDW）',
      premium: '高级险',
      zero: '零自负额',
      perDay: '每日价格',
      included: '已包含',
      selfRisk: '自负额',
      gravel: '碎石保护',
      sand: '沙尘与火山灰保护',
      tyres: '轮胎与挡风玻璃',
    },
    accordion: {
      title: '交通规则一览',
      items: [
        {
          q: '限速',
          a: [
            '除另有标志外，柏油路限速 90 公里/小时，砂石路 80 公里/小时，城镇内 50 公里/小时。测速摄像头很多，罚款金额很高。',
          ],
        },
        { q: '全天开启车灯', a: ['任何时候都必须开启近光灯，即使是阳光明媚的夏日。'] },
        {
          q: '严禁越野驾驶',
          a: ['驶离标记道路和车道会毁坏脆弱的苔藓，几十年都难以恢复，并会被处以高额罚款。海滩和黑沙地同样适用。'],
        },
        {
          q: '单车道桥梁',
          a: ['离桥较近的车辆优先通行。请减速，如果桥上已有车辆，请耐心等待。'],
        },
        {
          q: '切勿在路上停车',
          a: ['拍照请使用标有标志的停车区。每年都有很多事故是由停在车道或路肩上的车辆引起的。'],
        },
      ],
    },
    faq: {
      title: '旅行者常问的问题',
      items: [
        {
          q: '冬季环岛公路开放吗？',
          a: [
            '大部分时间开放，但暴风雪可能导致部分路段封闭数小时甚至数天，东部和北部尤为常见。请每天早上查看路况，并在行程中预留一天机动时间。',
          ],
        },
        {
          q: '什么时候能看到极光？',
          a: ['八月下旬至次年四月中旬，在晴朗无月的夜晚。远离城镇灯光，并在 vedur.is 查看极光预报。'],
        },
        {
          q: '需要带现金吗？',
          a: ['几乎不需要。银行卡几乎处处可用，包括无人值守的加油站——请确认您记得银行卡的 PIN 码。'],
        },
        {
          q: '隧道费和停车费怎么付？',
          a: [
            '阿克雷里附近的 Vaðlaheiði 隧道需在通行后 24 小时内到 veggjald.is 在线付费。辛格维利尔、塞里雅兰瀑布等许多景点的停车费可通过手机应用或缴费机支付。',
          ],
        },
      ],
    },
    video: '冰岛自驾：出发前需要了解什么',
    mapTitle: '我们的门店',
    comparison: {
      title: '同一片风景，两个季节',
      before: '夏季',
      after: '冬季',
      beforeAlt: '夏日青翠的山景',
      afterAlt: '白雪覆盖的同一片山景',
    },
    quote: {
      text: '查看路况成了我们每天早上的固定功课。因为大风，我们两次改变路线，从来没有后悔过。',
      author: 'Tomás R.',
      role: '二月冰岛十日游',
    },
    textBanner: {
      overline: '准备出发？',
      title: '路线已经想好了？',
      description: '现在就挑选最适合的车辆，几分钟即可完成预订。',
    },
    expander: {
      title: '冰岛自驾行李清单',
      body: [
        '冰岛的天气变化很快，而您待在户外的时间会比想象的更长。与其带一件厚外套，不如采用多层穿搭。',
        '- 防水防风的外套和裤子',
        '- 保暖的羊毛内衣，以及抓绒或羽绒中间层',
        '- 结实防水的徒步鞋，冬季再加一副冰爪',
        '- 帽子、手套和围脖，夏季也要带上',
        '- 泳衣和速干毛巾，泡温泉和去泳池时用',
        '- 眼罩，应对明亮的夏夜',
        '- 可重复灌装的水瓶——冰岛各地的自来水都可以直接饮用',
        '- 车载 USB 充电器，以及手机上的离线地图',
        '车里常备零食、饮用水，并保持手机电量充足。在东部和高地，加油站之间可能相距 100 公里，油箱剩一半时就该加油了。',
        '冬季还请带上手电筒、一件额外的保暖衣物，并为每位乘客准备一条毯子，以防道路封闭需要原地等待。',
      ],
    },
  },
  notFound: [
    '## 抱歉，找不到该页面',
    '该页面可能已被移动，或者网址输入有误。您可以：',
    '- 返回[首页](home)，重新搜索',
    '- 浏览[我们的全部车辆](vehicles)',
    '- [查询您的预订](/reservation/find/)',
    '- [联系我们](page:contact)，我们很乐意帮忙',
  ],
  winter: {
    title: '冬季驾驶：出发前请查看路况',
    text: '暴风雪可能随时导致封路。请每天早上查看 umferdin.is 和 vedur.is。',
    expander: [
      '十一月至次年四月，冰岛的天气可能在一小时内骤变。每次出发前：',
      '- 在 [umferdin.is](https://umferdin.is/en) 查询路况，或拨打 1777',
      '- 在 [vedur.is](https://en.vedur.is) 查看大风预警——阵风超过 20 米/秒时驾驶非常危险',
      '- 油箱至少保持半满，并随车携带保暖衣物',
      '如遇道路封闭，切勿绕过路障行驶。请拨打 [{phoneRvk}]({phoneRvkTel}) 联系我们，我们会帮您调整行程。',
    ],
  },
  promo: {
    button: '使用优惠码',
    days: '天',
    hours: '小时',
    minutes: '分钟',
    seconds: '秒',
    banner: '冬季特惠：所有预订享 85 折',
    title: '极光季已经到来',
    text: '在优惠结束前预订，使用优惠码 {promoCode} 即可享受 {percentage}% 的租金折扣。',
    note: '适用于 {expiryDate} 前（含当日）完成的预订，不可与其他优惠同时使用。',
    alt: '白雪覆盖的群山上空的极光',
  },
  locations: {
    kef: '凯夫拉维克机场',
    rvk: '雷克雅未克门店',
    aey: '阿克雷里门店',
    delivery: '送车上门',
  },
};

// ---------------------------------------------------------------------------------------------

const siteCopy: Record<LocaleCode, LanguageCopy> = { en, is, de, es, fr, pt, zh };
