import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { AvailabilityAnswer, QuoteAnswer, SearchOptions, Trip } from '../../api/types';
import type { BookingSearch } from '../../booking/search';
import type { Currency } from '../../config/currencies';
import type { LocaleCode } from '../../config/locales';
import type { ChosenOptions } from '../../machines/booking.machine';

/** A failed request as a component shows it (docs/api.md Errors). */
export interface LoadError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** A request's state as a component shows it. */
export type Loaded<T> =
  { status: 'loading'; previous?: T } | { status: 'done'; value: T } | { status: 'failed'; error: LoadError };

const searchOptions = new Map<LocaleCode, Promise<SearchOptions>>();

/** `GET /api/search-options` once per language and tab: places with their hours, extras, covers, terms. */
export function fetchSearchOptions(language: LocaleCode): Promise<SearchOptions> {
  let pending = searchOptions.get(language);
  if (!pending) {
    pending = api.getSearchOptions(language);
    // A failure is not kept: the next step asks again.
    pending.catch(() => searchOptions.delete(language));
    searchOptions.set(language, pending);
  }
  return pending;
}

function errorOf(error: unknown): LoadError {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code, message, fields } = error as LoadError;
    return { code, message, ...(fields ? { fields } : {}) };
  }
  return { code: 'unexpected', message: error instanceof Error ? error.message : String(error) };
}

/** Runs `load` whenever `key` changes; an answer for an older key is dropped. */
function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> | null {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ key, loaded: { status: 'done', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, loaded: { status: 'failed', error: errorOf(error) } });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt each render; `key` says when it asks for something new.
  }, [key]);
  if (key === null) return null;
  if (state?.key === key) return state.loaded;
  // A new request: the last answer stays at hand, so a price can stay in place until the new one comes.
  const previous =
    state?.loaded.status === 'done'
      ? state.loaded.value
      : state?.loaded.status === 'loading'
        ? state.loaded.previous
        : undefined;
  return previous === undefined ? { status: 'loading' } : { status: 'loading', previous };
}

export function useSearchOptions(language: LocaleCode): Loaded<SearchOptions> {
  return useLoaded(language, () => fetchSearchOptions(language)) ?? { status: 'loading' };
}

/** The trip of a complete search, or null. */
export function tripOf(search: BookingSearch | null, currency: Currency, language: LocaleCode): Trip | null {
  if (!search?.pickupLocationId || !search.returnLocationId || !search.pickupDate || !search.returnDate) return null;
  return {
    pickupLocationId: search.pickupLocationId,
    returnLocationId: search.returnLocationId,
    pickupAt: `${search.pickupDate}T${search.pickupTime}`,
    returnAt: `${search.returnDate}T${search.returnTime}`,
    currency,
    locale: language,
    ...(search.promoCode ? { promoCode: search.promoCode } : {}),
  };
}

/** `POST /api/availability` for the trip: every class with its free units and all-in price. */
export function useAvailability(trip: Trip | null): Loaded<AvailabilityAnswer> | null {
  return useLoaded(trip ? JSON.stringify(trip) : null, (signal) => api.searchAvailability(trip as Trip, signal));
}

/** `POST /api/quote` for the trip, the class and the options: the summary panel's price lines. */
export function useQuote(
  trip: Trip | null,
  classId: string | null,
  options: ChosenOptions | null,
): Loaded<QuoteAnswer> | null {
  const request =
    trip && classId
      ? {
          ...trip,
          classId,
          extras: options?.extras ?? [],
          ...(options?.insuranceId ? { insuranceId: options.insuranceId } : {}),
          extraDrivers: options?.extraDrivers ?? 0,
        }
      : null;
  return useLoaded(request ? JSON.stringify(request) : null, (signal) =>
    api.quote(request as NonNullable<typeof request>, signal),
  );
}
