import type { Strings } from './translate';

/**
 * What the locale completeness tests compare (translate.test.ts, server/mail/render.test.ts): the keys
 * of a strings tree, with plural forms (`count_one`, `count_other`: src/i18n/translate.ts) read as
 * one key of several forms, since each language has its own plural categories (English one and other,
 * Spanish, French and Portuguese many too, Chinese only other).
 */

/** The CLDR categories a plural key may end in. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** A key without its plural ending, and the category the ending names (none for a key without one). */
export function pluralForm(key: string): { base: string; category?: Intl.LDMLPluralRule } {
  const match = pluralSuffix.exec(key);
  return match ? { base: key.slice(0, match.index), category: match[1] as Intl.LDMLPluralRule } : { base: key };
}

/** Every dotted key of a strings tree. */
export function keysOf(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/**
 * The keys of `strings` for comparing languages: each plain key as it is, each plural key once, as
 * `base_{plural}`, and apart from them the plural keys whose forms are not exactly the categories
 * `locale` has (named `base_{missing or extra: …}`), so a language must give every form its own rules
 * select (`_other` always) and none it never selects.
 */
export function comparableKeys(strings: Strings, locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();
  const forms = new Map<string, string[]>();
  const plain: string[] = [];
  for (const key of keysOf(strings)) {
    const { base, category } = pluralForm(key);
    if (category) forms.set(base, [...(forms.get(base) ?? []), category]);
    else plain.push(key);
  }
  const plural = [...forms].map(([base, found]) => {
    const given = found.slice().sort();
    return given.join() === categories.join() ? `${base}_{plural}` : `${base}_{forms: ${given.join(' ')}}`;
  });
  return [...plain, ...plural].sort();
}
