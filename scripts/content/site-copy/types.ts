/** The shapes of the site generator's text tables: one table per language, in this folder. */
import type { TenantId } from '../../../src/config/tenants';

export type SitePageKey = 'about' | 'faq' | 'terms' | 'privacy' | 'contact' | 'blocks-showcase';
export type BlogCategoryKey = 'travel-tips' | 'driving-in-iceland' | 'destinations';

/** A question with its answer as rich text lines. */
export interface QA {
  q: string;
  a: string[];
}

export interface Titled {
  title: string;
  description: string;
}

export interface Slide {
  title: string;
  text: string;
  alt: string;
}

/** Text that differs per tenant within one language. */
export interface TenantCopy {
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

export interface LanguageCopy {
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
