import type { LocaleCode } from '../config/locales';
import type { TenantId } from '../config/tenants';
import type { Strings } from '../i18n/translate';

/**
 * The staff desk's pages (issue 29): English and Icelandic only (the company's people read one of
 * them; docs/decisions/031). Not content pages: no chat, no session check, the header and footer slices only
 * for the error page that wraps every page,
 * `noindex`, not in the sitemaps, and disallowed in robots.txt.
 */
export const staffLanguages: readonly LocaleCode[] = ['en', 'is'];

export interface StaffPageContext {
  staffDesk: true;
  language: LocaleCode;
  tenant: TenantId;
  /** The page's own path (Gatsby reserves `path` in a page context). */
  staffPath: string;
  strings?: Strings;
}

export const staffPagePath = (language: LocaleCode) => (language === 'en' ? '/staff/' : `/${language}/staff/`);

export function planStaffPages(tenant: TenantId): { path: string; context: StaffPageContext }[] {
  return staffLanguages.map((language) => {
    const path = staffPagePath(language);
    return { path, context: { staffDesk: true, language, tenant, staffPath: path } };
  });
}

/** Whether a path is a staff page (the session check and the chat stay away from it). */
export const isStaffPath = (pathname: string) => /^\/(is\/)?staff\//.test(pathname);
