import { deviceReservationReference, forgetReservations, keepDeviceReservation } from './offline-client';

/** The browser's Cache Storage, as much of it as the page uses: names, and deleting one. */
function cacheStorage(names: string[]) {
  const kept = new Set(names);
  return {
    kept,
    storage: {
      keys: async () => [...kept],
      delete: async (name: string) => kept.delete(name),
    },
  };
}

describe('forgetReservations', () => {
  let cache: ReturnType<typeof cacheStorage>;
  beforeEach(() => {
    cache = cacheStorage([
      'nl-car-pages-v1',
      'nl-car-static-v1',
      'nl-car-reservation-AAAA111',
      'nl-car-reservation-BBBB222',
    ]);
    Object.defineProperty(globalThis, 'caches', { value: cache.storage, configurable: true });
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('on sign-out deletes every kept reservation and the tab’s and device’s reference, and keeps the pages', async () => {
    keepDeviceReservation('AAAA111');
    window.sessionStorage.setItem('reservation-reference', 'AAAA111');
    await forgetReservations(null);
    expect([...cache.kept]).toEqual(['nl-car-pages-v1', 'nl-car-static-v1']);
    expect(deviceReservationReference()).toBeNull();
    expect(window.sessionStorage.getItem('reservation-reference')).toBeNull();
  });

  it('on a new find keeps only the found reservation, on the device too', async () => {
    keepDeviceReservation('AAAA111');
    window.sessionStorage.setItem('reservation-reference', 'BBBB222');
    await forgetReservations('BBBB222');
    expect([...cache.kept]).toEqual(['nl-car-pages-v1', 'nl-car-static-v1', 'nl-car-reservation-BBBB222']);
    expect(deviceReservationReference()).toBe('BBBB222');
    expect(window.sessionStorage.getItem('reservation-reference')).toBe('BBBB222');
  });
});
