import { restoreSearch } from './search-rules';
import { searchFromLink, searchLinkOf, withoutSearchLink } from './search-link';
import { rules, today } from './testing/search-fixtures';

const link = (query: string) => searchFromLink(new URLSearchParams(query));

describe('a search link', () => {
  it('is no search without a pickup place', () => {
    expect(link('')).toBeNull();
    expect(link('from=2027-03-12T10:00&to=2027-03-15T12:00')).toBeNull();
    expect(link('pickup=%20')).toBeNull();
  });

  it('proposes places, dates, times and the coupon, which the rules then place', () => {
    const proposed = link('pickup=rvk&return=kef&from=2027-03-12T10:00&to=2027-03-15T16:30&coupon=%20winter ');
    expect(proposed).toMatchObject({
      pickupLocationId: 'rvk',
      returnLocationId: 'kef',
      pickupDate: '2027-03-12',
      pickupTime: '10:00',
      returnDate: '2027-03-15',
      returnTime: '16:30',
      promoCode: 'WINTER',
    });
    expect(restoreSearch(proposed, rules, today)).toMatchObject({
      pickupLocationIndex: 1,
      pickupLocationTitle: 'Reykjavík office',
      returnLocationIndex: 0,
      returnLocationTitle: 'Keflavík Airport',
      pickupDate: '2027-03-12',
      pickupTime: '10:00',
      returnDate: '2027-03-15',
      returnTime: '16:30',
    });
  });

  it('returns to the pickup place and at 12:00 unless it says otherwise', () => {
    expect(link('pickup=kef&from=2027-03-12&to=2027-03-15')).toMatchObject({
      returnLocationId: 'kef',
      pickupTime: '12:00',
      returnTime: '12:00',
    });
    expect(link('pickup=kef&from=2027-03-12T25:00&to=2027-03-15T9:00')).toMatchObject({
      pickupDate: '2027-03-12',
      pickupTime: '12:00',
      returnDate: '2027-03-15',
      returnTime: '12:00',
    });
  });

  it('drops dates that are not real days or not in order, so the visitor picks them', () => {
    expect(link('pickup=kef&from=2027-02-30T10:00&to=2027-03-15T10:00')).toMatchObject({
      pickupDate: null,
      returnDate: null,
    });
    expect(link('pickup=kef&from=2027-03-15T10:00&to=2027-03-12T10:00')).toMatchObject({
      pickupDate: null,
      returnDate: null,
    });
    expect(link('pickup=kef&from=tomorrow')).toMatchObject({ pickupDate: null, returnDate: null });
  });

  it('is checked against the places like a kept search: an unknown place, a closed or past day', () => {
    const check = (query: string) => restoreSearch(link(query), rules, today);
    expect(check('pickup=nowhere&from=2027-03-12T10:00&to=2027-03-15T10:00')).toMatchObject({
      pickupLocationId: 'kef',
    });
    // The city office is closed on Sundays (2027-03-14).
    expect(check('pickup=rvk&from=2027-03-14T10:00&to=2027-03-15T10:00')).toMatchObject({ pickupDate: null });
    expect(check('pickup=kef&from=2027-03-01T10:00&to=2027-03-15T10:00')).toMatchObject({ pickupDate: null });
    // The harbour takes no returns: the return goes to the first return place.
    expect(check('pickup=sey&return=sey&from=2027-03-12T10:00&to=2027-03-15T10:00')).toMatchObject({
      pickupLocationId: 'sey',
      returnLocationId: 'kef',
    });
  });

  it('is written from a search and read back the same', () => {
    const search = restoreSearch(link('pickup=rvk&return=kef&from=2027-03-12T10:00&to=2027-03-15T16:30'), rules, today);
    expect(searchLinkOf(search)).toBe('?pickup=rvk&return=kef&from=2027-03-12T10%3A00&to=2027-03-15T16%3A30');
    expect(restoreSearch(searchFromLink(new URLSearchParams(searchLinkOf(search))), rules, today)).toEqual(search);
    expect(searchLinkOf({ ...search, pickupDate: null, returnDate: null })).toBe('?pickup=rvk&return=kef');
  });

  it('leaves the address once taken, with its other parameters and anchor', () => {
    const url = new URL('https://example.is/de/book/vehicles/?utm_source=mail&pickup=kef&from=2027-03-12T10:00#list');
    expect(withoutSearchLink(url)).toBe('/de/book/vehicles/?utm_source=mail#list');
    expect(withoutSearchLink(new URL('https://example.is/book/vehicles/?pickup=kef&coupon=X'))).toBe('/book/vehicles/');
  });
});
