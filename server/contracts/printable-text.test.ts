/**
 * @jest-environment node
 */
import { currencies } from '../../src/config/currencies';
import { formatPrice } from '../../src/domain/money';
import { isPrintableText, toPrintableText } from './printable-text';

describe('toPrintableText', () => {
  it('keeps every Icelandic letter', () => {
    const icelandic = 'þÞðÐæÆöÖáÁéÉíÍóÓúÚýÝ';

    expect(toPrintableText(icelandic)).toBe(icelandic);
  });

  it('keeps the letters of the other printed languages', () => {
    const accents = 'Straße ñ ¿¡ ç œ « » ã õ ê à ü';

    expect(toPrintableText(accents)).toBe(accents);
  });

  it('keeps Chinese, which Noto Sans SC prints', () => {
    expect(toPrintableText('张伟 Zhang 租车合同')).toBe('张伟 Zhang 租车合同');
  });

  it('replaces an emoji, two UTF-16 units, with one question mark', () => {
    expect(toPrintableText('Anna 😀')).toBe('Anna ?');
  });

  it('turns newlines, tabs and runs of spaces into single spaces', () => {
    expect(toPrintableText('  Laugavegur 1\n101\tReykjavík  ')).toBe('Laugavegur 1 101 Reykjavík');
  });

  it('composes a letter typed as a base letter and a combining accent', () => {
    expect(toPrintableText('Jo\u0301n')).toBe('Jón');
  });

  it('prints every formatted price as it is, signs and grouping included', () => {
    for (const currency of currencies) {
      const price = formatPrice(1_234_567, currency);
      expect(isPrintableText(price)).toBe(true);
    }
  });
});
