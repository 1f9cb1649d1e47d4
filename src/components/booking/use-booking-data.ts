import { useEffect, useState } from 'react';
import { api } from '../../api-client/client';
import type { AvailabilityAnswer, QuoteAnswer, QuoteRequest, SearchOptions, Trip } from '../../api-client/types';
import type { SearchRules } from '../../booking/search';
import { searchFromLink, withoutSearchLink } from '../../booking/search-link';
import { restoreSearch } from '../../booking/search-rules';
import { saveSearch } from '../../booking/search-storage';
import type { LocaleCode } from '../../config/locales';
import { bookingErrorOf, type BookingError } from '../../machines/booking.machine';
import { answeredSearchOptions, fetchSearchOptions } from './search-options-cache';

/** A request's state as a component shows it. */
export type Loaded<T> =
  { status: 'loading'; previous?: T } | { status: 'done'; value: T } | { status: 'failed'; error: BookingError };

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
        if (!controller.signal.aborted) setState({ key, loaded: { status: 'failed', error: bookingErrorOf(error) } });
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
  const answered = answeredSearchOptions(language);
  const loaded = useLoaded(answered ? null : language, () => fetchSearchOptions(language));
  return answered ? { status: 'done', value: answered } : (loaded ?? { status: 'loading' });
}

/** Starts (or joins) the search options request and settles with it; never rejects. */
export function preloadSearchOptions(language: LocaleCode): Promise<void> {
  return fetchSearchOptions(language).then(
    () => undefined,
    () => undefined,
  );
}

/** `POST /api/availability` for the trip: every class with its free units and all-in price. */
export function useAvailability(trip: Trip | null): Loaded<AvailabilityAnswer> | null {
  return useLoaded(trip ? JSON.stringify(trip) : null, (signal) => api.searchAvailability(trip as Trip, signal));
}

/** `POST /api/quote` for the trip, the class and the options: the summary panel's price lines. */
export function useQuote(request: QuoteRequest | null): Loaded<QuoteAnswer> | null {
  return useLoaded(request ? JSON.stringify(request) : null, (signal) => api.quote(request as QuoteRequest, signal));
}

/** The answer in hand: the current one, or while a new one loads the one before it. */
export function latestValue<T>(loaded: Loaded<T> | null): T | undefined {
  if (loaded?.status === 'done') return loaded.value;
  return loaded?.status === 'loading' ? loaded.previous : undefined;
}

/** What the search bar needs of the search options (spec §5 Search). */
export function searchRulesOf(options: SearchOptions): SearchRules {
  return {
    locations: options.locations,
    ...(options.highSeason ? { highSeason: options.highSeason } : {}),
    selfService: options.selfService,
    // Today can be chosen; the API refuses a pickup closer than the brand's lead time.
    offsetDays: 0,
  };
}

/**
 * A search link in the address (`/book/vehicles/?pickup=…`, src/booking/search-link.ts) becomes the
 * session's search, checked against the places' rules, and leaves the address: a reload or a copied
 * address then keeps the visitor's own changes. Without the places (the request failed) the link is
 * dropped and the visitor searches with the bar. Never rejects.
 */
export async function takeSearchLink(language: LocaleCode, today: string): Promise<void> {
  const linked = searchFromLink(new URLSearchParams(window.location.search));
  if (!linked) return;
  try {
    const options = await fetchSearchOptions(language);
    saveSearch(window.sessionStorage, restoreSearch(linked, searchRulesOf(options), today));
  } catch {
    // No places to check the link against: the search bar asks instead.
  }
  window.history.replaceState(window.history.state, '', withoutSearchLink(new URL(window.location.href)));
}
