import { useTranslation } from '../../i18n/TranslationProvider';
import { formatDate } from '../../i18n/format-date';
import { useCurrency } from '../../i18n/use-currency';
import { useExchangeRatesState } from '../../i18n/use-exchange-rates';
import * as styles from './blocks.module.css';

/**
 * Under a table whose prices are converted (spec §7): the day of the exchange rates used, or, when no
 * rate for the visitor's currency can be had, that the prices stay in euros (spec §8 "Error fetching
 * …", docs/decisions/011). Nothing for EUR visitors, in the static HTML, or while the rates load.
 */
export function RatesNote() {
  const { language, tenant, t } = useTranslation();
  const [currency] = useCurrency(tenant, language);
  const { rates, ratesDate, hasFailed } = useExchangeRatesState(currency !== 'EUR');
  if (currency === 'EUR') return null;
  const hasRate = (rates?.[currency] ?? 0) > 0;
  if (hasRate && ratesDate) {
    const date = formatDate(ratesDate, language, { day: 'numeric', month: 'long', year: 'numeric' });
    return <p className={styles.ratesNote}>{t('blocks.ratesOf', { date })}</p>;
  }
  if (hasFailed || (rates && !hasRate)) {
    return (
      <p className={styles.ratesNote} role="status">
        {t('blocks.ratesUnavailable')}
      </p>
    );
  }
  return null;
}
