import { render, screen } from '@testing-library/react';
import { pageStrings } from '../../build/translate';
import type { LocaleCode } from '../../config/locales';
import type { TenantId } from '../../config/tenants';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import { forgetCurrencyCookie } from '../../i18n/use-currency';
import { forgetExchangeRates } from '../../i18n/use-exchange-rates';
import { jsonResponse, mockFetchForEachTest, settle } from '../../testing/fake-fetch';
import { Table } from './Table';

const fetchMock = mockFetchForEachTest();

const pricedTable = {
  _key: 't',
  _type: 'tableBlock' as const,
  content: { rows: [{ _type: 'row' as const, _key: 'r', cells: ['Child seat', '{price:5}'] }] },
};

function renderTable(language: LocaleCode, tenant: TenantId = 'car', block = pricedTable) {
  return render(
    <TranslationProvider language={language} tenant={tenant} strings={pageStrings(language, ['common'])}>
      <Table block={block} />
    </TranslationProvider>,
  );
}

afterEach(() => {
  forgetExchangeRates();
  document.cookie = 'car-preferred-currency=; max-age=0; path=/';
  forgetCurrencyCookie();
});

describe('the rates table block says which rates it used (spec §7, §8)', () => {
  it.each<[LocaleCode, string]>([
    ['en', 'Exchange rates of November 20, 2026'],
    ['de', 'Wechselkurse vom 20. November 2026'],
    ['is', 'Gengi frá 20. nóvember 2026'],
  ])('shows the day of the rates in %s once they are in', async (language, text) => {
    // German visitors see EUR by default: they chose dollars in the currency chooser.
    if (language === 'de') document.cookie = 'car-preferred-currency=USD; path=/';
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        rates: { EUR: 1, USD: 1.1, ISK: 150 },
        source: 'test',
        fetchedAt: null,
        ratesDate: '2026-11-20',
      }),
    );
    renderTable(language);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the prices stay in euros when the rates cannot be fetched', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { error: { code: 'unavailable', message: 'Down' } }));
    document.cookie = 'car-preferred-currency=USD; path=/';
    renderTable('es');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Los tipos de cambio no están disponibles en este momento, por eso los precios se muestran en euros.',
    );
    expect(screen.getByRole('cell', { name: '5 €' })).toBeInTheDocument();
  });

  it('says so when no rate is stored for the visitor’s currency', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { rates: { EUR: 1 }, source: 'none', fetchedAt: null, ratesDate: null }),
    );
    document.cookie = 'car-preferred-currency=ISK; path=/';
    const { container } = renderTable('is');
    expect(await screen.findByRole('status')).toHaveTextContent('Gengi er ekki tiltækt í augnablikinu');
    expect(container).toHaveTextContent('5 €');
  });

  it('says nothing for a euro visitor, for the third brand, or for a table without prices', async () => {
    renderTable('fr');
    renderTable('en', 'longterm');
    renderTable('en', 'car', {
      ...pricedTable,
      content: { rows: [{ _type: 'row' as const, _key: 'r', cells: ['Child seat', 'free'] }] },
    });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(/Exchange rates|Taux de change/)).toBeNull();
  });
});
