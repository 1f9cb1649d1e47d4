import { navigate } from 'gatsby';
import { useCallback, useEffect, useState } from 'react';
import { createApiClient } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { Reservation } from '../../api-client/types';
import { checkSession } from '../../browser/session-check';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import {
  deviceReservationReference,
  forgetReservations,
  keepDeviceReservation,
  savedAtOf,
} from '../../offline/offline-client';
import { loadReservationReference } from './reservation-storage';

/**
 * `updatedAt`: when the shown answer was brought up to date (an ISO instant); `fromDevice`: the service
 * worker answered with the copy kept on the device (offline, or the network too slow), issue 40.
 */
export type ReservationState =
  | { kind: 'loading' }
  | { kind: 'ready'; reservation: Reservation; updatedAt: string; fromDevice: boolean }
  | { kind: 'failed'; code: string; message: string };

/** How often a copy from the device is asked for again while the browser is online. */
const recheckMs = 5_000;

/** The find page, coming back to `path` once the reservation is found. */
export function findPathFor(language: LocaleCode, path: string): string {
  return `${localePrefix(language)}/reservation/find/?next=${encodeURIComponent(path)}`;
}

/** GET of the reservation that also says whether the worker answered from the device, and since when. */
async function readReservation(reference: string, language: LocaleCode, signal: AbortSignal) {
  let savedAt: string | null = null;
  const client = createApiClient({
    fetch: async (...args: Parameters<typeof fetch>) => {
      const response = await globalThis.fetch(...args);
      savedAt = savedAtOf(response);
      return response;
    },
  });
  const { reservation } = await client.getReservation(reference, language, signal);
  return { reservation, updatedAt: savedAt ?? new Date().toISOString(), fromDevice: savedAt !== null };
}

/**
 * The tab's reservation after the session check (spec §2 "(session)"): without a reference kept in the
 * tab (or, for an installed site's new window, on the device), or when the session has not proved it
 * (the engine's 404 rule), the visitor is sent to find, which comes back here. Read again when the
 * browser comes back online, so a copy from the device is brought up to date.
 */
export function useReservation(language: LocaleCode): {
  state: ReservationState;
  show: (reservation: Reservation) => void;
} {
  const [state, setState] = useState<ReservationState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const toFind = () => void navigate(findPathFor(language, window.location.pathname), { replace: true });
    let recheck: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      void checkSession().then(async () => {
        clearTimeout(recheck);
        const reference = loadReservationReference(window.sessionStorage) ?? deviceReservationReference();
        if (!reference) return toFind();
        try {
          const answer = await readReservation(reference, language, controller.signal);
          keepDeviceReservation(answer.reservation.reference);
          setState({ kind: 'ready', ...answer });
          // The device's copy: asked again every few seconds once the browser says it is online (the
          // `online` event may come before the network answers again, or not at all).
          if (answer.fromDevice)
            recheck = setTimeout(function again() {
              if (navigator.onLine) load();
              else recheck = setTimeout(again, recheckMs);
            }, recheckMs);
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 404) {
            // The session no longer proves it: nothing of it stays on the device (the worker drops its cache).
            void forgetReservations(null);
            return toFind();
          }
          setState({
            kind: 'failed',
            code: error instanceof ApiError ? error.code : 'unexpected',
            message: error instanceof Error ? error.message : '',
          });
        }
      });
    load();
    window.addEventListener('online', load);
    return () => {
      window.removeEventListener('online', load);
      clearTimeout(recheck);
      controller.abort();
    };
  }, [language]);
  const show = useCallback(
    (reservation: Reservation) =>
      setState({ kind: 'ready', reservation, updatedAt: new Date().toISOString(), fromDevice: false }),
    [],
  );
  return { state, show };
}
