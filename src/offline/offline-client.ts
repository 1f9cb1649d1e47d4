import {
  loadReservationReference,
  reservationReferenceKey,
  saveReservationReference,
} from '../components/reservation/reservation-storage';
import type { OfflineMessage } from './offline-messages';
import { reservationCachesOnOrigin, savedAtHeader } from './offline-rules';

/**
 * The pages' side of the trip offline (issue 40, docs/decisions/049): which reservation the device keeps,
 * the documents the worker should keep, and forgetting them. Small and without the worker's code: the
 * overview and the find page import it.
 */

/** The device's storage, or null where storage is switched off. */
function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The reservation last opened on this device (an installed site opens on it), for a tab that has none. */
export function deviceReservationReference(): string | null {
  const storage = deviceStorage();
  return storage ? loadReservationReference(storage) : null;
}

/** Keeps `reference` as the device's reservation when its overview is shown. */
export function keepDeviceReservation(reference: string): void {
  const storage = deviceStorage();
  if (storage) saveReservationReference(storage, reference);
}

/** When a kept answer was brought up to date, if the worker served it from the device (else null). */
export function savedAtOf(response: Response): string | null {
  return response.headers.get(savedAtHeader);
}

async function activeWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active ?? null;
}

/**
 * Asks the worker to keep `urls` (the reservation's answer and documents) through its routes. Waits for
 * the worker to be ready: it registers after the page is idle (src/offline/register.ts).
 */
export function keepForOffline(urls: string[]): void {
  if (!('serviceWorker' in navigator) || urls.length === 0) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }))
    .catch((error: unknown) => console.warn('The reservation could not be kept for offline use', error));
}

/**
 * Forgets every reservation kept on this device but `keep` (null: all of them): its caches (deleted by the
 * page, and by the worker, which may be writing one at this moment), the device's reference, and the
 * tab's when it is another one. Resolves once the page's deletions are done.
 */
export async function forgetReservations(keep: string | null): Promise<void> {
  const storage = deviceStorage();
  if (storage && loadReservationReference(storage) !== keep) {
    try {
      if (keep) storage.setItem(reservationReferenceKey, keep);
      else storage.removeItem(reservationReferenceKey);
    } catch (error) {
      console.warn('The kept reservation could not be forgotten', error);
    }
  }
  if (!keep) {
    try {
      window.sessionStorage.removeItem(reservationReferenceKey);
    } catch {
      // Storage switched off: nothing was kept.
    }
  }
  const message: OfflineMessage = { type: 'FORGET_RESERVATIONS', keep };
  (await activeWorker().catch(() => null))?.postMessage(message);
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(reservationCachesOnOrigin(names, keep).map((name) => caches.delete(name)));
}
