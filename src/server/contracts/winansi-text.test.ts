import { currencies } from '../../config/currencies';
import { formatPrice } from '../../domain/money';
import { isWinAnsiText, toWinAnsiText } from './winansi-text';

describe('toWinAnsiText', () => {
  it('keeps every Icelandic letter', () => {
    const icelandic = 'þÞðÐæÆöÖáÁéÉíÍóÓúÚýÝ';

    expect(toWinAnsiText(icelandic)).toBe(icelandic);
  });

  it('keeps the letters of the other printed languages', () => {
    const accents = 'Straße ñ ¿¡ ç œ « » ã õ ê à ü';

    expect(toWinAnsiText(accents)).toBe(accents);
  });

  it('replaces each character Helvetica cannot encode with a question mark', () => {
    expect(toWinAnsiText('张伟 Zhang')).toBe('?? Zhang');
    expect(toWinAnsiText('Ivan Петров')).toBe('Ivan ??????');
  });

  it('replaces an emoji, two UTF-16 units, with one question mark', () => {
    expect(toWinAnsiText('Anna 😀')).toBe('Anna ?');
  });

  it('turns newlines, tabs and runs of spaces into single spaces', () => {
    expect(toWinAnsiText('  Laugavegur 1\n101\tReykjavík  ')).toBe('Laugavegur 1 101 Reykjavík');
  });

  it('composes a letter typed as a base letter and a combining accent', () => {
    expect(toWinAnsiText('Jo\u0301n')).toBe('Jón');
  });

  it('prints every formatted price as it is, signs and grouping included', () => {
    for (const currency of currencies) {
      const price = formatPrice(1_234_567, currency);
      expect(isWinAnsiText(price)).toBe(true);
    }
  });
});
