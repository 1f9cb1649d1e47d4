import { screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../i18n/test-utils';
import { confirmedReservation } from './testing';
import { offlineDocumentsOf, TripOfflineStatus } from './TripOffline';

const files = ['common', 'booking', 'reservation'] as const;

describe('TripOfflineStatus', () => {
  it('says since when an answer from the network is up to date, in Iceland time', () => {
    renderWithI18n(
      <TripOfflineStatus reservation={confirmedReservation} updatedAt="2026-11-28T12:05:00.000Z" fromDevice={false} />,
      'en',
      files,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Up to date as of .*12:05 \(Iceland time\)/);
  });

  it('says the copy is the device’s and when it was last brought up to date, in the page’s language', () => {
    renderWithI18n(
      <TripOfflineStatus reservation={confirmedReservation} updatedAt="2026-11-27T08:30:00.000Z" fromDevice />,
      'is',
      files,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Engin nettenging: .*08:30 \(íslenskur tími\)/);
  });
});

describe('TripOfflineStatus keeping documents', () => {
  it('asks the worker to keep the answer and every linked document of this reservation, not another’s', async () => {
    const posted: unknown[] = [];
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }) },
    });
    try {
      renderWithI18n(
        <>
          <a href="/api/reservations/CJY9NMP/condition/report.pdf">Condition report</a>
          <a href="/api/reservations/OTHER12/condition/report.pdf">Someone else’s</a>
          <a href="/api/reservations/CJY9NMP/payments">Not a document</a>
          <TripOfflineStatus
            reservation={confirmedReservation}
            updatedAt="2026-11-28T12:05:00.000Z"
            fromDevice={false}
          />
        </>,
        'en',
        files,
      );
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toEqual({
        type: 'CACHE_URLS',
        payload: {
          urlsToCache: ['/api/reservations/CJY9NMP?locale=en', '/api/reservations/CJY9NMP/condition/report.pdf'],
        },
      });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

describe('offlineDocumentsOf', () => {
  it('keeps the overview’s answer, and the contract once check-in is done', () => {
    expect(offlineDocumentsOf(confirmedReservation, 'de')).toEqual(['/api/reservations/CJY9NMP?locale=de']);
    const checkedIn = { ...confirmedReservation, checkIn: { ...confirmedReservation.checkIn, step: 'done' } };
    expect(offlineDocumentsOf(checkedIn as typeof confirmedReservation, 'en')).toEqual([
      '/api/reservations/CJY9NMP?locale=en',
      '/api/reservations/CJY9NMP/check-in/contract',
    ]);
  });
});
