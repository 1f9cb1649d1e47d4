import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultLocale, type LocaleCode } from '../config/locales';
import { createTranslator, type Strings, type Translate } from './translate';

interface Translation {
  language: LocaleCode;
  t: Translate;
}

const TranslationContext = createContext<Translation>({ language: defaultLocale, t: (key) => key });

/**
 * Gives the components of a page its language and UI strings. Gatsby wraps every page in it
 * (gatsby-ssr.tsx, gatsby-browser.tsx) with the strings the build put in the page context.
 */
export function TranslationProvider({
  language,
  strings,
  children,
}: {
  language: LocaleCode;
  strings: Strings;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, t: createTranslator(strings) }), [language, strings]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The page's language and its translate function. */
export function useTranslation(): Translation {
  return useContext(TranslationContext);
}
