import { defaultPickupTime, defaultReturnTime } from '../config/constants';
import { isValidDateString } from '../domain/dates';
import type { BookingSearch } from './search';

/*
 * A search link: `/book/vehicles/?pickup=kef&return=rvk&from=2026-12-01T10:00&to=2026-12-08T12:00`
 * opens the vehicle list of that search (a campaign e-mail, a "book this car" button, a search kept
 * in a bookmark). Places are location ids, date-times are Iceland time. The link only proposes a
 * search: the wizard checks it against the places' rules (`restoreSearch`) before using it.
 */

/** The query parameters of a search link; `coupon` is read on any page too (spec §2). */
const searchLinkParams = ['pickup', 'return', 'from', 'to', 'coupon'] as const;

const dateTimePattern = /^(\d{4}-\d{2}-\d{2})(?:T(.*))?$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The date and time of a `from`/`to` value: an invalid date gives no date, a missing or invalid time `fallbackTime`. */
function dateTimeOf(value: string | null, fallbackTime: string): { date: string | null; time: string } {
  const match = value ? dateTimePattern.exec(value.trim()) : null;
  const date = match?.[1];
  if (!match || !date || !isValidDateString(date)) return { date: null, time: fallbackTime };
  const time = match[2];
  return { date, time: time !== undefined && timePattern.test(time) ? time : fallbackTime };
}

/**
 * The search a link proposes, or null when the address holds no search link (no `pickup`). The
 * return place defaults to the pickup place; a date that is not a real 'YYYY-MM-DD' is dropped (the
 * visitor then picks it), a missing or invalid time is 12:00. Titles and indexes are left for
 * `restoreSearch`, which knows the places.
 */
export function searchFromLink(params: URLSearchParams): BookingSearch | null {
  const pickup = params.get('pickup')?.trim();
  if (!pickup) return null;
  const back = params.get('return')?.trim() || pickup;
  const from = dateTimeOf(params.get('from'), defaultPickupTime);
  const to = dateTimeOf(params.get('to'), defaultReturnTime);
  const datesInOrder = from.date !== null && to.date !== null && to.date >= from.date;
  return {
    pickupLocationId: pickup,
    pickupLocationIndex: -1,
    pickupLocationTitle: '',
    returnLocationId: back,
    returnLocationIndex: -1,
    returnLocationTitle: '',
    pickupDate: datesInOrder ? from.date : null,
    pickupTime: from.time,
    returnDate: datesInOrder ? to.date : null,
    returnTime: to.time,
    promoCode: params.get('coupon')?.trim().toUpperCase() ?? '',
    selfServiceOnly: false,
    refreshCount: 0,
  };
}

/** What a link carries of a search. */
export type LinkedSearch = Pick<
  BookingSearch,
  'pickupLocationId' | 'returnLocationId' | 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime' | 'promoCode'
>;

/** The query string (with its `?`) of a link to `search`; dates and places left out when not chosen. */
export function searchLinkOf(search: LinkedSearch): string {
  const params = new URLSearchParams();
  if (search.pickupLocationId) params.set('pickup', search.pickupLocationId);
  if (search.returnLocationId) params.set('return', search.returnLocationId);
  if (search.pickupDate) params.set('from', `${search.pickupDate}T${search.pickupTime}`);
  if (search.returnDate) params.set('to', `${search.returnDate}T${search.returnTime}`);
  if (search.promoCode) params.set('coupon', search.promoCode);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The address without the search link's parameters (once the wizard has taken the search). */
export function withoutSearchLink(url: URL): string {
  const rest = new URLSearchParams(url.search);
  for (const name of searchLinkParams) rest.delete(name);
  const query = rest.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}
