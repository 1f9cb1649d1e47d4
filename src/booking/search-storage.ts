import { isValidDateString } from '../domain/dates';
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

/** The search kept for this session (spec §2), or null when none or something unreadable is stored. */
export function loadSearch(storage: Pick<Storage, 'getItem'>): BookingSearch | null {
  try {
    const raw = storage.getItem(bookSearchKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isBookingSearch(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps the search for the session; without storage (private mode, full) nothing is kept. */
export function saveSearch(storage: Pick<Storage, 'setItem'>, search: BookingSearch): void {
  try {
    storage.setItem(bookSearchKey, JSON.stringify(search));
  } catch {
    // The search still works on this page.
  }
}

/** Session storage key of the coupon code (spec §3 book-coupon-code): from `?coupon=` or the promotion. */
export const couponCodeKey = 'book-coupon-code';

/** The coupon code kept for the session, or ''. */
export function loadCouponCode(storage: Pick<Storage, 'getItem'>): string {
  try {
    return storage.getItem(couponCodeKey)?.trim().toUpperCase() ?? '';
  } catch {
    return '';
  }
}
