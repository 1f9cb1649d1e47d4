import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultLocale, type LocaleCode } from '../config/locales';
import { defaultTenant, type TenantId } from '../config/tenants';
import { createTranslator, type Strings, type Translate } from './translate';

interface Translation {
  language: LocaleCode;
  /** The brand of the site: its visitors' currency choice is kept per brand (spec §3). */
  tenant: TenantId;
  t: Translate;
}

const TranslationContext = createContext<Translation>({
  language: defaultLocale,
  tenant: defaultTenant,
  t: (key) => key,
});

/**
 * Gives the components of a page its language, brand and UI strings. Gatsby wraps every page in it
 * (gatsby-ssr.tsx, gatsby-browser.tsx) with the strings the build put in the page context.
 */
export function TranslationProvider({
  language,
  tenant = defaultTenant,
  strings,
  children,
}: {
  language: LocaleCode;
  tenant?: TenantId;
  strings: Strings;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ language, tenant, t: createTranslator(strings, undefined, language) }),
    [language, tenant, strings],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The page's language, its brand and its translate function. */
export function useTranslation(): Translation {
  return useContext(TranslationContext);
}
