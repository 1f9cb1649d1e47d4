import { screen } from '@testing-library/react';
import type { SearchOptions } from '../../api-client/types';
import type { BookingSearch } from '../../booking/search';
import { saveSearch } from '../../booking/search-storage';
import { renderWithI18n } from '../../i18n/test-utils';
import { LazySearch } from './LazySearch';

// A file of its own: the date formats are made once a page load (src/i18n/format-date.ts), and this
// page load has made none yet.

const options = {
  tenant: 'car',
  selfService: false,
  locations: [{ id: 'kef', title: 'Keflavík Airport', pickup: true, return: true }],
  extras: [],
  insurances: [],
} as unknown as SearchOptions;
jest.mock('../../api-client/send', () => ({ send: () => Promise.resolve(options) }));

const kept: BookingSearch = {
  pickupLocationId: 'kef',
  pickupLocationIndex: 0,
  pickupLocationTitle: 'Keflavík Airport',
  returnLocationId: 'kef',
  returnLocationIndex: 0,
  returnLocationTitle: 'Keflavík Airport',
  pickupDate: '2027-03-15',
  pickupTime: '10:00',
  returnDate: '2027-03-18',
  returnTime: '15:00',
  promoCode: '',
  selfServiceOnly: false,
  refreshCount: 0,
};

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2027-03-10T12:00:00Z'),
    doNotFake: ['setTimeout', 'setImmediate', 'queueMicrotask', 'nextTick', 'setInterval', 'clearTimeout'],
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the light search bar and the page’s first date format (decision 051)', () => {
  it('makes the date format in a task before the one that shows the kept dates', async () => {
    saveSearch(window.sessionStorage, kept);
    const DateTimeFormat = Intl.DateTimeFormat;
    /** For each date format made: whether the task that made it showed the dates when it ended. */
    const shownInSameTask: Promise<boolean>[] = [];
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
      shownInSameTask.push(
        new Promise((resolve) => {
          // A microtask queued now runs at the end of this task, after a render made in it.
          queueMicrotask(() => resolve(document.body.textContent?.includes('Mon, Mar 15') ?? false));
        }),
      );
      return new DateTimeFormat(...args);
    });
    renderWithI18n(<LazySearch bookPath="/book/vehicles/" />, 'en', ['common', 'search']);
    expect(await screen.findByRole('button', { name: /Show vehicles/ })).toHaveTextContent(
      'Pickup locationKeflavík AirportMon, Mar 15 10:00',
    );
    // Made once, before the render: the render that shows both dates makes none.
    expect(await Promise.all(shownInSameTask)).toEqual([false]);
  });
});
