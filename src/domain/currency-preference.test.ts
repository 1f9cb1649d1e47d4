import { displayCurrency, preferredCurrencyCookieName, readCookie } from './currency-preference';

describe('displayCurrency (spec §3: book-currency)', () => {
  it('follows the language when the visitor chose nothing', () => {
    expect(displayCurrency('', 'car', 'is')).toBe('ISK');
    expect(displayCurrency('', 'car', 'en')).toBe('USD');
    expect(displayCurrency('', 'car', 'de')).toBe('EUR');
  });

  it('takes the saved choice of this brand over the language', () => {
    expect(displayCurrency('a=1; car-preferred-currency=GBP', 'car', 'is')).toBe('GBP');
    expect(displayCurrency('camper-preferred-currency=GBP', 'car', 'is')).toBe('ISK');
  });

  it('ignores a saved value that is no supported currency', () => {
    expect(displayCurrency('car-preferred-currency=XYZ', 'car', 'fr')).toBe('EUR');
  });
});

describe('readCookie', () => {
  it('reads one cookie among several, decoding it', () => {
    expect(readCookie('x=1; name=J%C3%B3n; y=2', 'name')).toBe('Jón');
    expect(readCookie('x=1', 'name')).toBeUndefined();
    expect(preferredCurrencyCookieName('longterm')).toBe('longterm-preferred-currency');
  });
});
