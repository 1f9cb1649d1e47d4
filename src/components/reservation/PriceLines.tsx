import type { Reservation } from '../../api-client/types';
import { useTranslation } from '../../i18n/TranslationProvider';
import { money } from '../booking/format';
import * as booking from '../booking/booking.module.css';
import { priceLineLabel } from './price-line-label';

/** Every price line of the frozen price, named as the booking's SummaryPanel names them. */
export function PriceLines({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const { price } = reservation;
  const label = (line: Reservation['price']['lines'][number]) => priceLineLabel(reservation, line, t);
  return (
    <table className={booking.lines}>
      <caption className={booking.muted}>{t('booking.summary.invoice')}</caption>
      <tbody>
        {price.lines.map((line, index) => (
          <tr key={`${line.type}-${line.id ?? index}`} data-type={line.type}>
            <th scope="row">{label(line)}</th>
            <td>{line.amount === 0 ? t('booking.summary.included') : money(line.amount, price.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={booking.totalRow}>
          <th scope="row">{t('booking.lines.total')}</th>
          <td data-testid="reservation-total">{money(reservation.total, reservation.currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
