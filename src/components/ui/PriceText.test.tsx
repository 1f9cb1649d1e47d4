import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { LocaleCode } from '../../config/locales';
import type { TenantId } from '../../config/tenants';
import { convertFromEur, formatPrice } from '../../domain/money';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import { forgetCurrencyCookie } from '../../i18n/use-currency';
import { forgetExchangeRates } from '../../i18n/use-exchange-rates';
import { jsonResponse, mockFetchForEachTest, settle } from '../../testing/fake-fetch';
import { PriceText, TextWithPrices } from './PriceText';

const rates = { USD: 1.1, ISK: 150, GBP: 0.85 };

/** The answer of GET /api/exchange-rates (docs/api.md). */
const ratesAnswer = () => jsonResponse(200, { rates, source: 'test', fetchedAt: null });

const fetchMock = mockFetchForEachTest();

function inPage(ui: ReactElement, language: LocaleCode, tenant: TenantId = 'car') {
  return (
    <TranslationProvider language={language} tenant={tenant} strings={{}}>
      {ui}
    </TranslationProvider>
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  forgetExchangeRates();
  document.cookie = 'car-preferred-currency=; max-age=0; path=/';
  forgetCurrencyCookie();
});

describe('PriceText in the browser', () => {
  it.each<[LocaleCode, string]>([
    ['en', '$50'],
    ['is', '6.750 kr'],
  ])('shows EUR until the rates arrive, then the %s visitor’s currency (%s)', async (language, shown) => {
    fetchMock.mockResolvedValue(ratesAnswer());
    const { container } = render(inPage(<PriceText eur={45} />, language));
    expect(container).toHaveTextContent('45 €');
    expect(await screen.findByText(shown)).toHaveAttribute('data-price-eur', '45');
    const currency = language === 'en' ? 'USD' : 'ISK';
    expect(shown).toBe(formatPrice(convertFromEur(45, currency, rates), currency));
    expect(fetchMock).toHaveBeenCalledWith('/api/exchange-rates', expect.objectContaining({ method: 'GET' }));
  });

  it('hydrates the static HTML without a mismatch, then converts', async () => {
    fetchMock.mockResolvedValue(ratesAnswer());
    const error = jest.spyOn(console, 'error');
    const container = document.createElement('p');
    container.innerHTML = 'From <span data-price-eur="45">45 €</span> a day'; // PriceText.server.test.tsx
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(container, inPage(<TextWithPrices text="From {price:45} a day" />, 'en')),
    );
    expect(await within(container).findByText('$50')).toBeInTheDocument();
    expect(container).toHaveTextContent('From $50 a day');
    expect(error).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('follows the currency the visitor chose, kept in the brand’s cookie', async () => {
    fetchMock.mockResolvedValue(ratesAnswer());
    document.cookie = 'car-preferred-currency=GBP; path=/';
    render(inPage(<PriceText eur={100} />, 'de'));
    expect(await screen.findByText('£85')).toBeInTheDocument();
  });

  it('asks for the rates once for all the prices of the page', async () => {
    fetchMock.mockResolvedValue(ratesAnswer());
    render(
      inPage(
        <>
          <TextWithPrices text="From {price:10} a day, deposit {price:100}" />
          <PriceText eur={20} />
          <PriceText eur={30} />
        </>,
        'en',
      ),
    );
    expect(await screen.findByText('$11')).toBeInTheDocument();
    for (const shown of ['$110', '$22', '$33']) expect(screen.getByText(shown)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A price shown later (a client-side navigation) uses the rates already in hand.
    render(inPage(<PriceText eur={40} />, 'en'));
    expect(screen.getByText('$44')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('makes no request for a EUR visitor', async () => {
    render(inPage(<TextWithPrices text="From {price:10} a day" />, 'de'));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('10 €')).toBeInTheDocument();
  });

  it('keeps EUR, with no request, where prices are not converted (the third brand’s table)', async () => {
    render(inPage(<PriceText eur={10} isInEur />, 'en', 'longterm'));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('10 €')).toBeInTheDocument();
  });

  it.each<[string, () => Promise<Response>]>([
    ['an error answer', () => Promise.resolve(jsonResponse(500, { error: { code: 'internal', message: 'Boom' } }))],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'an answer without the currency',
      () => Promise.resolve(jsonResponse(200, { rates: { ISK: 150 }, source: 'test' })),
    ],
  ])('keeps EUR, without throwing or logging, after %s', async (_case, respond) => {
    fetchMock.mockImplementation(respond);
    const error = jest.spyOn(console, 'error');
    const warn = jest.spyOn(console, 'warn');
    render(inPage(<PriceText eur={45} />, 'en'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await settle();
    expect(screen.getByText('45 €')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks again on a later page after a failed request', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: { code: 'unavailable', message: 'Try later' } }));
    const first = render(inPage(<PriceText eur={10} />, 'en'));
    await settle();
    first.unmount();
    fetchMock.mockResolvedValueOnce(ratesAnswer());
    render(inPage(<PriceText eur={10} />, 'en'));
    expect(await screen.findByText('$11')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
