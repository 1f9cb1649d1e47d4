import { localeCodes } from '../../config/locales';

/** Session storage key of the reservation last found or booked in this tab (the overview shows it). */
export const reservationReferenceKey = 'reservation-reference';

/** Keeps `reference` as the tab's reservation. Storage may be unavailable (private mode): then nothing is kept. */
export function saveReservationReference(storage: Pick<Storage, 'setItem'>, reference: string): void {
  try {
    storage.setItem(reservationReferenceKey, reference);
  } catch (error) {
    console.warn('The reservation reference could not be kept', error);
  }
}

export function loadReservationReference(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    const reference = storage.getItem(reservationReferenceKey);
    return reference && /^[A-Za-z0-9-]{4,20}$/.test(reference) ? reference : null;
  } catch (error) {
    console.warn('The reservation reference could not be read', error);
    return null;
  }
}

const reservationPath = new RegExp(`^(/(${localeCodes.join('|')}))?/reservation/([a-z-]+/)*$`);

/**
 * The `?next=` of the find page when it is one of this site's reservation pages (not find itself);
 * anything else (another site, another kind of page) is refused, so find cannot be made to redirect
 * elsewhere.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !reservationPath.test(next) || next.endsWith('/reservation/find/')) return null;
  return next;
}
