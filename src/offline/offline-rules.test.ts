import {
  offlineRouteOf,
  outdatedCaches,
  pagesCacheName,
  reservationCacheName,
  reservationCachesOnOrigin,
  reservationCachesToDelete,
  reservationOfCacheName,
  staticCacheName,
} from './offline-rules';

const origin = 'https://cars.example.is';
const route = (path: string, method = 'GET', from = origin) => offlineRouteOf(new URL(path, from), method, origin);

describe('offlineRouteOf', () => {
  it('keeps the reservation’s own answers in its cache: the overview’s GET, the contract, the condition report', () => {
    expect(route('/api/reservations/cjy9nmp?locale=en')).toEqual({ kind: 'reservation', reference: 'CJY9NMP' });
    expect(route('/api/reservations/CJY9NMP/check-in/contract')).toEqual({ kind: 'reservation', reference: 'CJY9NMP' });
    expect(route('/api/reservations/CJY9NMP/condition/report.pdf')).toEqual({
      kind: 'reservation',
      reference: 'CJY9NMP',
    });
  });

  it('never keeps a payment, a check-in step, the session, the trip conditions, the staff desk or a write', () => {
    for (const path of [
      '/api/reservations/CJY9NMP/payments',
      '/api/reservations/CJY9NMP/check-in',
      '/api/reservations/CJY9NMP/trip-conditions',
      '/api/reservations/find',
      '/api/reservations/open',
      '/api/session',
      '/api/staff/reservations/CJY9NMP',
      '/staff/',
      '/is/staff/today/',
      '/reservation/payment-return/',
      '/reservation/find/',
      '/reservation/checkin/payment/',
      '/book/payment/',
      '/sw.js',
    ]) {
      expect([path, route(path).kind]).toEqual([path, 'none']);
    }
    expect(route('/api/reservations/CJY9NMP', 'PATCH').kind).toBe('none');
    expect(route('/reservation/', 'POST').kind).toBe('none');
  });

  it('never keeps another origin’s answers', () => {
    expect(route('/api/reservations/CJY9NMP', 'GET', 'https://elsewhere.example.com').kind).toBe('none');
    expect(route('/app-0123456789abcdef0123.js', 'GET', 'https://elsewhere.example.com').kind).toBe('none');
  });

  it('keeps the overview in every language and the page data it runs on as pages', () => {
    for (const path of [
      '/reservation/',
      '/zh/reservation/',
      '/page-data/reservation/page-data.json',
      '/page-data/is/reservation/page-data.json',
      '/page-data/app-data.json',
      '/page-data/sq/d/1234567.json',
      '/slice-data/header-en.json',
      '/api/search-options?locale=de',
    ]) {
      expect([path, route(path).kind]).toEqual([path, 'page']);
    }
    expect(route('/xx/reservation/').kind).toBe('none');
    expect(route('/page-data/index/page-data.json').kind).toBe('none');
  });

  it('keeps content-hashed scripts, style sheets and static files as assets, not unhashed scripts', () => {
    for (const path of [
      '/app-0123456789abcdef0123.js',
      '/component---src-templates-reservation-page-tsx-0123456789abcdef0123.js',
      '/styles.0123456789abcdef0123.css',
      '/static/noto-sans-0123abcd.woff2',
      '/icons/icon-192.png',
      '/favicon.svg',
    ]) {
      expect([path, route(path).kind]).toEqual([path, 'asset']);
    }
    expect(route('/chat-e2e.js').kind).toBe('none');
    expect(route('/~partytown/partytown.js').kind).toBe('none');
  });
});

describe('cache names', () => {
  it('are per brand, and per reservation for personal answers', () => {
    expect(staticCacheName('car')).toBe('nl-car-static-v1');
    expect(pagesCacheName('camper')).toBe('nl-camper-pages-v1');
    expect(reservationCacheName('car', 'cjy9nmp')).toBe('nl-car-reservation-CJY9NMP');
    expect(reservationOfCacheName('car', 'nl-car-reservation-CJY9NMP')).toBe('CJY9NMP');
    expect(reservationOfCacheName('car', 'nl-camper-reservation-CJY9NMP')).toBeNull();
    expect(reservationOfCacheName('car', 'nl-car-pages-v1')).toBeNull();
  });
});

describe('clearing', () => {
  const names = [
    'nl-car-static-v1',
    'nl-car-pages-v1',
    'nl-car-reservation-AAAA111',
    'nl-car-reservation-BBBB222',
    'nl-camper-reservation-CCCC333',
    'other-app-cache',
  ];

  it('a sign-out deletes every reservation of the brand, and nothing else', () => {
    expect(reservationCachesToDelete('car', names, null)).toEqual([
      'nl-car-reservation-AAAA111',
      'nl-car-reservation-BBBB222',
    ]);
  });

  it('a new find keeps only the found reservation', () => {
    expect(reservationCachesToDelete('car', names, 'bbbb222')).toEqual(['nl-car-reservation-AAAA111']);
  });

  it('the page deletes the reservations of any brand on its origin, not other caches', () => {
    expect(reservationCachesOnOrigin(names, null)).toEqual([
      'nl-car-reservation-AAAA111',
      'nl-car-reservation-BBBB222',
      'nl-camper-reservation-CCCC333',
    ]);
    expect(reservationCachesOnOrigin(names, 'AAAA111')).toEqual([
      'nl-car-reservation-BBBB222',
      'nl-camper-reservation-CCCC333',
    ]);
  });

  it('a new worker deletes its brand’s caches of other versions, never a reservation’s nor another brand’s', () => {
    expect(
      outdatedCaches('car', [
        'nl-car-static-v0',
        'nl-car-pages-v1',
        'nl-car-reservation-AAAA111',
        'nl-camper-pages-v0',
      ]),
    ).toEqual(['nl-car-static-v0']);
  });
});
