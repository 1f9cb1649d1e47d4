import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, type LocaleCode } from '../config/locales';
import { createTranslator, mergeStrings, type Strings, type Translate } from '../i18n/translate';

const localesFolder = path.resolve(__dirname, '../../locales');

function readStrings(language: LocaleCode): Strings {
  return JSON.parse(readFileSync(path.join(localesFolder, language, 'common.json'), 'utf8')) as Strings;
}

const cache = new Map<LocaleCode, Strings>();

/**
 * The UI strings of a language as pages get them in their context: `locales/<lang>/common.json`
 * over the English one, so a missing key falls back to English at build time, not in the browser.
 */
export function pageStrings(language: LocaleCode): Strings {
  let strings = cache.get(language);
  if (!strings) {
    strings =
      language === defaultLocale
        ? readStrings(language)
        : mergeStrings(readStrings(defaultLocale), readStrings(language));
    cache.set(language, strings);
  }
  return strings;
}

/**
 * A translate function for build time, over the same strings the pages get: slices are rendered
 * with labels translated here.
 */
export function buildTranslator(language: LocaleCode): Translate {
  return createTranslator(pageStrings(language));
}
