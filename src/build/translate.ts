import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, type LocaleCode } from '../config/locales';
import { createTranslator, mergeStrings, type Strings, type Translate } from '../i18n/translate';

const localesFolder = path.resolve(__dirname, '../../locales');

/**
 * The files of UI strings in `locales/<lang>/`: `common` for every page, `search` for pages with the
 * search bar, `booking` for the booking wizard, `reservation` for the reservation pages, `edit` for their edit wizard, `checkin` for online check-in, `lease` for the long-term brand's lease page, `condition` for the condition walk and its overview entry, `staff` for the staff desk (English and Icelandic only). Each page gets only the files it uses.
 */
export type StringsFile =
  'common' | 'search' | 'booking' | 'reservation' | 'edit' | 'checkin' | 'lease' | 'staff' | 'condition';

export function readStrings(language: LocaleCode, file: StringsFile = 'common'): Strings {
  return JSON.parse(readFileSync(path.join(localesFolder, language, `${file}.json`), 'utf8')) as Strings;
}

const cache = new Map<string, Strings>();

/**
 * The UI strings of a language as pages get them in their context: the `files` of
 * `locales/<lang>/` over the English ones, so a missing key falls back to English at build time, not
 * in the browser.
 */
export function pageStrings(language: LocaleCode, files: readonly StringsFile[] = ['common']): Strings {
  const key = `${language}:${files.join(',')}`;
  let strings = cache.get(key);
  if (!strings) {
    strings = {};
    for (const file of files) {
      const english = readStrings(defaultLocale, file);
      strings = mergeStrings(
        strings,
        language === defaultLocale ? english : mergeStrings(english, readStrings(language, file)),
      );
    }
    cache.set(key, strings);
  }
  return strings;
}

/**
 * A translate function for build time, over the same strings the pages get: slices are rendered
 * with labels translated here.
 */
export function buildTranslator(language: LocaleCode): Translate {
  return createTranslator(pageStrings(language), undefined, language);
}
