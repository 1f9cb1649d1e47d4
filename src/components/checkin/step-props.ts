import type { Reservation } from '../../api-client/types';
import type { Translate } from '../../i18n/translate';
import type { BookingError } from '../../machines/booking.machine';
import type { CheckInEvent, CheckInSnapshot } from '../../machines/checkin.machine';
import { translateFirst } from '../../i18n/translate';

export interface StepProps {
  snapshot: CheckInSnapshot;
  send: (event: CheckInEvent) => void;
  /** The engine's full reservation (null from a signing link, which proves the contract only). */
  reservation: Reservation | null;
}

/** The engine's message for an error, translated when this site knows its code. */
export function errorText(t: Translate, error: BookingError): string {
  return translateFirst(
    t,
    [`checkin.errors.${error.code}`, `booking.errors.${error.code}`],
    error.message || t('booking.errors.unexpected'),
  );
}
