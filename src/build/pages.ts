import type { ChatSettings } from '../components/chat/chat';
import { defaultLocale, localeCodes, type LocaleCode } from '../config/locales';
import { offersLeases } from '../config/lease';
import type { TenantId } from '../config/tenants';
import type { TripOffice } from './trip-offices';
import { leasePagePath, localePrefix } from '../domain/paths';
import type { Strings } from '../i18n/translate';

/** The language facts of a page: its language, the others, and its path with and without prefix. */
export interface I18nPageContext {
  language: LocaleCode;
  languages: LocaleCode[];
  defaultLanguage: LocaleCode;
  generateDefaultLanguagePage: false;
  routed: boolean;
  /** The path without the locale prefix, shared by every language version of the page. */
  originalPath: string;
  path: string;
}

export interface BasePageContext {
  /** The page's language. */
  language: LocaleCode;
  tenant: TenantId;
  /**
   * The public site address without trailing slash (`SITE_URL` at build time), for the head's absolute
   * links: the Head API renders again in the browser, where `process.env.SITE_URL` is not defined
   * (docs/decisions/008).
   */
  siteUrl: string;
  i18n: I18nPageContext;
  /** The UI strings of the page's language (src/build/translate.ts), added when gatsby-node creates the page. */
  strings?: Strings;
  /** The chat widget, on the pages that show it (src/components/chat/chat.ts), added by gatsby-node. */
  chat?: ChatSettings;
}

export type TemplateName =
  | 'home-page'
  | 'not-found-page'
  | 'content-page'
  | 'vehicle-list-page'
  | 'vehicle-page'
  | 'blog-list-page'
  | 'blog-post-page'
  | 'booking-page'
  | 'reservation-page'
  | 'lease-page';

export interface PagePlan {
  path: string;
  template: TemplateName;
  context: BasePageContext;
}

export function contextFor(
  tenant: TenantId,
  siteUrl: string,
  language: LocaleCode,
  originalPath: string,
  path: string,
): BasePageContext {
  return {
    language,
    tenant,
    siteUrl,
    i18n: {
      language,
      languages: [...localeCodes],
      defaultLanguage: defaultLocale,
      generateDefaultLanguagePage: false,
      routed: language !== defaultLocale,
      originalPath,
      path,
    },
  };
}

/** Plans a page of `template` at `originalPath` (unprefixed, with trailing slash) in every locale. */
export function planInEveryLocale(
  tenant: TenantId,
  siteUrl: string,
  template: TemplateName,
  originalPath: string,
): PagePlan[] {
  return localeCodes.map((language) => {
    const path = `${localePrefix(language)}${originalPath}`;
    return { path, template, context: contextFor(tenant, siteUrl, language, originalPath, path) };
  });
}

/**
 * Every page of a tenant's site that does not come from content documents: the home page and the
 * not-found page, once per locale (spec §2: every route exists once per language).
 */
export function planBasePages(tenant: TenantId, siteUrl: string): PagePlan[] {
  return [
    ...planInEveryLocale(tenant, siteUrl, 'home-page', '/'),
    ...planInEveryLocale(tenant, siteUrl, 'not-found-page', '/404/'),
  ];
}

/**
 * The not-found page of each prefixed language (`/is/404/`): the server answers an unknown path under
 * the prefix with it (netlify.toml), and the browser runtime shows it for such a path without changing
 * the address (gatsby-node.ts defines the list as `__NOT_FOUND_PAGES__` for the runtime's patch,
 * patches/gatsby+5.16.1.patch, decision 023). English keeps Gatsby's own `/404.html`.
 */
export function prefixedNotFoundPaths(): string[] {
  return localeCodes
    .filter((language) => localePrefix(language) !== '')
    .map((language) => `${localePrefix(language)}/404/`);
}

/** The booking wizard's routes (spec §2), without locale prefix, by step; `contract` is /book/payment/. */
export const bookingPagePaths = {
  vehicles: '/book/vehicles/',
  options: '/book/options/',
  details: '/book/details/',
  contract: '/book/payment/',
  confirmation: '/book/confirmation/',
  error: '/book/error/',
} as const;

export type BookingPageStep = keyof typeof bookingPagePaths;

export interface BookingPageContext extends BasePageContext {
  step: BookingPageStep;
}

/** The booking wizard's pages in every locale (spec §2: every route exists once per language). */
export function planBookingPages(tenant: TenantId, siteUrl: string): (PagePlan & { context: BookingPageContext })[] {
  return Object.entries(bookingPagePaths).flatMap(([step, originalPath]) =>
    planInEveryLocale(tenant, siteUrl, 'booking-page', originalPath).map((plan) => ({
      ...plan,
      context: { ...plan.context, step: step as BookingPageStep },
    })),
  );
}

/**
 * The reservation pages of issue 14 (spec §2), without locale prefix: find, overview, cancel, refund, the
 * deposit hold's authorisation (the `deposit-hold-refused` e-mail's link) and the edit wizard.
 */
export const reservationPagePaths = {
  find: '/reservation/find/',
  overview: '/reservation/',
  cancel: '/reservation/cancel/',
  refund: '/reservation/refund/',
  deposit: '/reservation/deposit/',
  editTerms: '/reservation/edit/terms/',
  editDetails: '/reservation/edit/details/',
  editOptions: '/reservation/edit/options/',
  editPayment: '/reservation/edit/payment/',
  /** Where the processor's page sends the window back (issue 37, decision 044). */
  paymentReturn: '/reservation/payment-return/',
  /** The customer's walk round the car at pickup and return (issue 39). */
  condition: '/reservation/condition/',
} as const;

/**
 * Online check-in's pages (spec §2, issue 14), without locale prefix, by step. All but `signature`
 * check the session; `signature` also opens from a signing link (`?token=…`) in any browser.
 */
export const checkInPagePaths = {
  'checkin-start': '/reservation/checkin/start/',
  'checkin-details': '/reservation/checkin/details/',
  'checkin-options': '/reservation/checkin/options/',
  'checkin-payment': '/reservation/checkin/payment/',
  'checkin-contract': '/reservation/checkin/contract/',
  'checkin-signature': '/reservation/checkin/signature/',
} as const;

export type CheckInPageKind = keyof typeof checkInPagePaths;

export type ReservationPageKind = keyof typeof reservationPagePaths | CheckInPageKind;

export interface ReservationPageContext extends BasePageContext {
  page: ReservationPageKind;
  /** The overview's offices by location id (src/build/trip-offices.ts), so pickup and return read offline. */
  offices?: Record<string, TripOffice>;
}

/** The reservation pages in every locale: static frames whose data the functions give after load. */
export function planReservationPages(
  tenant: TenantId,
  siteUrl: string,
): (PagePlan & { context: ReservationPageContext })[] {
  return Object.entries({ ...reservationPagePaths, ...checkInPagePaths }).flatMap(([page, originalPath]) =>
    planInEveryLocale(tenant, siteUrl, 'reservation-page', originalPath).map((plan) => ({
      ...plan,
      context: { ...plan.context, page: page as ReservationPageKind },
    })),
  );
}

/** The lease page of issue 15, without locale prefix: the long-term brand's lease flow. */

export type LeasePageContext = BasePageContext;

/** The lease page in every locale, on a brand that offers leases (spec §1: the long-term brand); none elsewhere. */
export function planLeasePages(tenant: TenantId, siteUrl: string): PagePlan[] {
  return offersLeases(tenant) ? planInEveryLocale(tenant, siteUrl, 'lease-page', leasePagePath) : [];
}
