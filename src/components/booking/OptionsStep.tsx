import { useState, type FormEvent } from 'react';
import type { SearchOptions } from '../../api-client/types';
import type { Currency } from '../../config/currencies';
import { convertEurMinor } from '../../domain/pricing';
import { useTranslation } from '../../i18n/TranslationProvider';
import type { ChosenOptions } from '../../machines/booking.machine';
import { defaultOptions } from './default-options';
import { money } from './format';
import { StepHeading } from './StepHeading';
import * as styles from './booking.module.css';

interface OptionsStepProps {
  options: SearchOptions;
  currency: Currency;
  initial: ChosenOptions | null;
  /** Every change, so the summary shows its price before the visitor goes on. */
  onChange: (options: ChosenOptions) => void;
  onSubmit: (options: ChosenOptions) => void;
  onBack: () => void;
}

/** Step 2 (spec §2 /book/options/): extras, insurance and extra drivers (one free, more per day). */
export function OptionsStep({ options, currency, initial, onChange, onSubmit, onBack }: OptionsStepProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ChosenOptions>(initial ?? defaultOptions(options));
  const rate = options.exchangeRates.rates[currency] ?? 1;
  const price = (amountEur: number) => money(convertEurMinor(amountEur, currency, rate), currency);
  const { terms } = options;

  const update = (next: ChosenOptions) => {
    setChosen(next);
    onChange(next);
  };
  const quantityOf = (id: string) => chosen.extras.find((extra) => extra.id === id)?.quantity ?? 0;
  const setQuantity = (id: string, quantity: number) =>
    update({
      ...chosen,
      extras: [...chosen.extras.filter((extra) => extra.id !== id), ...(quantity > 0 ? [{ id, quantity }] : [])].sort(
        (a, b) => a.id.localeCompare(b.id),
      ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(chosen);
  };

  return (
    <form className={styles.step} onSubmit={submit} aria-labelledby="step-title" noValidate>
      <StepHeading>
        <span id="step-title">{t('booking.options.title')}</span>
      </StepHeading>

      <fieldset className={styles.fieldset}>
        <legend>{t('booking.options.insurance')}</legend>
        <div className={styles.choiceGrid}>
          {options.insurances.map((cover) => (
            <label key={cover.id} className={styles.choiceCard}>
              <input
                type="radio"
                name="insurance"
                value={cover.id}
                checked={(chosen.insuranceId ?? '') === cover.id}
                onChange={() => update({ ...chosen, insuranceId: cover.id })}
              />
              <span className={styles.choiceTitle}>{cover.name}</span>
              <span className={styles.muted}>{cover.description}</span>
              <span>
                {cover.pricePerDayEur === 0
                  ? t('booking.summary.included')
                  : t('booking.options.perDay', { price: price(cover.pricePerDayEur) })}
              </span>
              <span className={styles.muted}>{t('booking.options.excess', { price: price(cover.excessEur) })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('booking.options.extras')}</legend>
        <ul className={styles.extraList}>
          {options.extras.map((extra) => {
            const quantity = quantityOf(extra.id);
            const label =
              extra.pricing === 'perDay'
                ? t('booking.options.perDay', { price: price(extra.priceEur) })
                : t('booking.options.perRental', { price: price(extra.priceEur) });
            return (
              <li key={extra.id}>
                {extra.maxQuantity === 1 ? (
                  <label className={styles.checkRow}>
                    <input
                      type="checkbox"
                      checked={quantity === 1}
                      onChange={(event) => setQuantity(extra.id, event.target.checked ? 1 : 0)}
                    />
                    <span>{extra.name}</span>
                    <span className={styles.muted}>{label}</span>
                  </label>
                ) : (
                  <Stepper
                    id={`extra-${extra.id}`}
                    label={extra.name}
                    hint={label}
                    value={quantity}
                    max={extra.maxQuantity}
                    onChange={(value) => setQuantity(extra.id, value)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('booking.options.drivers')}</legend>
        <Stepper
          id="extra-drivers"
          label={t('booking.options.extraDrivers')}
          hint={t('booking.options.extraDriversHint', {
            free: terms.freeExtraDrivers,
            price: price(terms.extraDriverPerDayEur),
          })}
          value={chosen.extraDrivers}
          max={terms.maximumExtraDrivers}
          onChange={(value) => update({ ...chosen, extraDrivers: value })}
        />
      </fieldset>

      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onBack}>
          {t('booking.back')}
        </button>
        <button type="submit" className={styles.primaryButton}>
          {t('booking.continue')}
        </button>
      </div>
    </form>
  );
}

/** A number from 0 to `max` with − and + buttons, keyboard operable, its value announced. */
function Stepper(props: {
  id: string;
  label: string;
  hint: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { id, label, hint, value, max, onChange } = props;
  const { t } = useTranslation();
  return (
    <div className={styles.stepper}>
      <span id={`${id}-label`}>{label}</span>
      <span id={`${id}-hint`} className={styles.muted}>
        {hint}
      </span>
      <div className={styles.stepperControls}>
        <button
          type="button"
          aria-label={t('booking.options.decrease', { name: label })}
          disabled={value <= 0}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output id={id} aria-labelledby={`${id}-label`} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          aria-label={t('booking.options.increase', { name: label })}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
