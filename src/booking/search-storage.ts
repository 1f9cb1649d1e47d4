import { isValidDateString } from '../domain/date-strings';
import { bookSearchKey, type BookingSearch } from './search';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isDateOrNull = (value: unknown) => value === null || (isText(value) && isValidDateString(value));
const isTime = (value: unknown) => isText(value) && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const isIndex = (value: unknown) => Number.isInteger(value) && (value as number) >= -1;

/** Whether a stored value has the shape of a booking search (it may come from an older site version). */
export function isBookingSearch(value: unknown): value is BookingSearch {
  if (typeof value !== 'object' || value === null) return false;
  const search = value as Record<string, unknown>;
  return (
    isTextOrNull(search.pickupLocationId) &&
    isIndex(search.pickupLocationIndex) &&
    isText(search.pickupLocationTitle) &&
    isTextOrNull(search.returnLocationId) &&
    isIndex(search.returnLocationIndex) &&
    isText(search.returnLocationTitle) &&
    isDateOrNull(search.pickupDate) &&
    isTime(search.pickupTime) &&
    isDateOrNull(search.returnDate) &&
    isTime(search.returnTime) &&
    isText(search.promoCode) &&
    typeof search.selfServiceOnly === 'boolean' &&
    Number.isInteger(search.refreshCount)
  );
}

/**
 * The search kept for this session under `book-search` (spec §2, §3), or null when none is kept, the
 * storage cannot be read, or what is kept is not JSON of a booking search's shape. Never throws.
 */
export function loadSearch(storage: Pick<Storage, 'getItem'>): BookingSearch | null {
  try {
    const raw = storage.getItem(bookSearchKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isBookingSearch(parsed) ? parsed : null;
  } catch {
    // Not JSON, or storage blocked (private mode, a sandboxed frame): the visitor starts a new search.
    return null;
  }
}

/**
 * Keeps the search for the session under `book-search`; with blocked or full storage nothing is kept.
 * Never throws.
 */
export function saveSearch(storage: Pick<Storage, 'setItem'>, search: BookingSearch): void {
  try {
    storage.setItem(bookSearchKey, JSON.stringify(search));
  } catch {
    // Blocked or full storage: the search still works on this page, it is only not kept for the next one.
  }
}

/** Session storage key of the coupon code (spec §3 book-coupon-code): from `?coupon=` or the promotion. */
export const couponCodeKey = 'book-coupon-code';

/** The coupon code kept for the session, or ''. */
export function loadCouponCode(storage: Pick<Storage, 'getItem'>): string {
  try {
    return storage.getItem(couponCodeKey)?.trim().toUpperCase() ?? '';
  } catch {
    // Storage blocked: no coupon, the promo code field stays empty.
    return '';
  }
}

/**
 * Keeps the `coupon` query parameter of an address (spec §2: read on any page, every brand) as the
 * session's coupon code, and as the promo code of a search already kept, so every search bar shows it
 * and the next availability asks with it. Returns the code kept, or '' when the address has none.
 * Never throws.
 */
export function keepCouponFromAddress(query: string, storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  const code = new URLSearchParams(query).get('coupon')?.trim().toUpperCase() ?? '';
  if (!code) return '';
  try {
    storage.setItem(couponCodeKey, code);
  } catch {
    // Blocked storage: the coupon is not kept; the visitor can still type it into the promo code field.
    return '';
  }
  const kept = loadSearch(storage);
  if (kept && kept.promoCode !== code) saveSearch(storage, { ...kept, promoCode: code });
  return code;
}
