import { affiliateClickCookieDays, affiliateRetries, referralIdPrefix } from '../config/constants';
import { clickCookieName } from './affiliate-trigger';

/**
 * The browser's side of affiliate tracking (spec §2, §7, §9): the brand's referral id in local storage,
 * the click sent after load when the address has `?ref=`, the click id kept in a cookie for 60 days,
 * and the conversion of a paid reservation. Loaded on demand (`affiliate-trigger.ts`): a page without
 * `ref` and without a click cookie never downloads it. Failures are never shown (spec §8).
 */

type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** What the module touches of the browser, passed in so that tests give their own. */
export interface AffiliateBrowser {
  tenant: string;
  /** Local storage, or null where reading it throws. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Reads and writes `document.cookie`. */
  cookies: { read: () => string; write: (cookie: string) => void };
  fetch: Fetch;
  /** Whether the page is served over https (the cookie is then Secure). */
  secure: boolean;
  now: () => Date;
  /** Random numbers in [0, 1). */
  random?: () => number;
}

/** Local storage key of the brand's referral id (spec §3). */
export const referralIdKey = (tenant: string) => `${tenant}-referral-id`;
/** Local storage key of the references whose conversion was sent (so a reload never sends one again). */
export const sentConversionsKey = (tenant: string) => `${tenant}-affiliate-conversions`;

const referralIdLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const referralIdLength = 12;
/** Referral ids made where storage is switched off: one per brand for the life of the page. */
const unstoredIds = new Map<string, string>();

/** `U-` and 12 random uppercase letters. */
export function newReferralId(random: () => number = Math.random): string {
  let id = referralIdPrefix;
  for (let index = 0; index < referralIdLength; index += 1) {
    id += referralIdLetters[Math.floor(random() * referralIdLetters.length)] ?? 'A';
  }
  return id;
}

/**
 * The brand's referral id: the one kept in local storage, else a new one, kept there from now on.
 * Where storage is switched off or full, the id lives as long as the page.
 */
export function referralId(browser: AffiliateBrowser): string {
  const key = referralIdKey(browser.tenant);
  try {
    const kept = browser.storage?.getItem(key);
    if (kept && /^U-[A-Z0-9]{6,40}$/.test(kept)) return kept;
  } catch {
    // Storage blocked: a page-long id below.
  }
  const id = unstoredIds.get(browser.tenant) ?? newReferralId(browser.random);
  try {
    if (!browser.storage) throw new Error('No storage');
    browser.storage.setItem(key, id);
  } catch {
    unstoredIds.set(browser.tenant, id);
  }
  return id;
}

/** The click id of the brand's cookie, or null. */
export function clickIdOf(cookies: string, tenant: string): string | null {
  const name = clickCookieName(tenant);
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const id = decodeURIComponent(value.join('='));
      return id === '' ? null : id;
    }
  }
  return null;
}

/** The click cookie: 60 days, the whole site, SameSite=Lax, Secure over https. */
export function clickCookie(tenant: string, clickId: string, now: Date, secure: boolean): string {
  const seconds = affiliateClickCookieDays * 86_400;
  const expires = new Date(now.getTime() + seconds * 1000).toUTCString();
  return [
    `${clickCookieName(tenant)}=${encodeURIComponent(clickId)}`,
    `Max-Age=${seconds}`,
    `Expires=${expires}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * POSTs `body` as JSON; tried `affiliateRetries` more times when the network fails, the server fails
 * (5xx) or is busy (429). Another 4xx is final: the same request would be refused again.
 */
async function postWithRetry(fetch: Fetch, path: string, body: unknown): Promise<unknown> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= affiliateRetries; attempt += 1) {
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
      });
      if (response.ok) return await response.json();
      lastError = new Error(`${path} answered ${response.status}`);
      if (response.status < 500 && response.status !== 429) break;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Sends the click of `referralCode` (spec §7 click) and keeps its id in the brand's cookie. */
export async function sendClick(browser: AffiliateBrowser, referralCode: string): Promise<string | null> {
  const answer = (await postWithRetry(browser.fetch, '/api/affiliate/click', {
    tenant: browser.tenant,
    ref: referralId(browser),
    referralCode,
  })) as { clickId?: unknown } | null;
  const clickId = typeof answer?.clickId === 'string' ? answer.clickId : null;
  if (clickId) browser.cookies.write(clickCookie(browser.tenant, clickId, browser.now(), browser.secure));
  return clickId;
}

/**
 * Sends the click `delayMs` from now (spec §9: 1500 ms after load, one retry). Never throws: a failed
 * click is not shown. Returns a function that cancels a click not yet sent.
 */
export function scheduleClick(browser: AffiliateBrowser, referralCode: string, delayMs: number): () => void {
  const timer = setTimeout(() => {
    sendClick(browser, referralCode).catch(() => undefined);
  }, delayMs);
  return () => clearTimeout(timer);
}

/** What the conversion needs of a paid reservation (the API's Reservation has it all). */
export interface PaidReservation {
  reference: string;
  currency: string;
  paid: number;
  refunded: number;
  promoCode: string | null;
}

function sentReferences(browser: AffiliateBrowser): string[] {
  try {
    const parsed: unknown = JSON.parse(browser.storage?.getItem(sentConversionsKey(browser.tenant)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function rememberSent(browser: AffiliateBrowser, reference: string): void {
  try {
    const kept = [...sentReferences(browser).filter((item) => item !== reference), reference].slice(-20);
    browser.storage?.setItem(sentConversionsKey(browser.tenant), JSON.stringify(kept));
  } catch {
    // Storage blocked: the server still stores a reservation's conversion only once.
  }
}

/**
 * Sends the conversion of a paid reservation (spec §7 conversion) when the brand's click cookie holds
 * a click id, once per reservation, with one retry. True when it was sent (or had been before).
 */
export async function sendConversion(browser: AffiliateBrowser, reservation: PaidReservation): Promise<boolean> {
  const clickId = clickIdOf(browser.cookies.read(), browser.tenant);
  if (!clickId) return false;
  if (sentReferences(browser).includes(reservation.reference)) return true;
  await postWithRetry(browser.fetch, '/api/affiliate/conversion', {
    tenant: browser.tenant,
    ref: referralId(browser),
    clickId,
    externalId: reservation.reference,
    amount: reservation.paid - reservation.refunded,
    currency: reservation.currency,
    coupon: reservation.promoCode,
  });
  rememberSent(browser, reservation.reference);
  return true;
}

/** The real browser. */
export function windowBrowser(tenant: string): AffiliateBrowser {
  let storage: AffiliateBrowser['storage'] = null;
  try {
    storage = window.localStorage;
  } catch {
    // Reading window.localStorage throws where storage is switched off.
  }
  return {
    tenant,
    storage,
    cookies: {
      read: () => document.cookie,
      write: (cookie) => {
        document.cookie = cookie;
      },
    },
    fetch: (input, init) => window.fetch(input, init),
    secure: window.location.protocol === 'https:',
    now: () => new Date(),
  };
}
