import type { Currency } from '../../config/currencies';
import { formatPrice, fromMinorUnits } from '../../domain/money';

/** An amount in minor units of `currency` as the site shows prices (spec §9: no decimals). */
export function money(amount: number, currency: Currency): string {
  return formatPrice(fromMinorUnits(amount, currency), currency);
}
