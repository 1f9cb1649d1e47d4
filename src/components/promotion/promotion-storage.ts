/**
 * Where the promotion keeps what the visitor did (spec §3 client state): the dismissed code in local
 * storage under `{tenant}-hide-coupon`, and the booking's coupon code (book-coupon-code) in session
 * storage, where the booking search of a later issue reads it.
 */
export interface PromotionStorage {
  readDismissedCode(): string | null;
  storeDismissal(code: string): void;
  readCouponCode(): string | null;
  storeCouponCode(code: string): void;
}

export { couponCodeKey } from '../../booking/search-storage';
import { couponCodeKey } from '../../booking/search-storage';

export function dismissedCodeKey(tenant: string): string {
  return `${tenant}-hide-coupon`;
}

/** Storage can be switched off (private modes, blocked cookies): the promotion then works for the visit only. */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch (error) {
    console.warn('Browser storage is not available', error);
    return fallback;
  }
}

export function browserPromotionStorage(tenant: string): PromotionStorage {
  return {
    readDismissedCode: () => safely(() => window.localStorage.getItem(dismissedCodeKey(tenant)), null),
    storeDismissal: (code) => safely(() => window.localStorage.setItem(dismissedCodeKey(tenant), code), undefined),
    readCouponCode: () => safely(() => window.sessionStorage.getItem(couponCodeKey), null),
    storeCouponCode: (code) => safely(() => window.sessionStorage.setItem(couponCodeKey, code), undefined),
  };
}
