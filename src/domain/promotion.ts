import { isValidDateString, parseTime } from './date-strings';

/** A promotion's validity (spec §3 Promotion settings): 'YYYY-MM-DD' dates and 'HH:mm' times in Iceland. */
export type PromotionDates = { from: { date: string; time: string }; to: { date: string; time: string } };

/** The parts of a promotion template that decide whether its text is shown. */
export type PromotionTemplate = { text?: string; promoCode?: string; percentage?: number };

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/**
 * The instant (epoch milliseconds) of a promotion date and time read in Iceland, or null when either part
 * is malformed. Business time is Atlantic/Reykjavik, UTC all year (spec §9: no daylight saving), so the
 * date and time are read as UTC without a time-zone library: the popup's code is loaded on the first
 * visit of every page, where luxon would be 21 KB more (issue 18). promotion.test.ts checks this
 * against luxon in the zone.
 */
export function promotionInstant(point: { date: string; time: string }): number | null {
  const minutes = parseTime(point.time);
  if (!isValidDateString(point.date) || minutes === null) return null;
  const [year, month, day] = point.date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) + minutes * 60_000;
}

/**
 * Whether the promotion runs at `now` (spec §4 Promotion): strictly after its start and strictly before
 * its end, both read in Atlantic/Reykjavik. Malformed dates make the promotion invalid, so it is not shown.
 */
export function isPromotionValid(validDates: PromotionDates, now: Date): boolean {
  const from = promotionInstant(validDates.from);
  const to = promotionInstant(validDates.to);
  const nowMs = now.getTime();
  if (from === null || to === null || Number.isNaN(nowMs)) return false;
  return from < nowMs && nowMs < to;
}

const templatePlaceholder = /\{(promoCode|percentage|expiryDate)\}/g;

/**
 * The text with {promoCode}, {percentage} and {expiryDate} replaced by their values (spec §3). A
 * placeholder whose value is missing, and any other placeholder, is left as it is.
 */
export function fillTemplate(
  text: string,
  values: { promoCode?: string; percentage?: number; expiryDate?: string },
): string {
  return text.replace(templatePlaceholder, (placeholder, name: keyof typeof values) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/**
 * Whether the promotion text is shown (spec §5): not when the text, the promo code or the percentage is
 * missing. Empty or blank strings count as missing, and so does a percentage that is not a positive number
 * (a 0 % promotion would advertise nothing).
 */
export function isPromotionTextShown(template: PromotionTemplate): boolean {
  const { text, promoCode, percentage } = template;
  return (
    typeof text === 'string' &&
    text.trim() !== '' &&
    typeof promoCode === 'string' &&
    promoCode.trim() !== '' &&
    typeof percentage === 'number' &&
    Number.isFinite(percentage) &&
    percentage > 0
  );
}

const zero: Countdown = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** Whether a countdown stands at zeros: the promotion has ended (spec §4: the countdown stops). */
export function hasCountdownEnded(time: Countdown): boolean {
  return Object.values(time).every((part) => part === 0);
}

/**
 * The time left until the promotion ends, in whole days, hours, minutes and seconds (rounded down);
 * zeros at and after the end, and for a malformed end (spec §4: the countdown stops and shows zeros).
 */
export function countdown(to: PromotionDates['to'], now: Date): Countdown {
  const end = promotionInstant(to);
  const left = end === null ? 0 : end - now.getTime();
  if (!(left > 0)) return { ...zero };
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

const bookingPath = /^\/(?:[a-z]{2}\/)?book\//;
const promotionFreePathParts = ['reservation', 'book/options', 'book/details', 'book/payment', 'book/error'];

/**
 * Whether the promotion popup and banner stay away from a path: a booking page (a path under /book/,
 * with or without a locale prefix, spec §4) or a path containing reservation, book/options,
 * book/details, book/payment or book/error (spec §2).
 */
export function isPromotionHiddenPath(path: string): boolean {
  return bookingPath.test(path) || promotionFreePathParts.some((part) => path.includes(part));
}

/** A promotion as its popup and banner decide on it: its code and validity (spec §3 Promotion settings). */
export interface PromotionRules {
  promoCode: string;
  validDates: PromotionDates;
}

/** What a visit brings to the decision: the page, the time, and what the visitor did before (spec §3 client state). */
export interface PromotionVisit {
  path: string;
  now: Date;
  /** The code stored as dismissed (local storage `{tenant}-hide-coupon`), or null. */
  dismissedCode: string | null;
  /** The coupon code of the booking (book-coupon-code), or null. */
  couponCode: string | null;
}

/** Whether the banner may show (spec §4): on a path that is not a booking page, while valid and not applied. */
export function isPromotionBannerActive(
  promotion: PromotionRules,
  visit: Omit<PromotionVisit, 'dismissedCode'>,
): boolean {
  return (
    isPromotionValid(promotion.validDates, visit.now) &&
    visit.couponCode !== promotion.promoCode &&
    !isPromotionHiddenPath(visit.path)
  );
}

/** Whether the popup opens on app load (spec §4): valid, this code not applied nor dismissed, not a booking page. */
export function opensPromotionPopup(promotion: PromotionRules, visit: PromotionVisit): boolean {
  return isPromotionBannerActive(promotion, visit) && visit.dismissedCode !== promotion.promoCode;
}

/** What the promotion shows on app load: the popup, else the banner, else nothing (spec §4). */
export type PromotionOnLoad = 'popup' | 'banner' | 'none';

/**
 * The promotion's first paint (spec §4): the popup when it opens, else the banner when it is active (a
 * visitor who dismissed this code before), else nothing. promotionMachine decides its initial state with
 * the same two rules, so the light view shown before the machine loads and the machine agree.
 */
export function promotionOnLoad(promotion: PromotionRules, visit: PromotionVisit): PromotionOnLoad {
  if (opensPromotionPopup(promotion, visit)) return 'popup';
  return isPromotionBannerActive(promotion, visit) ? 'banner' : 'none';
}

/**
 * The promotion banner's state kept in the browser (spec §3 client state `promotion-banner`: active,
 * open counter, headline): whether the banner shows, how many times the popup has opened in this
 * browsing session, and the banner's headline as last shown (in the visitor's language).
 */
export interface PromotionBannerState {
  active: boolean;
  openCounter: number;
  headline: string;
}

/**
 * The kept banner state after the promotion shows `shown` with `headline` (a pure step): the open
 * counter counts each opening of the popup (closed, or nothing kept, before; open now), active follows
 * the banner, the headline the banner's text. Unchanged facts give back `previous` itself.
 */
export function nextPromotionBanner(
  previous: PromotionBannerState | null,
  shown: { isPopupOpen: boolean; isBannerActive: boolean; wasPopupOpen: boolean },
  headline: string,
): PromotionBannerState {
  const opened = shown.isPopupOpen && !shown.wasPopupOpen ? 1 : 0;
  const next = {
    active: shown.isBannerActive,
    openCounter: (previous?.openCounter ?? 0) + opened,
    headline,
  };
  return previous &&
    previous.active === next.active &&
    previous.openCounter === next.openCounter &&
    previous.headline === next.headline
    ? previous
    : next;
}

/** A kept banner state read back, or null when it is missing or not of its shape (never throws). */
export function parsePromotionBanner(raw: string | null): PromotionBannerState | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { active, openCounter, headline } = value as Record<string, unknown>;
    return typeof active === 'boolean' &&
      typeof openCounter === 'number' &&
      Number.isInteger(openCounter) &&
      openCounter >= 0 &&
      typeof headline === 'string'
      ? { active, openCounter, headline }
      : null;
  } catch {
    // Not JSON (another script's value under the key): nothing kept.
    return null;
  }
}
