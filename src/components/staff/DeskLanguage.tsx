import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isLocaleCode, locales, type LocaleCode } from '../../config/locales';
import type { TenantId } from '../../config/tenants';
import type { Strings } from '../../i18n/translate';
import { TranslationProvider, useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './staff.module.css';

/** Where the device keeps the desk's language (one staff member per device at a time, as the session). */
export const deskLanguageKey = 'staff.deskLanguage';

/** A language's desk strings: a chunk of their own, fetched when a staff member chooses that language. */
const deskStrings = (language: LocaleCode) =>
  import(`../../../locales/${language}/staff.json`) as Promise<{ default: Strings }>;

function storedLanguage(): LocaleCode | null {
  try {
    const value = window.localStorage.getItem(deskLanguageKey);
    return isLocaleCode(value) ? value : null;
  } catch {
    // Storage switched off: the page's language.
    return null;
  }
}

function storeLanguage(language: LocaleCode): void {
  try {
    window.localStorage.setItem(deskLanguageKey, language);
  } catch {
    // Storage switched off: the choice holds until the page is left.
  }
}

interface DeskLanguageChoice {
  language: LocaleCode;
  choose: (language: LocaleCode) => void;
}

const DeskLanguageContext = createContext<DeskLanguageChoice | null>(null);

/**
 * The desk's language (issue 39): the staff member's choice, kept on the device and applied at once
 * (no reload: the view keeps its state and is not fetched again). Until a choice is made, the page's
 * language. The desk's strings of another language come as their own chunk; `<html lang>` follows.
 */
export function DeskLanguage({
  pageLanguage,
  pageStrings,
  tenant,
  children,
}: {
  pageLanguage: LocaleCode;
  pageStrings: Strings;
  tenant?: TenantId;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<{ language: LocaleCode; strings: Strings }>({
    language: pageLanguage,
    strings: pageStrings,
  });

  // The newest choice: a slower chunk of an earlier choice does not win over it.
  const latest = useRef<LocaleCode>(pageLanguage);
  const load = useCallback((language: LocaleCode) => {
    latest.current = language;
    deskStrings(language).then(
      (loaded) => {
        if (latest.current === language) setCurrent({ language, strings: loaded.default });
      },
      () => {
        // The chunk failed (offline): the desk stays in the language it is in.
      },
    );
  }, []);

  useEffect(() => {
    const stored = storedLanguage();
    if (stored && stored !== pageLanguage) load(stored);
  }, [load, pageLanguage]);

  useEffect(() => {
    document.documentElement.lang = current.language;
  }, [current.language]);

  const choice = useMemo(
    () => ({
      language: current.language,
      choose: (language: LocaleCode) => {
        storeLanguage(language);
        if (language === pageLanguage) {
          latest.current = language;
          setCurrent({ language, strings: pageStrings });
        } else {
          load(language);
        }
      },
    }),
    [current.language, load, pageLanguage, pageStrings],
  );

  return (
    <TranslationProvider language={current.language} tenant={tenant} strings={current.strings}>
      <DeskLanguageContext.Provider value={choice}>{children}</DeskLanguageContext.Provider>
    </TranslationProvider>
  );
}

/** The chooser of the desk's language, each language named in itself. */
export function DeskLanguageChooser() {
  const { t } = useTranslation();
  const choice = useContext(DeskLanguageContext);
  if (!choice) return null;
  return (
    <div className={styles.languageChooser}>
      <label htmlFor="staff-desk-language">{t('staff.deskLanguage')}</label>
      <select
        id="staff-desk-language"
        value={choice.language}
        onChange={(event) => {
          if (isLocaleCode(event.target.value)) choice.choose(event.target.value);
        }}
      >
        {locales.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}
