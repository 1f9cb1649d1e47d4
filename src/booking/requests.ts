import type { QuoteRequest, Trip } from '../api-client/types';
import type { Currency } from '../config/currencies';
import type { LocaleCode } from '../config/locales';
import type { ChosenOptions } from '../machines/booking.machine';
import type { BookingSearch } from './search';
import { isSearchComplete } from './search-rules';

/**
 * The bodies the booking sends, built once from what the visitor chose: the trip of availability,
 * the quote of the summary, and (with the customer) the booking itself (docs/api.md).
 */

/** The trip of a complete search, or null. */
export function tripOf(search: BookingSearch | null, currency: Currency, locale: LocaleCode): Trip | null {
  if (!isSearchComplete(search)) return null;
  return {
    pickupLocationId: search.pickupLocationId,
    returnLocationId: search.returnLocationId,
    pickupAt: `${search.pickupDate}T${search.pickupTime}`,
    returnAt: `${search.returnDate}T${search.returnTime}`,
    currency,
    locale,
    ...(search.promoCode ? { promoCode: search.promoCode } : {}),
  };
}

/** The quote of a class on a trip with options (none chosen yet: no extras, the included cover). */
export function quoteRequestOf(trip: Trip, classId: string, options: ChosenOptions | null): QuoteRequest {
  return {
    ...trip,
    classId,
    extras: options?.extras ?? [],
    ...(options?.insuranceId ? { insuranceId: options.insuranceId } : {}),
    extraDrivers: options?.extraDrivers ?? 0,
  };
}
