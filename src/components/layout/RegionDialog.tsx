import { navigate } from 'gatsby';
import { useId, useRef, useState, type FormEvent } from 'react';
import { currencies, type Currency } from '../../config/currencies';
import { locales, type LocaleCode } from '../../config/locales';
import { defaultCurrency } from '../../domain/money';
import { rememberLocale } from '../../i18n/first-visit';
import { useCurrency } from '../../i18n/use-currency';
import * as styles from './RegionDialog.module.css';

export interface RegionLabels {
  open: string;
  title: string;
  language: string;
  currency: string;
  apply: string;
  close: string;
}

interface RegionDialogProps {
  tenant: string;
  language: LocaleCode;
  /** The current page in each language that has it. */
  alternates: Partial<Record<LocaleCode, string>>;
  labels: RegionLabels;
}

/**
 * The region chooser (spec §1, §2): a button in the header that opens a modal `<dialog>` where the
 * visitor picks language and currency together. The currency follows the language until the visitor
 * picks one, which is kept in the brand's cookie (useCurrency). Saving goes to the current page in
 * the chosen language. Without JavaScript the header's `<details>` language links are shown instead
 * (gatsby-ssr.tsx). Saving remembers the language in the locale cookie.
 */
export function RegionDialog({ tenant, language, alternates, labels }: RegionDialogProps) {
  const [currency, chooseCurrency] = useCurrency(tenant, language);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [pickedLanguage, setPickedLanguage] = useState<LocaleCode>(language);
  // null: the visitor has not touched the currency in this dialog, so it follows the language.
  const [pickedCurrency, setPickedCurrency] = useState<Currency | null>(null);
  const titleId = useId();
  const currencyId = useId();
  const shownCurrency = pickedCurrency ?? (pickedLanguage === language ? currency : defaultCurrency(pickedLanguage));

  const open = () => {
    setPickedLanguage(language);
    setPickedCurrency(null);
    dialog.current?.showModal();
  };
  const close = () => {
    dialog.current?.close();
    opener.current?.focus();
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pickedCurrency !== null && pickedCurrency !== currency) chooseCurrency(pickedCurrency);
    // The visitor's choice wins from now on: `/` no longer follows the browser's language (spec §4).
    rememberLocale(pickedLanguage);
    close();
    const target = alternates[pickedLanguage];
    if (pickedLanguage !== language && target) void navigate(target);
  };

  return (
    <div className={styles.region} data-js-only="">
      <button ref={opener} type="button" className={styles.opener} aria-haspopup="dialog" onClick={open}>
        <span className="visually-hidden">{labels.open}: </span>
        {language.toUpperCase()} · {currency}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={() => opener.current?.focus()}>
        <form className={styles.form} onSubmit={save}>
          <div className={styles.heading}>
            <h2 id={titleId}>{labels.title}</h2>
            <button type="button" className={styles.close} onClick={close} aria-label={labels.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <fieldset className={styles.languages}>
            <legend>{labels.language}</legend>
            {locales
              .filter((locale) => alternates[locale.code] !== undefined)
              .map((locale) => (
                <label key={locale.code} className={styles.choice} lang={locale.language}>
                  <input
                    type="radio"
                    name="language"
                    value={locale.code}
                    checked={pickedLanguage === locale.code}
                    onChange={() => setPickedLanguage(locale.code)}
                  />
                  {locale.name}
                </label>
              ))}
          </fieldset>
          <div className={styles.currency}>
            <label htmlFor={currencyId}>{labels.currency}</label>
            <select
              id={currencyId}
              value={shownCurrency}
              onChange={(event) => setPickedCurrency(event.target.value as Currency)}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.save}>
            {labels.apply}
          </button>
        </form>
      </dialog>
    </div>
  );
}
