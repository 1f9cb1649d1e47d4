import { botPattern } from '../browser/bots';
import { localeCookieDays } from '../config/constants';
import { defaultLocale, localeCodes } from '../config/locales';

/** The locale cookie (spec §4, §9): the visitor's language, 365 days, same-site lax, path /. */
export const localeCookieName = 'locale';

/** The `document.cookie` assignment that remembers `code` as the visitor's language. */
export function localeCookie(code: string): string {
  return `${localeCookieName}=${code}; max-age=${localeCookieDays * 24 * 60 * 60}; path=/; samesite=lax`;
}

/** Remembers the language the visitor chose (the region dialog). */
export function rememberLocale(code: string): void {
  document.cookie = localeCookie(code);
}

export interface FirstVisitInput {
  /** `document.cookie`. */
  cookie: string;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
  userAgent: string;
  cookieName: string;
  codes: readonly string[];
  defaultCode: string;
  bots: RegExp;
}

export interface FirstVisitDecision {
  /** The path to replace `/` with, or null to stay. */
  go: string | null;
  /** The language to remember in the cookie, or null to write none. */
  remember: string | null;
}

/**
 * What a visit to `/` does about the language (spec §4: "detected from route, cookie or the browser
 * language, on first access only"). A visitor with the locale cookie has been here, or chose a
 * language, and stays. A crawler stays and gets no cookie. Anyone else is on a first visit: the first
 * of the browser's languages that is one of the site's, by primary subtag (`de-AT` → de), is
 * remembered, and the visitor goes to its home page unless it is English, whose home page is `/`.
 *
 * Written to run as it is in the inline script of `/` (gatsby-ssr.tsx writes its source into the
 * page): everything comes in as input, and it uses no syntax that Babel would need a helper for.
 */
export function firstVisitDecision(input: FirstVisitInput): FirstVisitDecision {
  const stay = { go: null, remember: null };
  if (input.bots.test(input.userAgent)) return stay;
  const cookies = input.cookie.split(';');
  for (let i = 0; i < cookies.length; i += 1) {
    const pair = (cookies[i] as string).trim().split('=');
    if (pair[0] === input.cookieName && input.codes.indexOf(pair[1] as string) !== -1) return stay;
  }
  let chosen = input.defaultCode;
  for (let i = 0; i < input.languages.length; i += 1) {
    const primary = (input.languages[i] as string).toLowerCase().split('-')[0] as string;
    if (input.codes.indexOf(primary) !== -1) {
      chosen = primary;
      break;
    }
  }
  return { go: chosen === input.defaultCode ? null : `/${chosen}/`, remember: chosen };
}

/**
 * The inline script of the home page `/`, run in `<head>` before anything is painted, so a first
 * visit goes to its language's home page without showing English first. It keeps the query (a
 * coupon or referral code) and the fragment.
 */
export function firstVisitScript(): string {
  const settings = [
    `cookie:document.cookie`,
    `languages:navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||'']`,
    `userAgent:navigator.userAgent||''`,
    `cookieName:${JSON.stringify(localeCookieName)}`,
    `codes:${JSON.stringify(localeCodes)}`,
    `defaultCode:${JSON.stringify(defaultLocale)}`,
    `bots:${botPattern.toString()}`,
  ].join(',');
  const cookieTail = localeCookie('').slice(localeCookieName.length + 1);
  return (
    `(function(){try{var d=(${firstVisitDecision.toString()})({${settings}});` +
    `if(d.remember)document.cookie=${JSON.stringify(`${localeCookieName}=`)}+d.remember+${JSON.stringify(cookieTail)};` +
    `if(d.go)location.replace(d.go+location.search+location.hash)}catch(e){}})()`
  );
}
