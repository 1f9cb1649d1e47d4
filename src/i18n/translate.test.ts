import { localeCodes } from '../config/locales';
import { pageStrings } from '../build/translate';
import { createTranslator, mergeStrings } from './translate';

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
