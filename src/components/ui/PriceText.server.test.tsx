/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { LocaleCode } from '../../config/locales';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import { PriceText, TextWithPrices } from './PriceText';

// The static HTML, rendered as Gatsby's build renders it: in Node, without window or document.
const html = (ui: ReactElement, language: LocaleCode) =>
  renderToString(
    <TranslationProvider language={language} tenant="car" strings={{}}>
      {ui}
    </TranslationProvider>,
  );

describe('PriceText in the static HTML', () => {
  it.each<LocaleCode>(['de', 'en', 'is'])('shows the EUR amount formatted by the domain, in %s too', (language) => {
    expect(html(<PriceText eur={45} />, language)).toBe('<span data-price-eur="45">45 €</span>');
    expect(html(<PriceText eur={1234.4} />, language)).toBe('<span data-price-eur="1234.4">1.234 €</span>');
  });

  it('shows text with placeholders as its text and prices, malformed placeholders as text', () => {
    expect(html(<TextWithPrices text="Extra driver {price:8} a day, {price:abc}" />, 'en')).toBe(
      'Extra driver <span data-price-eur="8">8 €</span> a day, {price:abc}',
    );
  });
});
