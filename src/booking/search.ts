import type { Season } from '../domain/season';
import type { Location } from '../domain/hours';

/**
 * A pickup or return place as the search bar offers it: the answer of `GET /api/search-options`
 * (docs/api.md) gives one per place, with the content's opening-hours document as `hours`.
 */
export interface SearchLocation {
  id: string;
  /** In the page's language. */
  title: string;
  pickup: boolean;
  return: boolean;
  hours: Location;
}

/** What the search bar needs to apply the location rules of spec §5 Search. */
export interface SearchRules {
  locations: SearchLocation[];
  highSeason?: Season;
  /** The tenant's self-service setting (spec §3 Settings). */
  selfService: boolean;
  /** Calendar dates before today plus this many days are disabled (spec §5 Dates). */
  offsetDays: number;
}

/**
 * The booking search state of spec §3, kept in session storage under `book-search` for the session.
 * Dates are 'YYYY-MM-DD' and times 'HH:mm', both Iceland time (Atlantic/Reykjavik).
 */
export interface BookingSearch {
  pickupLocationId: string | null;
  /** The place's index in `SearchRules.locations`, -1 when none (spec §3: title and index). */
  pickupLocationIndex: number;
  pickupLocationTitle: string;
  returnLocationId: string | null;
  returnLocationIndex: number;
  returnLocationTitle: string;
  pickupDate: string | null;
  pickupTime: string;
  returnDate: string | null;
  returnTime: string;
  promoCode: string;
  /** Whether the chosen pickup time is outside normal hours, so self-service only (spec §5 Search). */
  selfServiceOnly: boolean;
  /** Bumped when a location change clears or resets dates or times, so lists re-render (spec §3). */
  refreshCount: number;
  /**
   * The dates a search link or a change of place proposed and the places' rules refused (issue 30): the
   * bar says which and why until the visitor chooses dates. Absent or null when nothing was refused.
   */
  refusedDates?: RefusedDates | null;
}

/** Dates that were dropped, which one was refused and why, and the next return the place takes. */
export interface RefusedDates {
  pickupDate: string;
  returnDate: string | null;
  /** The refused date: the pickup, or the return when the pickup was fine. */
  phase: 'pickup' | 'return';
  date: string;
  /** A key under `search.reason` of locales/<lang>/search.json (the calendar's day labels say the same). */
  reason: string;
  /** For a refused return: the first day on or after it that the return place takes (spec §5, 730 days). */
  nextReturnDate: string | null;
}

/** Session storage key of the chosen search. */
export const bookSearchKey = 'book-search';
