/**
 * UI strings of one language: the nested JSON of `locales/<lang>/common.json`, keys joined by dots
 * (`blocks.showMore`). Values hold `{{name}}` placeholders.
 */
export interface Strings {
  [key: string]: string | Strings;
}

export type TranslationValues = Record<string, string | number>;

/** Translates a dotted key, filling `{{name}}` placeholders; an unknown key comes back as itself. */
export type Translate = (key: string, values?: TranslationValues) => string;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The plural form of `key` for `count` in `locale`, by the CLDR rules `Intl.PluralRules` knows: keys
 * end as i18next's do (`photosWaiting_one`, `photosWaiting_few`, `photosWaiting_other`), `_other` being
 * the form every language has, then the bare key. English says "1 photo" and "2 photos"; Icelandic's
 * "one" also takes 21 and 31; Chinese has only "other".
 */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralKeys(key: string, count: number, locale: string): string[] {
  // One set of rules a language: a list page asks for dozens of counts while it hydrates.
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(count);
  return [`${key}_${category}`, `${key}_other`, key];
}

function find(strings: Strings, fallback: Strings | undefined, keys: readonly string[]): string | undefined {
  for (const candidate of keys) {
    const text = lookup(strings, candidate);
    if (text !== undefined) return text;
  }
  if (!fallback) return undefined;
  for (const candidate of keys) {
    const text = lookup(fallback, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * A translate function over `strings`, then `fallback` (English) for a key the language lacks. It
 * replaces each `{{name}}` once with its value (a value is never read for placeholders again) and
 * leaves a placeholder without a value as it is. Given the `locale`, a numeric `count` picks the
 * key's plural form (`pluralKeys`). The whole of what the site needs from i18next, in a few hundred
 * bytes of browser code (docs/decisions/005).
 */
export function createTranslator(strings: Strings, fallback?: Strings, locale?: string): Translate {
  return (key, values) => {
    const count = values?.count;
    const keys = locale && typeof count === 'number' ? pluralKeys(key, count, locale) : [key];
    const text = find(strings, fallback, keys);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(placeholder, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : String(value);
    });
  };
}

/**
 * The text of the first of `keys` the strings have (an error code's message, looked up where the page
 * keeps its own before the shared ones), else `fallback`: the server's own words or a general message.
 */
export function translateFirst(t: Translate, keys: readonly string[], fallback: string): string {
  for (const key of keys) {
    const translated = t(key);
    if (translated !== key) return translated;
  }
  return fallback;
}

/** `base` with every string of `over` laid on top, nested objects merged: a language over English. */
export function mergeStrings(base: Strings, over: Strings): Strings {
  const merged: Strings = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = typeof value === 'object' && typeof below === 'object' ? mergeStrings(below, value) : value;
  }
  return merged;
}
