import { parsePromotionBanner, type PromotionBannerState } from '../../domain/promotion';

/**
 * Where the promotion keeps what the visitor did (spec §3 client state): the dismissed code in local
 * storage under `{tenant}-hide-coupon`, the booking's coupon code (book-coupon-code) in session
 * storage, where the booking search reads it, and the banner's state (promotion-banner: active, open
 * counter, headline) in session storage beside it.
 */
export interface PromotionStorage {
  readDismissedCode(): string | null;
  storeDismissal(code: string): void;
  readCouponCode(): string | null;
  storeCouponCode(code: string): void;
  readBanner(): PromotionBannerState | null;
  storeBanner(state: PromotionBannerState): void;
}

/** Session storage key of the banner's state (spec §3 client state promotion-banner). */
export const promotionBannerKey = 'promotion-banner';

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
    readBanner: () => safely(() => parsePromotionBanner(window.sessionStorage.getItem(promotionBannerKey)), null),
    storeBanner: (state) =>
      safely(() => window.sessionStorage.setItem(promotionBannerKey, JSON.stringify(state)), undefined),
  };
}
