import { parseShuttleFeed, simulatedShuttles, type ShuttlePosition } from '../../src/domain/shuttle';
import { clock } from '../clock.server';
import { endpoint, errorResponse, json } from '../http/responses.server';

/** Give up on the GPS feed after this long: the map asks again 5 s later anyway. */
export const shuttleFeedTimeoutMs = 3000;

export type ShuttleLocationsOutcome =
  | { status: 'ok'; source: 'feed' | 'simulation'; shuttles: ShuttlePosition[] }
  /** The feed did not answer, or not in its format: why, without its address. */
  | { status: 'failed'; reason: string };

export interface ShuttleLocationsOptions {
  /** The GPS feed's address (`SHUTTLE_FEED_URL`); undefined simulates the loop. */
  url: string | undefined;
  fetch: typeof globalThis.fetch;
  now: Date;
  timeoutMs?: number;
}

/**
 * Where the shuttles are: the GPS feed's answer, checked (src/domain/shuttle.ts), or without a feed
 * the simulated loop at `now`. A failing feed is reported, never replaced by the simulation (a
 * pretend position would mislead a traveller waiting at the terminal), and nothing is kept in memory
 * between requests (docs/decisions, shuttle tracker).
 */
export async function shuttleLocations(options: ShuttleLocationsOptions): Promise<ShuttleLocationsOutcome> {
  const { url, now, timeoutMs = shuttleFeedTimeoutMs } = options;
  if (!url) return { status: 'ok', source: 'simulation', shuttles: simulatedShuttles(now) };
  let text: string;
  try {
    const response = await options.fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return { status: 'failed', reason: `The feed answered HTTP ${response.status}.` };
    text = await response.text();
  } catch (error) {
    // A DOMException (the timeout's abort) is not an instance of this realm's Error: read its name.
    const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
    return {
      status: 'failed',
      reason: name === 'TimeoutError' ? 'The feed did not answer in time.' : 'The feed could not be reached.',
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 'failed', reason: 'The feed did not answer JSON.' };
  }
  const parsed = parseShuttleFeed(body);
  if (!parsed.ok) return { status: 'failed', reason: parsed.reason };
  return { status: 'ok', source: 'feed', shuttles: parsed.shuttles };
}

async function answer(): Promise<Response> {
  const now = clock.now();
  const outcome = await shuttleLocations({
    url: process.env.SHUTTLE_FEED_URL || undefined,
    fetch: globalThis.fetch,
    now,
  });
  if (outcome.status === 'failed') {
    console.error(`shuttle-locations: ${outcome.reason}`);
    return errorResponse(502, 'shuttle_feed_unavailable', `The shuttle positions are not available: ${outcome.reason}`);
  }
  // `now` is the server's time of the answer: the map reads "last movement" against it, so a visitor's
  // wrong clock does not make a shuttle that just moved read as hours ago.
  return json({ shuttles: outcome.shuttles, source: outcome.source, now: now.toISOString() });
}

/**
 * GET (or POST, as spec §7's endpoint) /api/shuttle/locations: `{ shuttles: [{ id, lat, lon,
 * heading, date }], source, now }`; 502 `shuttle_feed_unavailable` when the configured feed fails; 405
 * for other methods (docs/api.md).
 */
export const shuttleLocationsEndpoint = endpoint({ GET: answer, POST: answer });
