import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { defaultLocale, type LocaleCode } from '../config/locales';

const localesFolder = path.resolve(__dirname, '../../locales');

function readStrings(language: LocaleCode): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(localesFolder, language, 'common.json'), 'utf8')) as Record<string, unknown>;
}

/**
 * A translate function for build time, over the same `locales/<lang>/common.json` the pages use:
 * slices are rendered outside the page's i18n provider, so their labels are translated here.
 */
export function buildTranslator(language: LocaleCode): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {
      [language]: { common: readStrings(language) },
      [defaultLocale]: { common: readStrings(defaultLocale) },
    },
    lng: language,
    fallbackLng: defaultLocale,
    defaultNS: 'common',
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
