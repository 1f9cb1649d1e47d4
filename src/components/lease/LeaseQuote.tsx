import type { LeaseQuoteAnswer } from '../../api-client/types';
import { useTranslation } from '../../i18n/TranslationProvider';
import { money } from '../booking/format';
import * as booking from '../booking/booking.module.css';
import * as styles from './lease.module.css';

/**
 * The lease's price before anything is booked (issue 15): per month first, then every line, the total,
 * what is due now, what is left, and the deposit held at handover. Amounts in the visitor's currency.
 */
export function LeaseQuote({
  quote,
  names,
  payNowPercent,
}: {
  quote: LeaseQuoteAnswer['quote'];
  names: Record<string, string>;
  payNowPercent: number;
}) {
  const { t } = useTranslation();
  const { price } = quote;
  const label = (type: string, id?: string) => {
    if ((type === 'extra' || type === 'insurance') && id) return names[id] ?? id;
    return t(`booking.lines.${type}`, { days: price.days });
  };
  return (
    <section className={styles.quote} aria-labelledby="lease-quote-title" aria-live="polite">
      <h2 id="lease-quote-title">{t('lease.quote.title')}</h2>
      <p className={styles.perMonth} data-testid="lease-per-month">
        {t('lease.quote.perMonth', { amount: money(quote.perMonth, price.currency) })}
      </p>
      <p className={booking.muted}>
        {t('lease.quote.period', {
          start: quote.lease.startDate,
          end: quote.lease.endDate,
          days: quote.lease.days,
        })}
      </p>
      <dl className={styles.lines}>
        {price.lines.map((line, index) => (
          <div key={`${line.type}-${line.id ?? index}`}>
            <dt>{label(line.type, line.id)}</dt>
            <dd>{money(line.amount, price.currency)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{t('booking.lines.total')}</dt>
          <dd data-testid="lease-total">{money(price.total, price.currency)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('lease.quote.dueNow', { percent: payNowPercent })}</dt>
          <dd data-testid="lease-due-now">{money(price.dueNow, price.currency)}</dd>
        </div>
        <div>
          <dt>{t('lease.quote.dueLater')}</dt>
          <dd>{money(price.dueAtPickup, price.currency)}</dd>
        </div>
        <div>
          <dt>{t('lease.quote.deposit')}</dt>
          <dd data-testid="lease-deposit">{money(price.deposit, price.currency)}</dd>
        </div>
      </dl>
      {quote.available === 0 ? (
        <p role="alert" className={booking.errorMessage}>
          {t('lease.quote.soldOut')}
        </p>
      ) : null}
    </section>
  );
}
