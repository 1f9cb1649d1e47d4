import type { SearchOptions } from '../../api-client/types';
import type { BookingSearch } from '../../booking/search';
import { defaultPickupTime, defaultReturnTime } from '../../config/constants';

/**
 * What the closed search bar shows, worked out without luxon or the search rules' module (both in the
 * real bar's chunk): the light bar of a content page reads it after hydration (LazySearch).
 */
export interface LightSearch {
  pickupTitle: string;
  returnTitle: string;
  pickupDate: string | null;
  returnDate: string | null;
  pickupTime: string;
  returnTime: string;
  promoCode: string;
  /** Both places and both dates: the real bar (with a summary click) shows its compact summary. */
  complete: boolean;
}

type Place = SearchOptions['locations'][number];

/**
 * The search the real bar starts from (SearchBar's `startingSearch`: `restoreSearch` of
 * src/booking/search-rules.ts with the session's coupon), for what it shows: the kept places if still
 * offered (their titles in the page's language), else the first pickup place and its return; the kept
 * dates unless the pickup is before today or the return before the pickup. A kept day a place has since
 * closed, or a kept time outside its hours, is left to the real bar (it corrects them when it loads).
 */
export function lightSearch(
  saved: BookingSearch | null,
  locations: readonly Place[],
  today: string,
  couponCode: string,
): LightSearch {
  const firstPickup = locations.find((place) => place.pickup);
  const firstReturn = firstPickup?.return ? firstPickup : locations.find((place) => place.return);
  const pickup = locations.find((place) => place.id === saved?.pickupLocationId && place.pickup) ?? firstPickup;
  const back = locations.find((place) => place.id === saved?.returnLocationId && place.return) ?? firstReturn;
  const pickupDate = saved?.pickupDate ?? null;
  const returnDate = saved?.returnDate ?? null;
  const datesKept = pickupDate !== null && pickupDate >= today && (returnDate === null || returnDate >= pickupDate);
  const promoCode = saved?.promoCode || couponCode.trim().toUpperCase();
  const search: LightSearch = {
    pickupTitle: pickup?.title ?? '',
    returnTitle: back?.title ?? '',
    pickupDate: datesKept ? pickupDate : null,
    returnDate: datesKept ? returnDate : null,
    pickupTime: saved?.pickupTime ?? defaultPickupTime,
    returnTime: saved?.returnTime ?? defaultReturnTime,
    promoCode,
    complete: false,
  };
  search.complete = Boolean(pickup && back && search.pickupDate && search.returnDate);
  return search;
}
