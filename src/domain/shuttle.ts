import { shuttleLastMovementThresholdsSeconds, shuttleMapBounds } from '../config/constants';

/**
 * The airport shuttle (spec §3 "Shuttle: id, lat, lon, heading, date", §8, §9 "Shuttle map"): where
 * each shuttle is, which way it faces and when it last moved; the "last movement" text; a simulated
 * loop between the terminal and the office; and the check of a GPS feed's answer.
 */
export interface ShuttlePosition {
  id: string;
  lat: number;
  lon: number;
  /** Compass degrees the shuttle faces: 0 north, 90 east, in [0, 360). */
  heading: number;
  /** When the shuttle last moved (ISO 8601 with its zone), or null when no time is known. */
  date: string | null;
}

export interface LatLon {
  lat: number;
  lon: number;
}

// ---------------------------------------------------------------------------------------------
// "Last movement"

/**
 * How long ago the shuttle last moved, in the page's language (Intl.RelativeTimeFormat): seconds
 * under a minute, minutes under an hour, hours after that (spec §9 thresholds 60 and 3600 s), and
 * "-" when no time is known (spec §8: no date, or one that does not parse). A date in the future
 * (a feed's clock ahead of ours) reads as now.
 */
export function lastMovementText(date: string | null | undefined, now: Date, language: string): string {
  if (!date) return '-';
  const then = Date.parse(date);
  if (Number.isNaN(then)) return '-';
  const seconds = Math.max(0, Math.floor((now.getTime() - then) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (seconds < shuttleLastMovementThresholdsSeconds.minutes) return format.format(-seconds, 'second');
  if (seconds < shuttleLastMovementThresholdsSeconds.hours)
    return format.format(-Math.floor(seconds / shuttleLastMovementThresholdsSeconds.minutes), 'minute');
  return format.format(-Math.floor(seconds / shuttleLastMovementThresholdsSeconds.hours), 'hour');
}

// ---------------------------------------------------------------------------------------------
// Geometry

/** Whether a point lies on the shuttle map (spec §9 bounds, edges included). */
export function isInShuttleBounds({ lat, lon }: LatLon): boolean {
  const { north, south, west, east } = shuttleMapBounds;
  return lat >= south && lat <= north && lon >= west && lon <= east;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The initial compass bearing from `from` to `to`, in whole degrees in [0, 360). */
export function bearing(from: LatLon, to: LatLon): number {
  const φ1 = radians(from.lat);
  const φ2 = radians(to.lat);
  const Δλ = radians(to.lon - from.lon);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return normalizeHeading(Math.round((Math.atan2(y, x) * 180) / Math.PI));
}

/** A heading in [0, 360). */
export function normalizeHeading(degrees: number): number {
  const heading = degrees % 360;
  return heading < 0 ? heading + 360 : heading === 0 ? 0 : heading;
}

/** Metres between two nearby points (equirectangular: exact enough over a few kilometres). */
function distance(from: LatLon, to: LatLon): number {
  const x = radians(to.lon - from.lon) * Math.cos(radians((from.lat + to.lat) / 2));
  const y = radians(to.lat - from.lat);
  return Math.hypot(x, y) * 6_371_000;
}

// ---------------------------------------------------------------------------------------------
// The simulated loop

/** The terminal's bus stop at Keflavík Airport, inside the map's bounds. */
export const shuttleTerminal: LatLon = { lat: 63.996, lon: -22.624 };
/** The rental office by the airport road. */
export const shuttleOffice: LatLon = { lat: 64.0045, lon: -22.585 };

/** The road from the terminal to the office, as driven (the way back is the same road reversed). */
export const shuttleRoute: readonly LatLon[] = [
  shuttleTerminal,
  { lat: 63.9972, lon: -22.6185 },
  { lat: 63.9988, lon: -22.6095 },
  { lat: 64.0009, lon: -22.6005 },
  { lat: 64.0031, lon: -22.5915 },
  shuttleOffice,
];

/** One loop: wait at the terminal, drive to the office, wait there, drive back. */
export const shuttleLoop = {
  dwellMs: 4 * 60_000,
  driveMs: 6 * 60_000,
  get periodMs(): number {
    return 2 * (this.dwellMs + this.driveMs);
  },
} as const;

/** The simulated shuttles and how far into the loop each runs (half a loop apart). */
const simulatedFleet = [
  { id: '1', offsetMs: 0 },
  { id: '2', offsetMs: shuttleLoop.periodMs / 2 },
] as const;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The point `metres` along `route`, and the bearing of the stretch it is on. */
function along(route: readonly LatLon[], metres: number): { point: LatLon; heading: number } {
  let left = metres;
  for (let index = 1; index < route.length; index++) {
    const from = route[index - 1]!;
    const to = route[index]!;
    const length = distance(from, to);
    if (left <= length || index === route.length - 1) {
      const share = length === 0 ? 1 : Math.min(1, Math.max(0, left / length));
      return {
        point: { lat: from.lat + (to.lat - from.lat) * share, lon: from.lon + (to.lon - from.lon) * share },
        heading: bearing(from, to),
      };
    }
    left -= length;
  }
  throw new RangeError('A route needs two points at least');
}

function routeLength(route: readonly LatLon[]): number {
  return route.slice(1).reduce((sum, point, index) => sum + distance(route[index]!, point), 0);
}

/**
 * Where one shuttle of the loop is at `now`: a function of the time alone (the loop starts at the
 * Unix epoch), so every function instance answers the same. Driving, it faces along the road and
 * its last movement is now; waiting, it faces the way it arrived and its last movement is when it
 * stopped.
 */
export function simulatedShuttle(id: string, offsetMs: number, now: Date): ShuttlePosition {
  const { dwellMs, driveMs, periodMs } = shuttleLoop;
  const nowMs = now.getTime();
  const t = (((nowMs + offsetMs) % periodMs) + periodMs) % periodMs;
  const outbound = shuttleRoute;
  const inbound = [...shuttleRoute].reverse();
  const length = routeLength(outbound);
  const at = (route: readonly LatLon[], share: number, date: number) => {
    const { point, heading } = along(route, length * share);
    return { id, lat: round6(point.lat), lon: round6(point.lon), heading, date: new Date(date).toISOString() };
  };
  if (t < dwellMs) return at(inbound, 1, nowMs - t);
  if (t < dwellMs + driveMs) return at(outbound, (t - dwellMs) / driveMs, nowMs);
  if (t < 2 * dwellMs + driveMs) return at(outbound, 1, nowMs - (t - dwellMs - driveMs));
  return at(inbound, (t - 2 * dwellMs - driveMs) / driveMs, nowMs);
}

/** The simulated fleet at `now` (the default when no GPS feed is configured). */
export function simulatedShuttles(now: Date): ShuttlePosition[] {
  return simulatedFleet.map(({ id, offsetMs }) => simulatedShuttle(id, offsetMs, now));
}

// ---------------------------------------------------------------------------------------------
// A GPS feed's answer

/** The most shuttles a feed may list. */
export const shuttleFeedMaxEntries = 50;

export type ShuttleFeedResult = { ok: true; shuttles: ShuttlePosition[] } | { ok: false; reason: string };

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function entryOf(value: unknown, index: number): ShuttlePosition | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `Entry ${index} is not an object.`;
  const entry = value as Record<string, unknown>;
  const id = typeof entry.id === 'number' && Number.isInteger(entry.id) ? String(entry.id) : entry.id;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 40)
    return `Entry ${index} has no id (a string of 1-40 characters).`;
  const { lat, lon, heading, date } = entry;
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90)
    return `Entry ${index} has no lat (-90 to 90).`;
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180)
    return `Entry ${index} has no lon (-180 to 180).`;
  if (typeof heading !== 'number' || !Number.isFinite(heading)) return `Entry ${index} has no heading (degrees).`;
  if (
    date !== null &&
    date !== undefined &&
    (typeof date !== 'string' || !isoDateTime.test(date) || Number.isNaN(Date.parse(date)))
  )
    return `Entry ${index} has a date that is not ISO 8601 with a zone.`;
  return {
    id: id.trim(),
    lat,
    lon,
    heading: normalizeHeading(heading),
    date: typeof date === 'string' ? new Date(Date.parse(date)).toISOString() : null,
  };
}

/**
 * Checks a GPS feed's JSON (docs/api.md): `{ "shuttles": [{ id, lat, lon, heading, date }] }`, with
 * `id` a string (or an integer), `lat`/`lon` in degrees, `heading` in compass degrees (normalized to
 * [0, 360)), `date` ISO 8601 with a zone or null. One bad entry rejects the whole answer, so the map
 * never shows half a fleet from a broken feed.
 */
export function parseShuttleFeed(value: unknown): ShuttleFeedResult {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { shuttles?: unknown }).shuttles))
    return { ok: false, reason: 'The feed is not an object with a "shuttles" list.' };
  const entries = (value as { shuttles: unknown[] }).shuttles;
  if (entries.length > shuttleFeedMaxEntries)
    return { ok: false, reason: `The feed lists more than ${shuttleFeedMaxEntries} shuttles.` };
  const shuttles: ShuttlePosition[] = [];
  for (const [index, entry] of entries.entries()) {
    const parsed = entryOf(entry, index);
    if (typeof parsed === 'string') return { ok: false, reason: parsed };
    shuttles.push(parsed);
  }
  if (new Set(shuttles.map((shuttle) => shuttle.id)).size !== shuttles.length)
    return { ok: false, reason: 'The feed lists one id twice.' };
  return { ok: true, shuttles };
}
