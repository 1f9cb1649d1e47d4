import { defaultLocale, isLocaleCode, type LocaleCode } from '../../src/config/locales';
import { localePrefix } from '../../src/domain/paths';

/** What the staff sign-in and its callback share (netlify/functions/staff-sign-in.mts, staff-callback.mts). */

/** `__Host-`: only this host may set it, Secure, Path=/ (issue 38). */
export const signInCookieName = '__Host-nl_staff_signin';
export const signInMinutes = 10;

export function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 302, headers });
}

/** The language of a staff page's path (`/de/staff/…` is German), or null when it is no staff page. */
function staffPageLanguage(path: string): LocaleCode | null {
  const match = /^\/(?:([a-z]{2})\/)?staff\//.exec(path);
  if (!match) return null;
  const language = match[1] ?? defaultLocale;
  return isLocaleCode(language) ? language : null;
}

/** Only the staff pages may be returned to: never an open redirect. */
export function safeReturnTo(value: string | null): string {
  return value && staffPageLanguage(value) && /^[^\s\\]*$/.test(value) && !value.includes('//') ? value : '/staff/';
}

/** The desk's page in the language the sign-in started from. */
export const staffHome = (returnTo: string) => `${localePrefix(staffPageLanguage(returnTo) ?? defaultLocale)}/staff/`;

/** Where the identity provider sends the browser back: configured, or this site's callback. */
export function callbackUri(request: Request, configured: string | null): string {
  return configured ?? new URL('/api/staff/callback', new URL(request.url).origin).href;
}
