import {
  highlandArea,
  officeTripAreas,
  tripConditionsMaxAgeMinutes,
  tripSources,
  type TripSource,
} from '../../src/config/trip';
import type { TripConditions, TripRoad, TripSourceState, TripWarning } from '../../src/api-client/types';
import { tripConditionsShown } from '../../src/domain/trip-window';
import type { Executor } from '../db/client.server';
import { tripFeeds } from '../db/schema';
import type { RoadSegment } from './roads/faerd-xml';
import type { WeatherWarning } from './warnings/cap';

/** Where the customer reads each source themselves. */
export const sourceLinks: Record<TripSource, string> = {
  roads: 'https://umferdin.is/en',
  warnings: 'https://en.vedur.is/weather/warnings/',
};

/** The roads and the warning areas of a trip between two offices (src/config/trip.ts). */
export function tripAreas(pickupLocationId: string, returnLocationId: string) {
  const offices = [officeTripAreas[pickupLocationId], officeTripAreas[returnLocationId]].filter(
    (office) => office !== undefined,
  );
  const between = pickupLocationId === returnLocationId ? [] : offices.map((office) => office.toCapital);
  return {
    roads: new Set([...offices, ...between].flatMap((place) => place.roads)),
    areas: new Set([...offices, ...between].flatMap((place) => place.areas)),
  };
}

/** A kept source at `now`: current, stale (older than its configured age), failed at its last fetch, or never fetched. */
export function sourceState(
  source: TripSource,
  row: { fetchedAt: Date | null; error: string | null } | undefined,
  now: Date,
): TripSourceState {
  const fetchedAt = row?.fetchedAt ?? null;
  const status: TripSourceState['status'] = !row
    ? 'none'
    : row.error !== null
      ? 'failed'
      : !fetchedAt
        ? 'none'
        : now.getTime() - fetchedAt.getTime() > tripConditionsMaxAgeMinutes[source] * 60_000
          ? 'stale'
          : 'current';
  return { status, fetchedAt: fetchedAt?.toISOString() ?? null, link: sourceLinks[source] };
}

/**
 * The trip's roads and weather as kept (issue 40) for a reservation at `now`: nothing outside the
 * window (src/domain/trip-window.ts); otherwise each source's state, and the items only of a current
 * source, so that stale or failed data is never shown as current. Never asks a source.
 */
export async function tripConditionsView(
  db: Executor,
  trip: { pickupLocationId: string; returnLocationId: string; pickupLocal: string; returnLocal: string },
  fRoadAllowed: boolean,
  now: Date,
): Promise<TripConditions> {
  if (!tripConditionsShown(trip, now)) return { shown: false };
  const rows = await db.select().from(tripFeeds);
  const sources = Object.fromEntries(
    tripSources.map((source) => [
      source,
      sourceState(
        source,
        rows.find((row) => row.source === source),
        now,
      ),
    ]),
  ) as Record<TripSource, TripSourceState>;
  const itemsOf = (source: TripSource) =>
    sources[source].status === 'current' ? (rows.find((row) => row.source === source)?.items ?? []) : [];
  const { roads, areas } = tripAreas(trip.pickupLocationId, trip.returnLocationId);
  if (fRoadAllowed) areas.add(highlandArea);
  const road = ({ id, route, name, condition, closed, issuedAt }: RoadSegment): TripRoad => ({
    id,
    route,
    name,
    condition,
    closed,
    issuedAt,
  });
  const segments = itemsOf('roads') as RoadSegment[];
  const closedFirst = (a: TripRoad, b: TripRoad) => Number(b.closed) - Number(a.closed);
  const warnings = (itemsOf('warnings') as WeatherWarning[]).filter(
    (warning) =>
      (warning.expires === null || Date.parse(warning.expires) > now.getTime()) &&
      warning.areas.some((area) => areas.has(area)),
  );
  return {
    shown: true,
    sources,
    roads: segments
      .filter((segment) => !segment.highland && roads.has(segment.route))
      .map(road)
      .sort(closedFirst),
    warnings: warnings.map((warning): TripWarning => ({ ...warning })),
    highland: {
      allowed: fRoadAllowed,
      roads: fRoadAllowed
        ? segments
            .filter((segment) => segment.highland)
            .map(road)
            .sort(closedFirst)
        : [],
    },
  };
}
