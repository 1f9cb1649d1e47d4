import { clock } from '../clock.server';
import { getDatabase } from '../db/client.server';
import { errorResponse, json, withErrorHandling } from '../http/responses.server';
import { refreshTripConditions, tripFeedUrls } from './refresh.server';

/**
 * The scheduled refresh as a function: 200 with each source's outcome, 502 when a source failed (its
 * last data stays, marked failed). Logs the outcome, never a feed's address.
 */
export const refreshTripConditionsEndpoint = withErrorHandling(async () => {
  const outcome = await refreshTripConditions(getDatabase(), {
    urls: tripFeedUrls(),
    fetch: globalThis.fetch,
    now: clock.now(),
  });
  const failed = Object.entries(outcome).filter(([, result]) => result.status === 'failed');
  if (failed.length > 0) {
    const reasons = failed.map(([source, result]) => `${source}: ${'reason' in result ? result.reason : ''}`).join(' ');
    console.error(`refresh-trip-conditions: ${reasons}`);
    return errorResponse(502, 'trip_source_unavailable', `Error fetching trip conditions: ${reasons}`);
  }
  console.log(`refresh-trip-conditions: ${JSON.stringify(outcome)}`);
  return json(outcome);
});
