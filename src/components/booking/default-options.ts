import type { SearchOptions } from '../../api-client/types';
import type { ChosenOptions } from '../../machines/booking.machine';

/** The options a booking starts with: no extras, the included cover, no extra driver. */
export function defaultOptions(options: SearchOptions): ChosenOptions {
  return { extras: [], insuranceId: options.insurances.find((cover) => cover.included)?.id ?? null, extraDrivers: 0 };
}
