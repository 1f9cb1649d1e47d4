import type { TripSource } from '../../src/config/trip';
import type { Executor } from '../db/client.server';
import { tripFeeds } from '../db/schema';
import { fetchRoadConditions, fetchWeatherWarnings, type TripFetchOptions } from './port.server';

export interface TripRefreshOptions extends TripFetchOptions {
  /** `ROAD_CONDITIONS_URL` and `WEATHER_WARNINGS_URL`; a source without one is not fetched. */
  urls: Partial<Record<TripSource, string>>;
  now: Date;
}

export type TripRefreshOutcome = Record<
  TripSource,
  { status: 'stored'; items: number } | { status: 'failed'; reason: string } | { status: 'not_configured' }
>;

const fetchers: Record<TripSource, (url: string, options: TripFetchOptions) => Promise<unknown[]>> = {
  roads: fetchRoadConditions,
  warnings: fetchWeatherWarnings,
};

/**
 * Fetches each configured source and keeps what it brought with the time (`now`). A source that fails
 * (HTTP error, timeout, a feed not of its documented shape) keeps its last items and their time, and its
 * row says when and why it failed. Never throws for a source; a database failure throws.
 */
export async function refreshTripConditions(db: Executor, options: TripRefreshOptions): Promise<TripRefreshOutcome> {
  const { now } = options;
  const outcome = {} as TripRefreshOutcome;
  for (const source of Object.keys(fetchers) as TripSource[]) {
    const url = options.urls[source];
    if (!url) {
      outcome[source] = { status: 'not_configured' };
      continue;
    }
    try {
      const items = await fetchers[source](url, options);
      await db
        .insert(tripFeeds)
        .values({ source, items, fetchedAt: now, attemptedAt: now, error: null })
        .onConflictDoUpdate({
          target: tripFeeds.source,
          set: { items, fetchedAt: now, attemptedAt: now, error: null },
        });
      outcome[source] = { status: 'stored', items: items.length };
    } catch (error) {
      // Kept in the row and the outcome; the caller logs it (never the feed's address).
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .insert(tripFeeds)
        .values({ source, items: [], fetchedAt: null, attemptedAt: now, error: reason })
        .onConflictDoUpdate({ target: tripFeeds.source, set: { attemptedAt: now, error: reason } });
      outcome[source] = { status: 'failed', reason };
    }
  }
  return outcome;
}

/** The sources' addresses from the environment. */
export function tripFeedUrls(env: NodeJS.ProcessEnv = process.env): Partial<Record<TripSource, string>> {
  return {
    roads: env.ROAD_CONDITIONS_URL?.trim() || undefined,
    warnings: env.WEATHER_WARNINGS_URL?.trim() || undefined,
  };
}
