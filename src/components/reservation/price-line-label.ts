import type { Reservation } from '../../api-client/types';
import type { Translate } from '../../i18n/translate';

type PriceLine = Reservation['price']['lines'][number];

/**
 * A price line's name, as the booking's SummaryPanel names it: the extra or insurance by its name, the
 * extra drivers counted, every other line by its type. The reservation page and the e-mails both use it.
 */
export function priceLineLabel(reservation: Reservation, line: PriceLine, t: Translate): string {
  switch (line.type) {
    case 'extra': {
      const name = reservation.extras.find((extra) => extra.id === line.id)?.name ?? line.id ?? '';
      return line.quantity && line.quantity > 1 ? `${name} × ${line.quantity}` : name;
    }
    case 'insurance':
      return reservation.insurance.id === line.id ? reservation.insurance.name : (line.id ?? '');
    case 'extraDrivers':
      return t('booking.lines.extraDrivers', { count: line.quantity ?? 0 });
    default:
      return t(`booking.lines.${line.type}`, { days: reservation.price.days });
  }
}
