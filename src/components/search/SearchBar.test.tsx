import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchLocation, SearchRules } from '../../booking/search';
import { renderWithI18n } from '../../i18n/test-utils';
import { SearchBar } from './SearchBar';

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
  },
};
const city: SearchLocation = {
  ...airport,
  id: 'rvk',
  title: 'Reykjavík office',
  hours: { ...airport.hours, specialOperatingHours: [{ date: '2027-03-12', open: false }] },
};
const rules: SearchRules = { locations: [airport, city], selfService: true, offsetDays: 0 };

function renderBar(onSubmit = jest.fn()) {
  renderWithI18n(<SearchBar rules={rules} today="2027-03-10" language="en" onSubmit={onSubmit} />, 'en', [
    'common',
    'search',
  ]);
  return onSubmit;
}

const field = (name: RegExp) => screen.getByRole('button', { name });

describe('SearchBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('opens the date picker instead of searching while a date is missing', async () => {
    const onSubmit = renderBar();
    await user().click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/Dates/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Please choose your pickup and return dates.');
  });

  it('takes a pickup and a return click, closes 200 ms later, and searches with both dates', async () => {
    const onSubmit = renderBar();
    const u = user();
    await u.click(field(/Dates/));
    await u.click(screen.getByRole('button', { name: /^Friday, March 12, 2027/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Pickup March 12. Now choose the return date.');
    await u.click(screen.getByRole('button', { name: /^Monday, March 15, 2027/ }));
    expect(field(/Dates/)).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(200));
    expect(field(/Dates/)).toHaveAttribute('aria-expanded', 'false');
    expect(field(/Dates/)).toHaveFocus();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ pickupDate: '2027-03-12', returnDate: '2027-03-15', pickupLocationId: 'kef' }),
    );
  });

  it('says why a day cannot be chosen, and ignores a click on it', async () => {
    renderBar();
    const u = user();
    await u.click(field(/Dates/));
    const past = screen.getByRole('button', { name: /^Tuesday, March 9, 2027/ });
    expect(past).toHaveAttribute('aria-disabled', 'true');
    expect(past).toHaveAccessibleName(/unavailable: this date can no longer be booked/);
    const closed = screen.getByRole('button', { name: /^Wednesday, March 17, 2027/ });
    expect(closed).toHaveAccessibleName(/unavailable: the pickup place is closed/);
    await u.click(closed);
    expect(closed).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves between days with the arrow keys and chooses with Enter', async () => {
    renderBar();
    const u = user();
    await u.click(field(/Dates/));
    expect(screen.getByRole('button', { name: /^Wednesday, March 10, 2027/ })).toHaveFocus();
    await u.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: /^Friday, March 12, 2027, pickup date/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Friday, March 19, 2027/ })).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(field(/Dates/)).toHaveFocus();
  });

  it('clears the dates when the new pickup place is closed on the pickup day', async () => {
    renderBar();
    const u = user();
    await u.click(field(/Dates/));
    await u.click(screen.getByRole('button', { name: /^Friday, March 12, 2027/ }));
    await u.click(screen.getByRole('button', { name: /^Monday, March 15, 2027/ }));
    act(() => jest.advanceTimersByTime(200));
    await u.click(field(/Pickup place/));
    await u.click(
      within(screen.getByRole('listbox', { name: 'Pickup place' })).getByRole('option', { name: 'Reykjavík office' }),
    );
    expect(field(/Pickup place/)).toHaveAccessibleName('Pickup place Reykjavík office');
    expect(field(/Dates/)).toHaveAccessibleName('Dates Choose dates');
  });

  it('labels self-service pickup times', async () => {
    renderBar();
    const u = user();
    await u.click(field(/Dates/));
    await u.click(screen.getByRole('button', { name: /^Friday, March 12, 2027/ }));
    await u.click(screen.getByRole('button', { name: /^Monday, March 15, 2027/ }));
    act(() => jest.advanceTimersByTime(200));
    await u.click(field(/Pickup time/));
    const list = screen.getByRole('listbox', { name: 'Pickup time' });
    expect(within(list).getByRole('option', { name: '06:00 Self Service' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: '12:00' })).toHaveAttribute('aria-selected', 'true');
    await u.click(within(list).getByRole('option', { name: '21:30 Self Service' }));
    expect(field(/Pickup time/)).toHaveAccessibleName('Pickup time 21:30');
  });
});
