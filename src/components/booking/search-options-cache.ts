import { searchOptionsPath } from '../../api-client/paths';
import { send } from '../../api-client/send';
import type { SearchOptions } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';

/**
 * `GET /api/search-options` once per language and tab, shared by the light search bar of a content page
 * (LazySearch, in the page's own chunk) and the real one (use-booking-data): the light bar asks at
 * hydration, so the real bar, loaded on intent, renders at once with the same places.
 */
const pendingOptions = new Map<LocaleCode, Promise<SearchOptions>>();
/** The answers in hand, so a component mounted after them renders them at once (no placeholder). */
const answeredOptions = new Map<LocaleCode, SearchOptions>();

export function fetchSearchOptions(language: LocaleCode): Promise<SearchOptions> {
  let pending = pendingOptions.get(language);
  if (!pending) {
    // `send` alone, not the API client: this module is in every content page's search bar chunk.
    pending = send<SearchOptions>(searchOptionsPath(language));
    pending.then(
      (options) => answeredOptions.set(language, options),
      // A failure is not kept: the next step asks again.
      () => pendingOptions.delete(language),
    );
    pendingOptions.set(language, pending);
  }
  return pending;
}

/** The search options of `language` if they were already answered in this tab. */
export function answeredSearchOptions(language: LocaleCode): SearchOptions | undefined {
  return answeredOptions.get(language);
}
