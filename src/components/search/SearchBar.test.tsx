import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingSearch, SearchLocation, SearchRules } from '../../booking/search';
import type { LocaleCode } from '../../config/locales';
import { pageStrings } from '../../build/translate';
import { renderWithI18n } from '../../i18n/test-utils';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import { SearchBar, type SearchBarProps } from './SearchBar';

const allDay = { isSameHoursAllDays: true, allDaysHours: { from: '08:00', to: '18:00' } };
const airport: SearchLocation = {
  id: 'kef',
  title: 'Keflavík Airport',
  pickup: true,
  return: true,
  hours: {
    operatingHoursLowSeason: allDay,
    operatingHoursHighSeason: allDay,
    selfService: true,
    selfServiceHours: { from: '06:00', to: '22:00' },
    specialOperatingHours: [{ date: '2027-03-17', open: false }],
    icon: 'airport',
  },
};
const weekdays = { from: '09:00', to: '17:00' };
const officeHours = {
  isSameHoursAllDays: false,
  dailyHours: {
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    saturday: { from: '10:00', to: '14:00' },
    sunday: null,
  },
};
const city: SearchLocation = {
  id: 'rvk',
  title: 'Reykjavík office',
  pickup: true,
  return: true,
  hours: {
    operatingHoursLowSeason: officeHours,
    operatingHoursHighSeason: officeHours,
    specialOperatingHours: [{ date: '2027-03-12', open: false }],
  },
};
const rules: SearchRules = { locations: [airport, city], selfService: true, offsetDays: 0 };

/** A complete search, as the wizard keeps it. */
const complete: BookingSearch = {
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
  promoCode: '',
  selfServiceOnly: false,
  refreshCount: 0,
};

function renderBar(props: Partial<SearchBarProps> = {}, language: LocaleCode = 'en') {
  const onSubmit = jest.fn();
  renderWithI18n(
    <SearchBar rules={rules} today="2027-03-10" language={language} onSubmit={onSubmit} {...props} />,
    language,
    ['common', 'search'],
  );
  return onSubmit;
}

const field = (name: RegExp) => screen.getByRole('button', { name });
const day = (name: RegExp | string) =>
  screen.getByRole('button', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });
const status = () => screen.getByRole('status');
/** The names of the months shown, from the labels of their groups of days. */
const monthNames = () =>
  screen
    .getAllByRole('group')
    .map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
const searchButton = () => screen.getByRole('button', { name: 'Search' });

describe('SearchBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  async function chooseDates(u: ReturnType<typeof user>, pickup: string, back: string) {
    await u.click(field(/^Dates/));
    await u.click(day(pickup));
    await u.click(day(back));
    act(() => jest.advanceTimersByTime(200));
  }

  it('is a labelled search form whose fields each name their value', () => {
    renderBar();
    expect(screen.getByRole('search', { name: 'Search for a vehicle' })).toBeInTheDocument();
    expect(field(/^Pickup location/)).toHaveAccessibleName('Pickup location Keflavík Airport');
    expect(field(/^Return location/)).toHaveAccessibleName('Return location Keflavík Airport');
    expect(field(/^Dates/)).toHaveAccessibleName('Dates Choose dates');
    expect(field(/^Pickup time/)).toHaveAccessibleName('Pickup time 12:00');
    expect(field(/^Return time/)).toHaveAccessibleName('Return time 12:00');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    expect(field(/^Dates/)).toHaveAttribute('aria-expanded', 'false');
  });

  describe('search', () => {
    it('opens the date picker instead of searching while both dates are missing', async () => {
      const onSubmit = renderBar();
      await user().click(searchButton());
      expect(onSubmit).not.toHaveBeenCalled();
      expect(field(/^Dates/)).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('group', { name: 'March 2027' })).toBeInTheDocument();
      expect(status()).toHaveTextContent('Please choose your pickup and return dates.');
    });

    it('opens the date picker instead of searching while the return date is missing', async () => {
      const onSubmit = renderBar();
      const u = user();
      await u.click(field(/^Dates/));
      await u.click(day('Friday, March 12, 2027'));
      await u.click(field(/^Dates/));
      expect(field(/^Dates/)).toHaveAttribute('aria-expanded', 'false');
      await u.click(searchButton());
      expect(onSubmit).not.toHaveBeenCalled();
      expect(field(/^Dates/)).toHaveAttribute('aria-expanded', 'true');
    });

    it('searches with the dates, places, times and promo code', async () => {
      const onSubmit = renderBar({ couponCode: 'spring' });
      const u = user();
      expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('SPRING');
      await chooseDates(u, 'Friday, March 12, 2027', 'Monday, March 15, 2027');
      await u.clear(screen.getByRole('textbox', { name: 'Promo code' }));
      await u.type(screen.getByRole('textbox', { name: 'Promo code' }), 'winter10');
      await u.click(searchButton());
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit).toHaveBeenCalledWith<[BookingSearch]>({
        pickupLocationId: 'kef',
        pickupLocationIndex: 0,
        pickupLocationTitle: 'Keflavík Airport',
        returnLocationId: 'kef',
        returnLocationIndex: 0,
        returnLocationTitle: 'Keflavík Airport',
        pickupDate: '2027-03-12',
        pickupTime: '12:00',
        returnDate: '2027-03-15',
        returnTime: '12:00',
        promoCode: 'WINTER10',
        selfServiceOnly: false,
        refreshCount: 0,
      });
    });

    it('searches with a list open, keeping the focus on the search button, and gives focus back later', async () => {
      const onSubmit = renderBar();
      const u = user();
      await chooseDates(u, 'Friday, March 12, 2027', 'Monday, March 15, 2027');
      await u.click(searchButton());
      expect(onSubmit).toHaveBeenCalledTimes(1);
      await u.click(field(/^Pickup location/));
      await u.keyboard('{Escape}');
      expect(field(/^Pickup location/)).toHaveFocus();
      await u.click(field(/^Return time/));
      await u.click(searchButton());
      expect(onSubmit).toHaveBeenCalledTimes(2);
      expect(field(/^Return time/)).toHaveAttribute('aria-expanded', 'false');
      expect(searchButton()).toHaveFocus();
    });

    it('starts from a kept search', () => {
      renderBar({
        initial: {
          pickupLocationId: 'rvk',
          pickupLocationIndex: 1,
          pickupLocationTitle: 'Skrifstofa',
          returnLocationId: 'kef',
          returnLocationIndex: 0,
          returnLocationTitle: 'Keflavík',
          pickupDate: '2027-03-15',
          pickupTime: '09:30',
          returnDate: '2027-03-18',
          returnTime: '15:00',
          promoCode: '',
          selfServiceOnly: false,
          refreshCount: 0,
        },
      });
      expect(field(/^Pickup location/)).toHaveAccessibleName('Pickup location Reykjavík office');
      expect(field(/^Dates/)).toHaveAccessibleName('Dates Mon, Mar 15 – Thu, Mar 18');
      expect(field(/^Pickup time/)).toHaveAccessibleName('Pickup time 09:30');
    });
  });

  describe('the date picker', () => {
    it('takes a pickup and a return click, announces both and closes 200 ms after the return', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Dates/));
      await u.click(day('Friday, March 12, 2027'));
      expect(day('Friday, March 12, 2027, pickup date')).toHaveAttribute('aria-pressed', 'true');
      expect(status()).toHaveTextContent('Pickup March 12, choose the return date.');
      expect(screen.getByText('Choose the return date')).toBeInTheDocument();
      await u.click(day('Monday, March 15, 2027'));
      expect(day('Monday, March 15, 2027, return date')).toHaveAttribute('aria-pressed', 'true');
      expect(status()).toHaveTextContent('Return March 15.');
      act(() => jest.advanceTimersByTime(199));
      expect(field(/^Dates/)).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(field(/^Dates/)).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById('search-panel')).not.toBeVisible();
      expect(field(/^Dates/)).toHaveFocus();
      expect(field(/^Dates/)).toHaveAccessibleName('Dates Fri, Mar 12 – Mon, Mar 15');
    });

    it('replaces the pickup with an earlier click and starts over with a click when both are set', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Dates/));
      await u.click(day('Friday, March 12, 2027'));
      await u.click(day('Thursday, March 11, 2027'));
      expect(day('Thursday, March 11, 2027, pickup date')).toBeInTheDocument();
      expect(day('Friday, March 12, 2027')).toHaveAttribute('aria-pressed', 'false');
      await u.click(day('Saturday, March 20, 2027'));
      act(() => jest.advanceTimersByTime(200));
      await u.click(field(/^Dates/));
      await u.click(day('Monday, March 22, 2027'));
      expect(day('Monday, March 22, 2027, pickup date')).toBeInTheDocument();
      expect(day('Saturday, March 20, 2027')).toHaveAttribute('aria-pressed', 'false');
      expect(field(/^Dates/)).toHaveAccessibleName('Dates Mon, Mar 22 – return date?');
    });

    it('shows 4 months of fixed 6-week grids from Sunday, and slides them one month at a time', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Dates/));
      const headings = () => monthNames();
      expect(headings()).toEqual(['March 2027', 'April 2027', 'May 2027', 'June 2027']);
      const march = screen.getByRole('group', { name: 'March 2027' });
      expect(march.children).toHaveLength(42);
      expect(within(march).getAllByRole('button')).toHaveLength(31);
      // March 1st 2027 is a Monday: one blank Sunday before it.
      expect(march.children[1]).toHaveAttribute('data-date', '2027-03-01');
      expect(screen.getAllByTitle('Sunday')[0]).toHaveTextContent('Sun');
      const previous = screen.getByRole('button', { name: 'Previous month' });
      expect(previous).toBeDisabled();
      await u.click(screen.getByRole('button', { name: 'Next month' }));
      expect(headings()).toEqual(['April 2027', 'May 2027', 'June 2027', 'July 2027']);
      expect(previous).toBeEnabled();
      await u.click(screen.getByRole('button', { name: 'Previous month' }));
      expect(headings()[0]).toBe('March 2027');
    });

    it('names months and weekdays in the page language', async () => {
      renderBar({}, 'de');
      await user().click(screen.getByRole('button', { name: /^Reisedaten/ }));
      expect(screen.getByRole('group', { name: 'März 2027' })).toBeInTheDocument();
      expect(day('Freitag, 12. März 2027')).toBeInTheDocument();
    });
  });

  describe('unavailable days', () => {
    it('says why a day cannot be chosen, keeps it reachable, and ignores a click on it', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Dates/));
      const past = day('Tuesday, March 9, 2027');
      expect(past).toHaveAccessibleName('Tuesday, March 9, 2027, unavailable: this date can no longer be booked');
      expect(past).toHaveAttribute('aria-disabled', 'true');
      expect(past).toBeEnabled();
      const closed = day('Wednesday, March 17, 2027');
      expect(closed).toHaveAccessibleName(
        'Wednesday, March 17, 2027, unavailable: the pickup location is closed that day',
      );
      await u.click(closed);
      expect(closed).toHaveAttribute('aria-pressed', 'false');
      expect(status()).toBeEmptyDOMElement();
      expect(day('Wednesday, March 10, 2027')).toHaveAttribute('aria-disabled', 'false');
      expect(day('Wednesday, March 10, 2027')).toHaveAttribute('aria-current', 'date');
    });

    it('judges the days after the pickup as returns at the return place', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Return location/));
      await u.click(screen.getByRole('option', { name: 'Reykjavík office' }));
      await u.click(field(/^Dates/));
      expect(day('Sunday, March 14, 2027')).toHaveAttribute('aria-disabled', 'false');
      await u.click(day('Thursday, March 11, 2027'));
      expect(day('Sunday, March 14, 2027')).toHaveAccessibleName(
        'Sunday, March 14, 2027, unavailable: the return location is closed on this weekday',
      );
      await u.click(day('Sunday, March 14, 2027'));
      expect(field(/^Dates/)).toHaveAccessibleName('Dates Thu, Mar 11 – return date?');
    });
  });

  describe('the keyboard', () => {
    it('moves between days with the arrow keys, chooses with Enter and Space, and Escape gives focus back', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Dates/));
      expect(day('Wednesday, March 10, 2027')).toHaveFocus();
      await u.keyboard('{ArrowRight}{ArrowRight}{Enter}');
      expect(day('Friday, March 12, 2027, pickup date')).toHaveAttribute('aria-pressed', 'true');
      await u.keyboard('{ArrowDown}');
      expect(day('Friday, March 19, 2027')).toHaveFocus();
      expect(day('Friday, March 19, 2027')).toHaveAttribute('tabindex', '0');
      await u.keyboard('{ArrowUp}{ArrowLeft}');
      expect(day('Thursday, March 11, 2027')).toHaveFocus();
      await u.keyboard('{Home}');
      expect(day('Sunday, March 7, 2027')).toHaveFocus();
      await u.keyboard('{End}');
      expect(day('Saturday, March 13, 2027')).toHaveFocus();
      await u.keyboard(' ');
      expect(day('Saturday, March 13, 2027, return date')).toHaveAttribute('aria-pressed', 'true');
      await u.keyboard('{Escape}');
      expect(field(/^Dates/)).toHaveAttribute('aria-expanded', 'false');
      expect(field(/^Dates/)).toHaveFocus();
    });

    it('counts every key pressed before the page moved the focus, and Enter chooses the day they reached', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Dates/));
      const first = day('Wednesday, March 10, 2027');
      // A held arrow key on a busy phone: every press lands on the day focused before the page re-rendered.
      for (let press = 0; press < 3; press += 1) fireEvent.keyDown(first, { key: 'ArrowRight' });
      expect(day('Saturday, March 13, 2027')).toHaveFocus();
      fireEvent.keyDown(first, { key: 'Enter' });
      expect(day('Saturday, March 13, 2027, pickup date')).toHaveAttribute('aria-pressed', 'true');
      fireEvent.keyDown(first, { key: 'ArrowDown' });
      fireEvent.keyDown(first, { key: ' ' });
      expect(day('Saturday, March 20, 2027, return date')).toHaveAttribute('aria-pressed', 'true');
    });

    it('slides the months when the focus leaves them, and moves by a month with Page Down and Page Up', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Dates/));
      await u.keyboard('{PageDown}{PageDown}{PageDown}');
      expect(day('Thursday, June 10, 2027')).toHaveFocus();
      await u.keyboard('{PageDown}');
      expect(day('Saturday, July 10, 2027')).toHaveFocus();
      expect(monthNames()[0]).toBe('April 2027');
      await u.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}');
      expect(day('Wednesday, March 10, 2027')).toHaveFocus();
      expect(monthNames()[0]).toBe('March 2027');
      await u.keyboard('{PageUp}');
      expect(day('Wednesday, March 10, 2027')).toHaveFocus();
    });

    it('closes a list with Escape and gives focus back to its field', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Pickup location/));
      expect(screen.getByRole('option', { name: 'Keflavík Airport' })).toHaveFocus();
      await u.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: 'Reykjavík office' })).toHaveFocus();
      await u.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(field(/^Pickup location/)).toHaveFocus();
    });
  });

  describe('the panel', () => {
    it('toggles a section with its field and switches between sections', async () => {
      renderBar();
      const u = user();
      await u.click(field(/^Pickup location/));
      expect(screen.getByRole('listbox', { name: 'Pickup location' })).toBeInTheDocument();
      await u.click(field(/^Return location/));
      expect(screen.getByRole('listbox', { name: 'Return location' })).toBeInTheDocument();
      expect(field(/^Pickup location/)).toHaveAttribute('aria-expanded', 'false');
      await u.click(field(/^Return location/));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('closes on a click outside without taking the focus', async () => {
      renderBar();
      await user().click(field(/^Dates/));
      fireEvent.pointerDown(document.body);
      expect(field(/^Dates/)).toHaveAttribute('aria-expanded', 'false');
      expect(field(/^Dates/)).not.toHaveFocus();
    });
  });

  describe('place changes (spec §4)', () => {
    it('clears the dates when the new pickup place is closed on the pickup day, and says so', async () => {
      renderBar();
      const u = user();
      await chooseDates(u, 'Friday, March 12, 2027', 'Monday, March 15, 2027');
      await u.click(field(/^Pickup location/));
      await u.click(
        within(screen.getByRole('listbox', { name: 'Pickup location' })).getByRole('option', {
          name: 'Reykjavík office',
        }),
      );
      expect(field(/^Pickup location/)).toHaveAccessibleName('Pickup location Reykjavík office');
      expect(field(/^Dates/)).toHaveAccessibleName('Dates Choose dates');
      expect(status()).toHaveTextContent('The dates were cleared');
      await u.click(field(/^Dates/));
      expect(day('Friday, March 12, 2027')).toHaveAttribute('aria-pressed', 'false');
      expect(day('Friday, March 12, 2027')).toHaveAccessibleName(
        'Friday, March 12, 2027, unavailable: the pickup location is closed that day',
      );
    });

    it('moves the pickup time to the first slot of the new place when it does not offer it', async () => {
      renderBar();
      const u = user();
      await chooseDates(u, 'Saturday, March 13, 2027', 'Monday, March 15, 2027');
      await u.click(field(/^Pickup time/));
      await u.click(screen.getByRole('option', { name: '16:00' }));
      await u.click(field(/^Pickup location/));
      await u.click(screen.getByRole('option', { name: 'Reykjavík office' }));
      expect(field(/^Pickup time/)).toHaveAccessibleName('Pickup time 10:00');
      expect(status()).toHaveTextContent('The pickup time is now 10:00');
    });

    it('resets the return time to 12:00 when the new return place does not take it', async () => {
      renderBar();
      const u = user();
      await chooseDates(u, 'Friday, March 12, 2027', 'Monday, March 15, 2027');
      await u.click(field(/^Return time/));
      await u.click(screen.getByRole('option', { name: '17:30' }));
      expect(field(/^Return time/)).toHaveAccessibleName('Return time 17:30');
      await u.click(field(/^Return location/));
      await u.click(screen.getByRole('option', { name: 'Reykjavík office' }));
      expect(field(/^Return time/)).toHaveAccessibleName('Return time 12:00');
      expect(field(/^Dates/)).toHaveAccessibleName('Dates Fri, Mar 12 – Mon, Mar 15');
      expect(status()).toHaveTextContent('The return time is now 12:00');
    });
  });

  describe('time lists', () => {
    it('labels self-service pickup times and starts on the chosen time', async () => {
      const onSubmit = renderBar();
      const u = user();
      await chooseDates(u, 'Friday, March 12, 2027', 'Monday, March 15, 2027');
      await u.click(field(/^Pickup time/));
      const list = screen.getByRole('listbox', { name: 'Pickup time' });
      expect(within(list).getAllByRole('option')[0]).toHaveAccessibleName('06:00 Self Service');
      expect(within(list).getByRole('option', { name: '08:00' })).toBeInTheDocument();
      expect(within(list).getByRole('option', { name: '12:00' })).toHaveAttribute('aria-selected', 'true');
      expect(within(list).getByRole('option', { name: '12:00' })).toHaveFocus();
      await u.click(within(list).getByRole('option', { name: '21:30 Self Service' }));
      expect(field(/^Pickup time/)).toHaveAccessibleName('Pickup time 21:30');
      expect(field(/^Pickup time/)).toHaveFocus();
      await u.click(searchButton());
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ pickupTime: '21:30', selfServiceOnly: true }));
    });

    it('chooses a time with the keyboard', async () => {
      renderBar();
      const u = user();
      await chooseDates(u, 'Friday, March 12, 2027', 'Monday, March 15, 2027');
      await u.click(field(/^Return time/));
      await u.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(field(/^Return time/)).toHaveAccessibleName('Return time 13:00');
    });

    it('offers no self-service time at a place without self-service, in the page language', async () => {
      renderBar({ initial: null, rules: { ...rules, selfService: false } }, 'is');
      const u = user();
      await u.click(screen.getByRole('button', { name: /^Afhendingartími/ }));
      expect(screen.getByText('Veldu dagsetningar fyrst til að sjá tímana.')).toBeInTheDocument();
    });
  });

  describe('the compact summary (spec §2: the date range summary goes to the vehicles)', () => {
    it('shows a complete search as one button that calls onSummaryClick', async () => {
      const onSummaryClick = jest.fn();
      renderBar({ initial: complete, onSummaryClick });
      const summary = screen.getByRole('button', { name: /Show vehicles$/ });
      expect(summary).toHaveAccessibleName(
        'Pickup location Keflavík Airport Mon, Mar 15 10:00 Return location Reykjavík office Thu, Mar 18 15:00 Show vehicles',
      );
      await user().click(summary);
      expect(onSummaryClick).toHaveBeenCalledWith(expect.objectContaining({ pickupDate: '2027-03-15' }));
    });

    it('opens the whole bar with Change', async () => {
      renderBar({ initial: complete, onSummaryClick: jest.fn() });
      await user().click(screen.getByRole('button', { name: 'Change search' }));
      expect(field(/^Dates/)).toBeInTheDocument();
    });

    it('shows the whole bar while the search is incomplete', () => {
      renderBar({ initial: { ...complete, returnDate: null }, onSummaryClick: jest.fn() });
      expect(field(/^Dates/)).toHaveAccessibleName('Dates Mon, Mar 15 – return date?');
    });
  });

  describe('the search in force (the wizard adopts a search after the bar has mounted)', () => {
    const kept: BookingSearch = { ...complete, promoCode: 'SPRING5' };
    const bar = (initial: BookingSearch | null) => (
      <TranslationProvider language="en" strings={pageStrings('en', ['common', 'search'])}>
        <SearchBar
          rules={rules}
          today="2027-03-10"
          language="en"
          onSubmit={jest.fn()}
          initial={initial}
          variant="bar"
        />
      </TranslationProvider>
    );

    it('shows a search given after mount: places, dates, times and promo code', () => {
      const { rerender } = render(bar(null));
      expect(field(/^Dates/)).toHaveAccessibleName('Dates Choose dates');
      rerender(bar(kept));
      expect(field(/^Pickup location/)).toHaveTextContent('Keflavík Airport');
      expect(field(/^Return location/)).toHaveTextContent('Reykjavík office');
      expect(field(/^Dates/)).toHaveTextContent('Mon, Mar 15 – Thu, Mar 18');
      expect(field(/^Pickup time/)).toHaveTextContent('10:00');
      expect(field(/^Return time/)).toHaveTextContent('15:00');
      expect(screen.getByLabelText('Promo code')).toHaveValue('SPRING5');
    });

    it('keeps what the visitor changed while the same search is given again', async () => {
      const { rerender } = render(bar(kept));
      await user().click(field(/^Return time/));
      await user().click(screen.getByRole('option', { name: '12:00' }));
      rerender(bar({ ...kept }));
      expect(field(/^Return time/)).toHaveTextContent('12:00');
    });
  });

  it("shows each place's icon in the place lists (spec §3 Location icon)", async () => {
    renderBar();
    await user().click(field(/^Pickup location/));
    const airportOption = screen.getByRole('option', { name: /Keflavík Airport/ });
    expect(airportOption.querySelector('svg[data-icon="airport"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('option', { name: /Reykjavík office/ }).querySelector('svg')).toBeNull();
  });

  describe('refused dates (issue 30)', () => {
    const linked: BookingSearch = {
      ...complete,
      pickupDate: '2027-03-11',
      returnDate: '2027-03-14',
      returnTime: '12:00',
    };

    it("says which of a link's dates was refused and why, and searches with the next return offered", async () => {
      const onSubmit = renderBar({ initial: linked });
      expect(field(/^Dates/)).toHaveTextContent('Choose dates');
      expect(
        screen.getByText(
          'Return on Sunday, March 14, 2027 is not possible: the return location is closed on this weekday.',
        ),
      ).toBeInTheDocument();
      await user().click(screen.getByRole('button', { name: 'Return on Monday, March 15, 2027 instead' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ pickupDate: '2027-03-11', returnDate: '2027-03-15' }),
      );
      expect(screen.queryByText(/is not possible/)).not.toBeInTheDocument();
    });

    it('says so when a new return place clears the dates', async () => {
      const u = user();
      renderBar({
        initial: { ...complete, returnLocationId: 'kef', returnLocationIndex: 0, returnDate: '2027-03-21' },
      });
      await u.click(field(/^Return location/));
      await u.click(screen.getByRole('option', { name: /Reykjavík office/ }));
      expect(
        screen.getByText(
          'Return on Sunday, March 21, 2027 is not possible: the return location is closed on this weekday.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Return on Monday, March 22, 2027 instead' })).toBeInTheDocument();
    });
  });
});
