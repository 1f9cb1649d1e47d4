import type { LocaleCode } from '../config/locales';
import { formatDate } from '../i18n/format-date';

/**
 * A blog post's date as the site writes it, formatted once at build for the page or slice data: the
 * header's recent posts "Mar 3" (`short`), teasers and the post itself "March 3, 2027" (`long`).
 *
 * Not formatted in the browser because a page's first `Intl` call sets up ICU, about 10 ms on a fast
 * machine and four times that on Lighthouse's phone, all inside hydration's one task (issue 18: total
 * blocking time). Every content page renders the header's recent posts, so every page paid it.
 */
export function postDateLabel(date: string, language: LocaleCode, style: 'short' | 'long' = 'long'): string {
  return formatDate(date, language, style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'long' });
}
