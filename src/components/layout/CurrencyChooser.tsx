import { useId } from 'react';
import { currencies, type Currency } from '../../config/currencies';
import type { LocaleCode } from '../../config/locales';
import { useCurrency } from '../../i18n/use-currency';
import * as styles from './SiteHeader.module.css';

interface CurrencyChooserProps {
  tenant: string;
  language: LocaleCode;
  label: string;
}

/** The currency of prices: the language's until the visitor picks another (spec §1, §3). */
export function CurrencyChooser({ tenant, language, label }: CurrencyChooserProps) {
  const id = useId();
  const [currency, choose] = useCurrency(tenant, language);
  return (
    <div className={styles.currency}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} value={currency} onChange={(event) => choose(event.target.value as Currency)}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
