import { localeCodes } from '../config/locales';
import { pageStrings, readStrings } from '../build/translate';
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

  it('gives every language every English key', () => {
    const keys = (strings: object, prefix = ''): string[] =>
      Object.entries(strings).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const english = keys(pageStrings('en')).sort();
    for (const code of localeCodes) expect(keys(pageStrings(code)).sort()).toEqual(english);
  });
});

describe('the strings files of every language', () => {
  const keys = (strings: object, prefix = ''): string[] =>
    Object.entries(strings).flatMap(([key, value]) =>
      typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

  it.each(['search', 'booking', 'reservation', 'edit', 'checkin', 'staff'] as const)(
    '%s.json has every English key, translated, with the same placeholders',
    (file) => {
      const english = readStrings('en', file);
      const englishKeys = keys(english).sort();
      const t = createTranslator(english);
      for (const code of localeCodes.filter((language) => language !== 'en')) {
        const strings = readStrings(code, file);
        expect(keys(strings).sort()).toEqual(englishKeys);
        const translated = createTranslator(strings);
        const untranslated = englishKeys.filter(
          (key) => translated(key) === t(key) && !/^[\d\s{}%−MY/.A-Z]*$/.test(t(key)) && t(key).length > 3,
        );
        // Brand-neutral words such as "CVC" or "Kennitala" may stay; sentences may not.
        expect(untranslated.filter((key) => t(key).includes(' '))).toEqual([]);
        for (const key of englishKeys) expect(placeholders(translated(key))).toEqual(placeholders(t(key)));
      }
    },
  );
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
