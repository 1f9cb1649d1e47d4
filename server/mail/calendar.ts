import { createEvents, type DateTime as IcsDateTime, type EventAttributes } from 'ics';
import { localDateTimeToInstant } from '../../src/domain/pricing';

/** One event of a booking's calendar file: the pickup or the return. */
export interface CalendarEvent {
  /** Stable across messages, so a calendar updates the event instead of adding a second one. */
  uid: string;
  title: string;
  description: string;
  /** Iceland local time 'YYYY-MM-DDTHH:mm' as booked. */
  at: string;
  location: string;
}

/** How long the pickup and return events last in the calendar. */
const eventMinutes = 30;

/**
 * The calendar file (RFC 5545, by the `ics` library) with the pickup and the return. Times are written
 * in UTC (`…Z`), converted from Iceland local time through the business time zone: a calendar shows
 * them right in any time zone, and needs no VTIMEZONE. `now` stamps DTSTAMP.
 */
export function calendarFile(events: readonly CalendarEvent[], now: Date): string {
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: event.uid,
    title: event.title,
    description: event.description,
    location: event.location,
    start: utcParts(localDateTimeToInstant(event.at)),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: eventMinutes },
    timestamp: now.getTime(),
    productId: 'nordurljos-rental/mail',
    method: 'PUBLISH',
    status: 'CONFIRMED',
  }));
  const { error, value } = createEvents(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}

function utcParts(instant: Date): IcsDateTime {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}
