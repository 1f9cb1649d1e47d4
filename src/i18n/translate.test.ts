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
