import { eq } from 'drizzle-orm';
import { currencies, type Currency } from '../../src/config/currencies';
import type { Executor } from '../db/client.server';
import { exchangeRates } from '../db/schema';
import { parseEcbRates, type EcbRates } from './ecb-xml';

/** The currencies the site stores a rate for: all it shows but EUR, the rates' base (spec §9). */
const storedCurrencies = currencies.filter((currency): currency is Exclude<Currency, 'EUR'> => currency !== 'EUR');

export type RefreshOutcome =
  /** New rates are stored. */
  | { status: 'stored'; ratesDate: string }
  /** Both tries failed: the last stored rates stay, with their date (null when none is stored). */
  | { status: 'kept'; ratesDate: string | null; reason: string }
  /** No feed is configured (the embedded default): the stored snapshot stays. */
  | { status: 'not_configured'; ratesDate: string | null };

export interface RefreshOptions {
  /** The feed's address (`EXCHANGE_RATES_URL`); undefined keeps the stored rates without a request. */
  url: string | undefined;
  fetch: typeof globalThis.fetch;
  now: Date;
  /** Wait before the one retry. */
  retryDelayMs?: number;
  /** Give up on one try after this long. */
  timeoutMs?: number;
}

/** One try: the feed's rates of the site's currencies, or an Error saying what was wrong. */
async function fetchRates(url: string, fetch: typeof globalThis.fetch, timeoutMs: number): Promise<EcbRates> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml' } });
  if (!response.ok) throw new Error(`The feed answered HTTP ${response.status}.`);
  const feed = parseEcbRates(await response.text());
  const missing = storedCurrencies.filter((currency) => feed.rates[currency] === undefined);
  if (missing.length > 0) throw new Error(`The feed has no rate for ${missing.join(', ')}.`);
  return { date: feed.date, rates: Object.fromEntries(storedCurrencies.map((code) => [code, feed.rates[code]!])) };
}

/** The date of the stored rates, or null when there are none. */
export async function storedRatesDate(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ ratesDate: exchangeRates.ratesDate })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, 'USD'));
  return row?.ratesDate ?? null;
}

/**
 * Fetches the euro reference rates (spec §7: "retried once") and stores the site's currencies with
 * their date, all in one transaction. When both tries fail nothing is written: the last rates and
 * their date stay, and the outcome says why. Never throws for a bad feed; a database failure throws.
 */
export async function refreshExchangeRates(db: Executor, options: RefreshOptions): Promise<RefreshOutcome> {
  const { url, now, retryDelayMs = 1000, timeoutMs = 10_000 } = options;
  if (!url) return { status: 'not_configured', ratesDate: await storedRatesDate(db) };
  let feed: EcbRates | undefined;
  let reason = '';
  for (let attempt = 0; attempt < 2 && !feed; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      feed = await fetchRates(url, options.fetch, timeoutMs);
    } catch (error) {
      // Kept as the reason of the outcome; the caller logs it.
      reason = error instanceof Error ? error.message : String(error);
    }
  }
  if (!feed) return { status: 'kept', ratesDate: await storedRatesDate(db), reason };
  const rows = Object.entries(feed.rates).map(([currency, rate]) => ({
    currency,
    rate: String(rate),
    source: 'ECB euro reference rates',
    fetchedAt: now,
    ratesDate: feed.date,
  }));
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(exchangeRates)
        .values(row)
        .onConflictDoUpdate({
          target: exchangeRates.currency,
          set: { rate: row.rate, source: row.source, fetchedAt: row.fetchedAt, ratesDate: row.ratesDate },
        });
    }
  });
  return { status: 'stored', ratesDate: feed.date };
}
