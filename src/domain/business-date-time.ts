import { DateTime } from 'luxon';
import { businessTimeZone } from '../config/constants';
import { isValidDateString } from './date-strings';

/**
 * The date as a luxon DateTime at midnight in Iceland; throws a RangeError if it is not a valid date string.
 * For month arithmetic and day differences (the lease terms); plain day rules use src/domain/dates.ts.
 */
export function businessDateTime(date: string): DateTime<true> {
  if (!isValidDateString(date)) throw new RangeError(`Invalid date string: ${JSON.stringify(date)}`);
  const parsed = DateTime.fromISO(date, { zone: businessTimeZone });
  if (!parsed.isValid) throw new RangeError(`Invalid date string: ${JSON.stringify(date)}`);
  return parsed;
}
