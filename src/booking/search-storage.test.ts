import { bookSearchKey, type BookingSearch } from './search';
import {
  couponCodeKey,
  isBookingSearch,
  keepCouponFromAddress,
  loadCouponCode,
  loadSearch,
  saveSearch,
} from './search-storage';

const search: BookingSearch = {
  pickupLocationId: 'kef',
  pickupLocationIndex: 0,
  pickupLocationTitle: 'Keflavík Airport',
  returnLocationId: 'rvk',
  returnLocationIndex: 1,
  returnLocationTitle: 'Reykjavík office',
  pickupDate: '2027-03-12',
  pickupTime: '09:30',
  returnDate: '2027-03-15',
  returnTime: '12:00',
  promoCode: 'SUMMER',
  selfServiceOnly: false,
  refreshCount: 2,
};

/** A Storage-like map: what the browser's sessionStorage keeps, as strings. */
function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    items,
  };
}

describe('the kept search (session storage)', () => {
  it('keeps a search under book-search and reads it back as it was', () => {
    const storage = memoryStorage();
    saveSearch(storage, search);
    expect(JSON.parse(storage.items.get(bookSearchKey) ?? '')).toEqual(search);
    expect(loadSearch(storage)).toEqual(search);
  });

  it('reads a search without dates', () => {
    const undated = { ...search, pickupDate: null, returnDate: null, pickupLocationId: null, pickupLocationIndex: -1 };
    expect(loadSearch(memoryStorage({ [bookSearchKey]: JSON.stringify(undated) }))).toEqual(undated);
  });

  it('gives null when nothing is kept', () => {
    expect(loadSearch(memoryStorage())).toBeNull();
    expect(loadSearch(memoryStorage({ [bookSearchKey]: '' }))).toBeNull();
  });

  it.each(['{', 'undefined', 'not json', '{"pickupDate":'])('gives null for text that is not JSON: %s', (raw) => {
    expect(loadSearch(memoryStorage({ [bookSearchKey]: raw }))).toBeNull();
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['an array', [search]],
    ['a string', 'book'],
    ['a missing field', { ...search, returnTime: undefined }],
    ['a date that does not exist', { ...search, pickupDate: '2027-02-30' }],
    ['a date in another format', { ...search, returnDate: '15/03/2027' }],
    ['a time that is not HH:mm', { ...search, pickupTime: '9:30' }],
    ['a time past midnight', { ...search, returnTime: '24:00' }],
    ['an index below -1', { ...search, pickupLocationIndex: -2 }],
    ['a fractional index', { ...search, returnLocationIndex: 0.5 }],
    ['a numeric place id', { ...search, pickupLocationId: 7 }],
    ['a flag that is a string', { ...search, selfServiceOnly: 'no' }],
    ['a counter that is a string', { ...search, refreshCount: '1' }],
    ['a promo code that is null', { ...search, promoCode: null }],
  ])('gives null for a kept value with %s', (_, value) => {
    expect(isBookingSearch(value)).toBe(false);
    expect(loadSearch(memoryStorage({ [bookSearchKey]: JSON.stringify(value) }))).toBeNull();
  });

  it('gives null, and never throws, when the storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(loadSearch(blocked)).toBeNull();
  });

  it('keeps nothing, and never throws, when the storage is full or blocked', () => {
    const full = {
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(() => saveSearch(full, search)).not.toThrow();
  });

  it('works with the browser storage itself', () => {
    window.sessionStorage.clear();
    saveSearch(window.sessionStorage, search);
    expect(loadSearch(window.sessionStorage)).toEqual(search);
    window.sessionStorage.clear();
  });
});

describe('the coupon code of the session', () => {
  it('reads book-coupon-code trimmed and in capitals, or an empty code', () => {
    expect(loadCouponCode(memoryStorage({ [couponCodeKey]: ' summer25 ' }))).toBe('SUMMER25');
    expect(loadCouponCode(memoryStorage())).toBe('');
    expect(
      loadCouponCode({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('');
  });
});

describe('the coupon of an address (spec §2: read on any page)', () => {
  it('keeps ?coupon= as the session coupon code, trimmed and in capitals', () => {
    const storage = memoryStorage();
    expect(keepCouponFromAddress('?ref=AFF1&coupon=%20winter10%20', storage)).toBe('WINTER10');
    expect(storage.items.get(couponCodeKey)).toBe('WINTER10');
    expect(loadCouponCode(storage)).toBe('WINTER10');
  });

  it('gives the kept search the new promo code, and leaves the rest of it', () => {
    const storage = memoryStorage({ [bookSearchKey]: JSON.stringify(search) });
    keepCouponFromAddress('?coupon=WINTER10', storage);
    expect(loadSearch(storage)).toEqual({ ...search, promoCode: 'WINTER10' });
  });

  it('changes nothing when the address has no coupon or an empty one', () => {
    const storage = memoryStorage({ [bookSearchKey]: JSON.stringify(search), [couponCodeKey]: 'SUMMER' });
    expect(keepCouponFromAddress('?ref=AFF1', storage)).toBe('');
    expect(keepCouponFromAddress('?coupon=%20', storage)).toBe('');
    expect(storage.items.get(couponCodeKey)).toBe('SUMMER');
    expect(loadSearch(storage)).toEqual(search);
  });

  it('never throws when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(keepCouponFromAddress('?coupon=WINTER10', blocked)).toBe('');
  });
});
