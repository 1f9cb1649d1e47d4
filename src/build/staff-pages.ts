import { localeCodes, type LocaleCode } from '../config/locales';
import { localePrefix } from '../domain/paths';
import type { TenantId } from '../config/tenants';
import type { Strings } from '../i18n/translate';

/**
 * The staff desk's pages (issue 29): in every language of the site, as every UI is (a seasonal hire may
 * read German better than English; docs/decisions/031). Not content pages: no chat, no session check,
 * the header and footer slices only for the error page that wraps every page, `noindex`, not in the
 * sitemaps, and disallowed in robots.txt.
 */
export const staffLanguages: readonly LocaleCode[] = localeCodes;

export interface StaffPageContext {
  staffDesk: true;
  language: LocaleCode;
  tenant: TenantId;
  /** The page's own path (Gatsby reserves `path` in a page context). */
  staffPath: string;
  strings?: Strings;
}

export const staffPagePath = (language: LocaleCode) => `${localePrefix(language)}/staff/`;

export function planStaffPages(tenant: TenantId): { path: string; context: StaffPageContext }[] {
  return staffLanguages.map((language) => {
    const path = staffPagePath(language);
    return { path, context: { staffDesk: true, language, tenant, staffPath: path } };
  });
}

/** Whether a path is a staff page (the session check and the chat stay away from it). */
export const isStaffPath = (pathname: string) =>
  staffLanguages.some((language) => pathname.startsWith(staffPagePath(language)));
