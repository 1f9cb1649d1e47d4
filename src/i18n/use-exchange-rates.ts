import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api/client';
import type { ExchangeRates } from '../domain/money';

let loadedRates: ExchangeRates | undefined;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Asks for the exchange rates (`GET /api/exchange-rates`) once per page load, for every price on the
 * page and the pages reached from it. Never rejects: a failure is not kept, so a later page or another
 * currency asks again, and meanwhile prices stay in EUR, as the static HTML shows them.
 */
function loadExchangeRates(): Promise<void> {
  pending ??= api.getExchangeRates().then(
    (answer) => {
      loadedRates = answer.rates;
      for (const onChange of listeners) onChange();
    },
    () => {
      // Not logged: EUR is a correct price to show, and the visitor has nothing to do about it.
      pending = null;
    },
  );
  return pending;
}

/**
 * The exchange rates (units per EUR, spec §3), loaded when `isNeeded` (the visitor's currency is not
 * EUR) and shared by every component that asks; undefined until they arrive, and in the static HTML.
 */
export function useExchangeRates(isNeeded: boolean): ExchangeRates | undefined {
  const rates = useSyncExternalStore(
    subscribe,
    () => loadedRates,
    () => undefined,
  );
  useEffect(() => {
    if (isNeeded) void loadExchangeRates();
  }, [isNeeded]);
  return rates;
}

/** Forgets the loaded rates, as a new page load would (for tests). */
export function forgetExchangeRates(): void {
  loadedRates = undefined;
  pending = null;
}
