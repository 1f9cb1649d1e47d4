import { tripConditionsDaysBeforePickup } from '../config/trip';
import { addDays, businessToday } from './dates';

/**
 * Whether the trip's roads and weather are shown at `now` (issue 40): from the Iceland calendar day
 * `daysBefore` days before the pickup day, until the return. `pickupLocal` and `returnLocal` are Iceland
 * local times 'YYYY-MM-DDTHH:mm' as booked; Iceland is UTC all year, so the visitor's own time zone
 * plays no part. Pure: the clock is an argument.
 */
export function tripConditionsShown(
  trip: { pickupLocal: string; returnLocal: string },
  now: Date,
  daysBefore: number = tripConditionsDaysBeforePickup,
): boolean {
  const from = addDays(trip.pickupLocal.slice(0, 10), -daysBefore);
  if (businessToday(now) < from) return false;
  return now.getTime() < Date.parse(`${trip.returnLocal}:00Z`);
}
