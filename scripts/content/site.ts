/**
 * Site generator: home pages, plain pages, header, footer, settings, 404 text, info banner and
 * promotion per tenant and language; booking settings (carenSettings) and rental company per tenant.
 *
 * Text lives in one table per language (`site-copy/<language>.ts`); the builders turn it into documents. Rich
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
import { siteCopy } from './site-copy';
import type { BlogCategoryKey, LanguageCopy, QA, SitePageKey, TenantCopy } from './site-copy/types';

export type { SitePageKey } from './site-copy/types';

// The text tables' shapes are in site-copy/types.ts; each language's table in site-copy/<language>.ts.

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
    // Issue 39: what the condition walk asks for, per brand (src/domain/condition.ts has the same defaults).
    conditionPhotos: {
      angles: [
        'front',
        'back',
        'left',
        'right',
        'windscreen',
        'dashboard',
        ...(tenant === 'camper' ? ['living-area', 'awning'] : []),
      ],
      maxDamagePhotos: tenant === 'camper' ? 12 : 8,
      retentionDays: 90,
      returnOpensHoursBefore: 24,
      ...(tenant === 'longterm' ? { monthlyCheckEveryDays: 30 } : {}),
    },
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
