import { useEffect, useSyncExternalStore } from 'react';
import { exchangeRatesPath } from '../api-client/paths';
import { send } from '../api-client/send';
import type { ExchangeRatesAnswer } from '../api-client/types';
import type { ExchangeRates } from '../domain/money';

/** What the page knows of the exchange rates: none yet, the loaded ones, or that the last request failed. */
export interface ExchangeRatesState {
  /** Units per EUR; undefined until they arrive, and in the static HTML. */
  rates?: ExchangeRates;
  /** The day the rates are of (`YYYY-MM-DD`); null when none is known. */
  ratesDate: string | null;
  /** The last request failed (kept only until a later request succeeds). */
  hasFailed: boolean;
}

const notLoaded: ExchangeRatesState = { ratesDate: null, hasFailed: false };
let state: ExchangeRatesState = notLoaded;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function setState(next: ExchangeRatesState): void {
  state = next;
  for (const onChange of listeners) onChange();
}

/**
 * Asks for the exchange rates (`GET /api/exchange-rates`) once per page load, for every price on the
 * page and the pages reached from it. Never rejects: a failure is recorded (the rates table says so,
 * docs/decisions/011) but not kept as an answer, so a later page or another currency asks again, and
 * meanwhile prices stay in EUR, as the static HTML shows them.
 */
function loadExchangeRates(): Promise<void> {
  // `send` alone, not the API client: this module is in the header's chunk of every page (issue 18).
  pending ??= send<ExchangeRatesAnswer>(exchangeRatesPath).then(
    (answer) => setState({ rates: answer.rates, ratesDate: answer.ratesDate ?? null, hasFailed: false }),
    () => {
      // Not logged: EUR is a correct price to show, and the visitor has nothing to do about it.
      pending = null;
      setState({ ...state, hasFailed: true });
    },
  );
  return pending;
}

/**
 * The exchange rates with their date and whether they could be had, loaded when `isNeeded` (the
 * visitor's currency is not EUR) and shared by every component that asks.
 */
export function useExchangeRatesState(isNeeded: boolean): ExchangeRatesState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => notLoaded,
  );
  useEffect(() => {
    if (isNeeded) void loadExchangeRates();
  }, [isNeeded]);
  return current;
}

/**
 * The exchange rates (units per EUR, spec §3), loaded when `isNeeded` (the visitor's currency is not
 * EUR) and shared by every component that asks; undefined until they arrive, and in the static HTML.
 */
export function useExchangeRates(isNeeded: boolean): ExchangeRates | undefined {
  // Only the rates: a failed request changes nothing a price shows, so it re-renders no price.
  const rates = useSyncExternalStore(
    subscribe,
    () => state.rates,
    () => undefined,
  );
  useEffect(() => {
    if (isNeeded) void loadExchangeRates();
  }, [isNeeded]);
  return rates;
}

/** Forgets the loaded rates, as a new page load would (for tests). */
export function forgetExchangeRates(): void {
  state = notLoaded;
  pending = null;
}
