/** A feed did not have the documented shape: the refresh stores the source as failed with this message. */
export class TripFeedFormatError extends Error {
  override readonly name = 'TripFeedFormatError';
}

/**
 * A time the sources write without a zone ('2026-11-28T09:40:00', '28.11.2026 09:40:00') or with one
 * (CAP's '2026-11-28T09:40:00+00:00'), as an ISO instant. Iceland is UTC all year, so a time without a
 * zone is read as UTC. Throws TripFeedFormatError for anything else.
 */
export function feedInstant(text: string, what: string): string {
  const value = text.trim();
  let iso: string | undefined;
  const dayFirst = /^(\d{1,2})\.(\d{1,2})\.(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (dayFirst) {
    const [, day, month, year, hour, minute, second = '00'] = dayFirst;
    iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}T${hour!.padStart(2, '0')}:${minute}:${second}Z`;
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value)) {
    iso = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`;
  }
  const time = iso === undefined ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(time)) throw new TripFeedFormatError(`${what} "${value}" is not a time.`);
  return new Date(time).toISOString();
}
