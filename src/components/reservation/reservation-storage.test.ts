import { loadReservationReference, safeNextPath, saveReservationReference } from './reservation-storage';

describe('the reservation kept in the tab', () => {
  it('keeps a reference and refuses what is not one', () => {
    const storage = new Map<string, string>();
    const fake = {
      setItem: (k: string, v: string) => storage.set(k, v),
      getItem: (k: string) => storage.get(k) ?? null,
    };
    saveReservationReference(fake, 'CJY9NMP');
    expect(loadReservationReference(fake)).toBe('CJY9NMP');
    saveReservationReference(fake, '<script>');
    expect(loadReservationReference(fake)).toBeNull();
  });
});

describe('safeNextPath', () => {
  it.each(['/reservation/', '/reservation/cancel/', '/is/reservation/refund/', '/zh/reservation/checkin/start/'])(
    'takes %s',
    (path) => expect(safeNextPath(path)).toBe(path),
  );
  it.each([
    null,
    '',
    '//evil.example/reservation/',
    'https://evil.example/',
    '/book/vehicles/',
    '/reservation/find/',
    '/xx/reservation/',
    '/reservation',
  ])('refuses %s', (path) => expect(safeNextPath(path)).toBeNull());
});
