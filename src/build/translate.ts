import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { defaultLocale, type LocaleCode } from '../config/locales';
import { createI18n } from '../i18n/instance';

const localesFolder = path.resolve(__dirname, '../../locales');

function readStrings(language: LocaleCode): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(localesFolder, language, 'common.json'), 'utf8')) as Record<string, unknown>;
}

/**
 * A translate function for build time, over the same `locales/<lang>/common.json` the pages use:
 * slices are rendered outside the page's i18n provider, so their labels are translated here.
 */
export function buildTranslator(language: LocaleCode): TFunction {
  const resources = {
    [language]: { common: readStrings(language) },
    [defaultLocale]: { common: readStrings(defaultLocale) },
  };
  return createI18n(resources, language).t;
}
