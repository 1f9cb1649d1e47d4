import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchOptions } from '../../api-client/types';
import type { BookingSearch, SearchLocation } from '../../booking/search';
import { saveSearch } from '../../booking/search-storage';
import { localeCodes, type LocaleCode } from '../../config/locales';
import { renderWithI18n } from '../../i18n/test-utils';
import { SearchBar } from '../search/SearchBar';
import { LazySearch } from './LazySearch';
import { searchRulesOf } from './use-booking-data';

const allDay = { isSameHoursAllDays: true, allDaysHours: { from: '08:00', to: '18:00' } };
const place = (id: string, title: string): SearchLocation => ({
  id,
  title,
  pickup: true,
  return: true,
  hours: { operatingHoursLowSeason: allDay, operatingHoursHighSeason: allDay },
});
const options = {
  tenant: 'car',
  selfService: false,
  locations: [place('kef', 'Keflavík Airport'), place('rvk', 'Reykjavík office')],
  extras: [],
  insurances: [],
} as unknown as SearchOptions;

const mockGetSearchOptions = jest.fn(() => Promise.resolve(options));
jest.mock('../../api-client/send', () => ({ send: () => mockGetSearchOptions() }));

/** A complete search kept for the session, as the wizard keeps it. */
const kept: BookingSearch = {
  pickupLocationId: 'kef',
  pickupLocationIndex: 0,
  pickupLocationTitle: 'Keflavík Airport',
  returnLocationId: 'rvk',
  returnLocationIndex: 1,
  returnLocationTitle: 'Reykjavík office',
  pickupDate: '2027-03-15',
  pickupTime: '10:00',
  returnDate: '2027-03-18',
  returnTime: '15:00',
  promoCode: 'SPRING',
  selfServiceOnly: false,
  refreshCount: 0,
};
const today = '2027-03-10';
const files = ['common', 'search'] as const;

const renderLight = (language: LocaleCode = 'en') =>
  renderWithI18n(<LazySearch bookPath="/book/vehicles/" />, language, files);

/** A control's name as its label gives it (aria-labelledby, a label's `for`, or its text). */
function nameOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-labelledby');
  if (ids)
    return ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const label = control.id ? document.querySelector(`label[for="${control.id}"]`) : null;
  return label?.textContent ?? control.textContent ?? '';
}

/** What a person reads on the closed bar, and the name of each control, in order. */
function reading(): { text: string; controls: string[] } {
  const bar = screen.getByRole('search');
  return {
    text: bar.textContent ?? '',
    controls: Array.from(bar.querySelectorAll<HTMLElement>('button, input')).map(
      (control) =>
        `${nameOf(control)} | ${control.getAttribute('aria-expanded') ?? ''} | ${
          control instanceof HTMLInputElement ? control.value : ''
        }`,
    ),
  };
}

/** The real bar as SearchEntry shows it on a content page (a summary click for a kept search). */
function realReading(language: LocaleCode, initial: BookingSearch | null) {
  renderWithI18n(
    <SearchBar
      rules={searchRulesOf(options)}
      today={today}
      initial={initial}
      language={language}
      onSubmit={jest.fn()}
      onSummaryClick={jest.fn()}
    />,
    language,
    files,
  );
  const read = reading();
  cleanup();
  return read;
}

async function lightReading(language: LocaleCode) {
  renderLight(language);
  await screen.findAllByText('Keflavík Airport');
  const read = reading();
  cleanup();
  return read;
}

describe('LazySearch (the light search bar of a content page)', () => {
  beforeEach(() => {
    // Only the clock is pinned: the real bar's chunk and the answers arrive through promises and timers.
    jest.useFakeTimers({
      now: new Date(`${today}T12:00:00Z`),
      doNotFake: [
        'setTimeout',
        'setImmediate',
        'queueMicrotask',
        'nextTick',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'clearImmediate',
      ],
    });
    window.sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('reads as the real closed bar before a search is kept, in every language', async () => {
    for (const language of localeCodes) {
      expect(await lightReading(language)).toEqual(realReading(language, null));
    }
  });

  it("reads as the real bar's summary of a kept search, dates and times included, in every language", async () => {
    saveSearch(window.sessionStorage, kept);
    for (const language of localeCodes) {
      const light = await lightReading(language);
      expect(light).toEqual(realReading(language, kept));
    }
    renderLight('en');
    expect(await screen.findByRole('button', { name: /Show vehicles/ })).toHaveTextContent(
      'Pickup locationKeflavík AirportMon, Mar 15 10:00',
    );
  });

  it('drops kept dates that have passed, as the real bar does', async () => {
    saveSearch(window.sessionStorage, { ...kept, pickupDate: '2027-03-01', returnDate: '2027-03-04' });
    expect(await lightReading('de')).toEqual(
      realReading('de', { ...kept, pickupDate: '2027-03-01', returnDate: '2027-03-04' }),
    );
  });

  it('leads to the booking pages without JavaScript: its search button submits a form there', () => {
    renderLight();
    const form = screen.getByRole('search', { name: 'Search for a vehicle' });
    expect(form).toHaveAttribute('action', '/book/vehicles/');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('opens the real date picker on the first tap on the dates field', async () => {
    renderLight();
    await screen.findAllByText('Keflavík Airport');
    await userEvent.click(screen.getByRole('button', { name: /^Dates/ }));
    expect(await screen.findByRole('group', { name: 'March 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveAttribute('aria-expanded', 'true');
    // Once: the field is the real bar's now, and a second click closes its panel.
    await userEvent.click(screen.getByRole('button', { name: /^Dates/ }));
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it("moves keyboard focus to the real bar's matching field", async () => {
    renderLight();
    await screen.findAllByText('Keflavík Airport');
    const user = userEvent.setup();
    await user.tab();
    // The real bar answers the keyboard: Enter opens the pickup list.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pickup location/ })).toHaveFocus());
    await act(async () => {
      await user.keyboard('{Enter}');
    });
    expect(await screen.findByRole('listbox', { name: 'Pickup location' })).toBeInTheDocument();
  });

  it('carries a promo code typed into the light bar over to the real one, ahead of the kept code (issue 30)', async () => {
    saveSearch(window.sessionStorage, { ...kept, pickupDate: null, returnDate: null });
    renderLight();
    await screen.findAllByText('Keflavík Airport');
    const light = screen.getByRole('textbox', { name: 'Promo code' });
    // The kept code shows in the light field, which nobody has typed in yet.
    expect(light).toHaveValue('SPRING');
    const form = light.closest('form');
    // Typed over before the page ran (no handler saw it), with focus in the field at hydration.
    fireEvent.change(light, { target: { value: 'sum' } });
    act(() => light.focus());
    await waitFor(() => expect(form).not.toBeInTheDocument());
    const real = screen.getByRole('textbox', { name: 'Promo code' });
    expect(real).toHaveValue('SUM');
    expect(real).toHaveFocus();
    await userEvent.setup().keyboard('mer');
    expect(real).toHaveValue('SUMMER');
  });
});
