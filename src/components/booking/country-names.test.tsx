import { render, screen, waitFor } from '@testing-library/react';
import { countriesFromIntl, useCountries } from './country-names';
import { icelandicCountries } from './icelandic-countries';

describe('the country list in the page’s language', () => {
  it('has the generated Icelandic list equal to full ICU’s names and order (else: npx tsx scripts/icelandic-countries.mts)', () => {
    expect(Intl.DisplayNames.supportedLocalesOf(['is'])).toEqual(['is']);
    expect(icelandicCountries.map(([code, name]) => ({ code, name }))).toEqual(countriesFromIntl('is'));
    expect(icelandicCountries.find(([code]) => code === 'IS')?.[1]).toBe('Ísland');
  });

  it('names and sorts the countries as the language does', () => {
    const german = countriesFromIntl('de');
    expect(german.find((country) => country.code === 'IS')?.name).toBe('Island');
    expect(german.map((country) => country.name)).toEqual(
      [...german.map((country) => country.name)].sort((a, b) => a.localeCompare(b, 'de')),
    );
  });

  it('shows Icelandic names in Icelandic order where the runtime has no Icelandic (Chromium)', async () => {
    // As Chromium's ICU: Icelandic unknown, names in English. Before this file's first useCountries,
    // since the module keeps what the runtime answered.
    const runtime = Intl.DisplayNames;
    class WithoutIcelandic extends runtime {
      constructor(_locales: Intl.LocalesArgument, options: Intl.DisplayNamesOptions) {
        super(['en'], options);
      }
      static override supportedLocalesOf = () => [];
    }
    Object.defineProperty(Intl, 'DisplayNames', { value: WithoutIcelandic, configurable: true, writable: true });
    function List() {
      const countries = useCountries('is');
      return (
        <ol>
          {countries.map(({ code, name }) => (
            <li key={code}>{name}</li>
          ))}
        </ol>
      );
    }
    render(<List />);
    // The runtime's English list first, then the Icelandic one once loaded.
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Afganistan'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      icelandicCountries.map(([, name]) => name),
    );
    Object.defineProperty(Intl, 'DisplayNames', { value: runtime, configurable: true, writable: true });
  });
});
