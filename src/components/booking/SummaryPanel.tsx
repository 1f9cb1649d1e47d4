import { useRef } from 'react';
import type { PriceSummary, SearchOptions } from '../../api-client/types';
import type { BookingSearch } from '../../booking/search';
import { formatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { ChosenVehicle } from '../../machines/booking.machine';
import { money } from './format';
import * as styles from './booking.module.css';

const dateStyle: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };

interface SummaryPanelProps {
  search: BookingSearch | null;
  vehicle: ChosenVehicle | null;
  /** The price of the choices so far; null before a vehicle is chosen. */
  price: PriceSummary | null;
  /** A new price is on its way: the old one stays, dimmed, so nothing jumps. */
  pending: boolean;
  options: SearchOptions | null;
}

/**
 * The summary beside every step (spec §2, §3 Price summary lines): the trip, the vehicle "or similar",
 * the price lines, total and due now, and the road tax explanation dialog.
 */
export function SummaryPanel({ search, vehicle, price, pending, options }: SummaryPanelProps) {
  const { t, language } = useTranslation();
  const roadTaxDialog = useRef<HTMLDialogElement>(null);
  const nameOf = (kind: 'extras' | 'insurances', id: string | undefined) =>
    options?.[kind].find((item) => item.id === id)?.name ?? id ?? '';
  const lineLabel = (line: PriceSummary['lines'][number]): string => {
    switch (line.type) {
      case 'extra':
        return line.quantity && line.quantity > 1
          ? `${nameOf('extras', line.id)} × ${line.quantity}`
          : nameOf('extras', line.id);
      case 'insurance':
        return nameOf('insurances', line.id);
      case 'extraDrivers':
        return t('booking.lines.extraDrivers', { count: line.quantity ?? 0 });
      default:
        return t(`booking.lines.${line.type}`, { days: price?.days ?? 0 });
    }
  };

  return (
    <aside className={styles.summary} aria-labelledby="summary-title" aria-busy={pending}>
      <h2 id="summary-title" className={styles.summaryTitle}>
        {t('booking.summary.title')}
      </h2>
      {search?.pickupDate && search.returnDate ? (
        <dl className={styles.trip}>
          <dt>{t('booking.summary.pickup')}</dt>
          <dd>
            {search.pickupLocationTitle}
            <br />
            {formatDate(search.pickupDate, language, dateStyle)} {search.pickupTime}
          </dd>
          <dt>{t('booking.summary.return')}</dt>
          <dd>
            {search.returnLocationTitle}
            <br />
            {formatDate(search.returnDate, language, dateStyle)} {search.returnTime}
          </dd>
        </dl>
      ) : (
        <p className={styles.muted}>{t('booking.summary.noSearch')}</p>
      )}
      {vehicle ? (
        <p className={styles.summaryVehicle}>
          <strong>{vehicle.name}</strong>{' '}
          {price?.guaranteedModel ? t('booking.summary.guaranteedModel') : t('booking.summary.orSimilar')}
        </p>
      ) : null}
      {price ? (
        <div className={styles.priceBlock} data-pending={pending}>
          <h3 className={styles.invoiceTitle}>{t('booking.summary.invoice')}</h3>
          <table className={styles.lines}>
            <tbody>
              {price.lines.map((line, index) => (
                <tr key={`${line.type}-${line.id ?? index}`} data-type={line.type}>
                  <th scope="row">
                    {lineLabel(line)}
                    {line.type === 'roadTax' ? (
                      <button
                        type="button"
                        className={styles.infoButton}
                        onClick={() => roadTaxDialog.current?.showModal()}
                        aria-label={t('booking.roadTax.open')}
                      >
                        ?
                      </button>
                    ) : null}
                  </th>
                  <td>{line.amount === 0 ? t('booking.summary.included') : money(line.amount, price.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={styles.totalRow}>
                <th scope="row">{t('booking.lines.total')}</th>
                <td>{money(price.total, price.currency)}</td>
              </tr>
              <tr>
                <th scope="row">{t('booking.lines.dueNow')}</th>
                <td>{money(price.dueNow, price.currency)}</td>
              </tr>
              {price.dueAtPickup > 0 ? (
                <tr>
                  <th scope="row">{t('booking.lines.dueAtPickup')}</th>
                  <td>{money(price.dueAtPickup, price.currency)}</td>
                </tr>
              ) : null}
            </tfoot>
          </table>
          <p className={styles.muted}>{t('booking.summary.unlimitedKilometres')}</p>
        </div>
      ) : vehicle ? (
        <div className={styles.pricePlaceholder} aria-hidden="true" />
      ) : null}
      <dialog ref={roadTaxDialog} className={styles.dialog} aria-labelledby="road-tax-title">
        <h2 id="road-tax-title">{t('booking.roadTax.title')}</h2>
        <p>{t('booking.roadTax.text')}</p>
        <form method="dialog">
          <button type="submit" className={styles.secondaryButton}>
            {t('booking.roadTax.close')}
          </button>
        </form>
      </dialog>
    </aside>
  );
}
