import { localeCodes, type LocaleCode } from '../config/locales';
import { pageStrings, readStrings } from '../build/translate';
import { comparableKeys, keysOf, pluralForm } from './locale-keys';
import { translateFirst, createTranslator, mergeStrings } from './translate';

describe('createTranslator', () => {
  const t = createTranslator({
    blog: { readTime: '{{count}} min read' },
    plain: 'Hi',
    nested: { deeper: { key: 'Deep' } },
  });

  it('reads dotted keys at any depth', () => {
    expect(t('plain')).toBe('Hi');
    expect(t('nested.deeper.key')).toBe('Deep');
  });

  it('fills placeholders once and leaves those without a value', () => {
    expect(t('blog.readTime', { count: 4 })).toBe('4 min read');
    expect(t('blog.readTime')).toBe('{{count}} min read');
    // A value holding a placeholder is not read again (the copyright year is filled in later).
    expect(createTranslator({ c: '© {{year}} {{company}}' })('c', { year: '{{year}}', company: 'A' })).toBe(
      '© {{year}} A',
    );
  });

  it('answers an unknown key, or a key naming a group, with the key itself', () => {
    expect(t('missing.key')).toBe('missing.key');
    expect(t('nested')).toBe('nested');
    expect(t('plain.more')).toBe('plain.more');
  });

  it('falls back to the second set of strings', () => {
    expect(createTranslator({ a: 'A' }, { b: 'B' })('b')).toBe('B');
  });
});

describe('mergeStrings and pageStrings', () => {
  it('lays a language over English, group by group', () => {
    expect(mergeStrings({ a: { x: 'X', y: 'Y' }, b: 'B' }, { a: { x: 'Ex' } })).toEqual({
      a: { x: 'Ex', y: 'Y' },
      b: 'B',
    });
  });

  it('gives every language every English key (each plural key with the forms of both)', () => {
    const bases = (code: LocaleCode) =>
      [...new Set(keysOf(pageStrings(code)).map((key) => pluralForm(key).base))].sort();
    const english = bases('en');
    for (const code of localeCodes) expect(bases(code)).toEqual(english);
  });
});

describe('the strings files of every language', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

  it.each(['common', 'search', 'booking', 'reservation', 'edit', 'checkin', 'lease', 'staff'] as const)(
    '%s.json has every English key, translated, with the same placeholders and the plural forms of its language',
    (file) => {
      const english = readStrings('en', file);
      const englishKeys = comparableKeys(english, 'en');
      const t = createTranslator(english);
      /** The English text a language's key translates: a plural form's is English's `_other`. */
      const englishOf = (key: string) => {
        const { base, category } = pluralForm(key);
        return category ? t(`${base}_other`) : t(key);
      };
      for (const code of localeCodes.filter((language) => language !== 'en')) {
        const strings = readStrings(code, file);
        expect(comparableKeys(strings, code)).toEqual(englishKeys);
        const translated = createTranslator(strings);
        const ownKeys = keysOf(strings);
        const untranslated = ownKeys.filter(
          (key) =>
            translated(key) === englishOf(key) &&
            !/^[\d\s%−MY/.:A-Z]*$/.test(englishOf(key).replace(/\{\{\s*\w+\s*\}\}/g, '')) &&
            englishOf(key).length > 3,
        );
        // Brand-neutral words such as "CVC" or "Kennitala" may stay; sentences may not.
        expect(untranslated.filter((key) => englishOf(key).includes(' '))).toEqual([]);
        for (const key of ownKeys) expect(placeholders(translated(key))).toEqual(placeholders(englishOf(key)));
      }
    },
  );

  it('reads plural keys by their forms: a missing _other, or a form the language never selects, is named', () => {
    expect(comparableKeys({ a: { n_one: 'x', n_other: 'y' }, b: 'z' }, 'en')).toEqual(['a.n_{plural}', 'b']);
    expect(comparableKeys({ n_one: 'x', n_many: 'x', n_other: 'y' }, 'fr')).toEqual(['n_{plural}']);
    expect(comparableKeys({ n_other: 'y' }, 'zh')).toEqual(['n_{plural}']);
    expect(comparableKeys({ n_one: 'x' }, 'en')).toEqual(['n_{forms: one}']);
    expect(comparableKeys({ n_one: 'x', n_other: 'y' }, 'zh')).toEqual(['n_{forms: one other}']);
    expect(comparableKeys({ n_one: 'x', n_other: 'y' }, 'es')).toEqual(['n_{forms: one other}']);
  });
});

describe('translateFirst', () => {
  const t = createTranslator({ checkin: { errors: { link_used: 'Used' } }, booking: { errors: { gone: 'Gone' } } });
  it('answers the first key the strings have, else the fallback', () => {
    expect(translateFirst(t, ['checkin.errors.link_used', 'booking.errors.link_used'], 'x')).toBe('Used');
    expect(translateFirst(t, ['checkin.errors.gone', 'booking.errors.gone'], 'x')).toBe('Gone');
    expect(translateFirst(t, ['checkin.errors.other'], 'The server said so')).toBe('The server said so');
  });
});

describe('plural forms', () => {
  const strings = {
    photos: { waiting_one: '{{count}} photo waiting', waiting_other: '{{count}} photos waiting' },
  };
  it('picks the form of the count by the language’s rules', () => {
    const t = createTranslator(strings, undefined, 'en');
    expect(t('photos.waiting', { count: 1 })).toBe('1 photo waiting');
    expect(t('photos.waiting', { count: 2 })).toBe('2 photos waiting');
    expect(t('photos.waiting', { count: 0 })).toBe('0 photos waiting');
  });
  it('follows Icelandic, where 21 takes the singular', () => {
    const t = createTranslator(
      { n: { x_one: '{{count}} mynd bíður', x_other: '{{count}} myndir bíða' } },
      undefined,
      'is',
    );
    expect(t('n.x', { count: 21 })).toBe('21 mynd bíður');
    expect(t('n.x', { count: 11 })).toBe('11 myndir bíða');
  });
  it('falls back to _other, then to the bare key, and to English for a missing language', () => {
    const t = createTranslator({}, strings, 'zh');
    expect(t('photos.waiting', { count: 1 })).toBe('1 photos waiting');
    const bare = createTranslator({ a: '{{count}} items' }, undefined, 'fr');
    expect(bare('a', { count: 1 })).toBe('1 items');
  });
  it('without a locale, keys are looked up as given', () => {
    expect(createTranslator(strings)('photos.waiting_one', { count: 5 })).toBe('5 photo waiting');
  });
});

describe('the site’s counted strings', () => {
  const say = (code: LocaleCode, key: string, count: number) =>
    createTranslator(pageStrings(code, ['common', 'booking', 'lease']), undefined, code)(key, { count });

  it('use the form of the count in each language', () => {
    expect([say('en', 'booking.vehicles.count', 1), say('en', 'booking.vehicles.count', 3)]).toEqual([
      '1 vehicle available',
      '3 vehicles available',
    ]);
    expect([say('es', 'booking.vehicles.fewLeft', 1), say('es', 'booking.vehicles.fewLeft', 2)]).toEqual([
      'Solo queda 1',
      'Solo quedan 2',
    ]);
    // French counts 0 and 1 alike.
    expect(say('fr', 'booking.details.fixErrors', 0)).toBe('Veuillez corriger 0 champ ci-dessous.');
    expect(say('is', 'lease.search.month', 21)).toBe('21 mánuður');
    expect(say('is', 'lease.search.month', 11)).toBe('11 mánuðir');
    expect(say('de', 'vehicles.doors', 1)).toBe('1 Tür');
    expect(say('pt', 'vehicles.seats', 1_000_000)).toBe('1000000 lugares');
    expect(say('zh', 'vehicles.count', 1)).toBe('共 1 辆车');
  });

  it('say no "(s)": each form is a word of its own', () => {
    for (const code of localeCodes) {
      const texts = keysOf(pageStrings(code, ['common', 'booking', 'lease', 'reservation', 'staff'])).map((key) =>
        createTranslator(pageStrings(code, ['common', 'booking', 'lease', 'reservation', 'staff']))(key),
      );
      expect(texts.filter((text) => /\{\{count\}\}/.test(text) && /\w\((s|er|i|e|es)\)/.test(text))).toEqual([]);
    }
  });
});
