import { formatPriceFromEur, splitPricePlaceholders } from '../../domain/money';
import { useTranslation } from '../../i18n/TranslationProvider';
import { useCurrency } from '../../i18n/use-currency';
import { useExchangeRates } from '../../i18n/use-exchange-rates';

interface PriceTextProps {
  /** The amount in EUR, as editors write it in `{price:N}`. */
  eur: number;
  /** Keeps EUR whatever the visitor's currency (the third brand's table block, spec §7). */
  isInEur?: boolean;
}

/**
 * A `{price:N}` amount of content text (spec §9): in EUR in the static HTML, so the page is right
 * without JavaScript and for EUR visitors; in the visitor's currency once the page's shared exchange
 * rates arrive. Until then, and when they cannot be had, it stays in EUR.
 */
export function PriceText({ eur, isInEur = false }: PriceTextProps) {
  const { language, tenant } = useTranslation();
  const [visitorCurrency] = useCurrency(tenant, language);
  const currency = isInEur ? 'EUR' : visitorCurrency;
  const rates = useExchangeRates(currency !== 'EUR');
  return <span data-price-eur={eur}>{formatPriceFromEur(eur, currency, rates)}</span>;
}

/** Content text with each of its `{price:N}` placeholders shown as a PriceText. */
export function TextWithPrices({ text, isInEur }: { text: string; isInEur?: boolean }) {
  return (
    <>
      {splitPricePlaceholders(text).map((part, index) =>
        part.type === 'text' ? part.text : <PriceText key={index} eur={part.amountEur} isInEur={isInEur} />,
      )}
    </>
  );
}
