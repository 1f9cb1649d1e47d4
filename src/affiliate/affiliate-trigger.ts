import { affiliateClickDelayMs } from '../config/constants';

/**
 * The few lines of affiliate tracking every page carries: they decide whether the tracking module
 * (`affiliate-client.ts`, a chunk of its own) is needed at all, which is only when the address has
 * `?ref=` or, at payment, when the brand's click cookie exists.
 */

/** The brand's click id cookie (spec §3). */
export const clickCookieName = (tenant: string) => `${tenant}-affiliate-click-id`;

/** The brand of the page (`<html data-tenant>`), or null outside the site. */
function pageTenant(): string | null {
  return typeof document === 'undefined' ? null : (document.documentElement.dataset.tenant ?? null);
}

/** The referral code of an address's query (`?ref=`), or ''. */
export function referralCodeOf(query: string): string {
  return new URLSearchParams(query).get('ref')?.trim() ?? '';
}

/** Runs `task` at the page's load event (now, when the page has loaded already). */
function atLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

const clicked = new Set<string>();

/**
 * spec §2, §7: with `?ref=` in the address, the click is sent about 1.5 s after the page's load event,
 * once per code and page load. The tracking module is fetched meanwhile.
 */
export function trackReferral(query: string): void {
  const code = referralCodeOf(query);
  const tenant = pageTenant();
  if (!code || !tenant || clicked.has(code)) return;
  clicked.add(code);
  atLoad(() => {
    const loadedAt = Date.now();
    import(/* webpackChunkName: "affiliate" */ './affiliate-client')
      .then(({ scheduleClick, windowBrowser }) => {
        scheduleClick(windowBrowser(tenant), code, Math.max(0, affiliateClickDelayMs - (Date.now() - loadedAt)));
      })
      .catch(() => undefined);
  });
}

/** What the conversion needs of a paid reservation (the API's Reservation has it). */
interface PaidReservation {
  reference: string;
  status: string;
  currency: string;
  paid: number;
  refunded: number;
  promoCode: string | null;
}

/**
 * After a successful payment: the conversion when the brand's click cookie exists (spec §7), else
 * nothing is loaded. Never throws, and resolves once the conversion is sent or has failed (failures are
 * not shown, spec §8): a page about to leave (the payment's return page) waits for it, since leaving
 * would cancel the request; a page that stays need not.
 */
export function reportConversion(reservation: PaidReservation): Promise<void> {
  const tenant = pageTenant();
  if (!tenant || !document.cookie.includes(`${clickCookieName(tenant)}=`)) return Promise.resolve();
  if (reservation.status !== 'confirmed' || reservation.paid - reservation.refunded <= 0) return Promise.resolve();
  return import(/* webpackChunkName: "affiliate" */ './affiliate-client')
    .then(({ sendConversion, windowBrowser }) => sendConversion(windowBrowser(tenant), reservation))
    .then(
      () => undefined,
      () => undefined,
    );
}
