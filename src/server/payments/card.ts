import { DateTime } from 'luxon';
import * as yup from 'yup';
import { businessTimeZone } from '../../config/constants';

/**
 * Card checks shared by the payment form and the gateway: Luhn, brand, expiry (valid through the last
 * day of its month, in Iceland time) and CVC. Pure; the clock is passed in.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'unionpay' | 'diners' | 'unknown';

export const cardMessages = {
  numberRequired: 'Card number is required',
  numberInvalid: 'Card number is invalid',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Expiry date is invalid',
  expired: 'Card has expired',
  cvcRequired: 'CVC is required',
  cvcInvalid: 'CVC is invalid',
  holderNameRequired: 'Cardholder name is required',
} as const;

/** The digits of a card number as typed, without spaces and hyphens. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether the digits pass the Luhn check (and are 12 to 19 digits long). */
export function luhnValid(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(value: string): CardBrand {
  const digits = normalizeCardNumber(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  return 'unknown';
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The error of each invalid field of a card at `now` (empty when the card is acceptable). */
export function validateCard(card: CardDetails, now: Date): Partial<Record<keyof CardDetails | 'expiry', string>> {
  const errors: Partial<Record<keyof CardDetails | 'expiry', string>> = {};
  const number = normalizeCardNumber(card.number ?? '');
  if (!number) errors.number = cardMessages.numberRequired;
  else if (!luhnValid(number)) errors.number = cardMessages.numberInvalid;

  const today = DateTime.fromJSDate(now, { zone: businessTimeZone });
  const month = Number(card.expMonth);
  const year = fullYear(Number(card.expYear));
  if (card.expMonth === undefined || card.expMonth === null || card.expYear === undefined || card.expYear === null)
    errors.expiry = cardMessages.expiryRequired;
  else if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year > today.year + 20) {
    errors.expiry = cardMessages.expiryInvalid;
  } else if (year < today.year || (year === today.year && month < today.month)) {
    errors.expiry = cardMessages.expired;
  }

  const cvc = (card.cvc ?? '').trim();
  if (!cvc) errors.cvc = cardMessages.cvcRequired;
  else if (!(cardBrand(number) === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) errors.cvc = cardMessages.cvcInvalid;

  if (!(card.holderName ?? '').trim()) errors.holderName = cardMessages.holderNameRequired;
  return errors;
}

/** The card as a yup schema with the same messages, for forms (react-hook-form's resolver). */
export function cardSchema(now: Date) {
  return yup
    .object({
      number: yup.string().required(cardMessages.numberRequired),
      expMonth: yup.number().typeError(cardMessages.expiryInvalid).required(cardMessages.expiryRequired),
      expYear: yup.number().typeError(cardMessages.expiryInvalid).required(cardMessages.expiryRequired),
      cvc: yup.string().required(cardMessages.cvcRequired),
      holderName: yup.string().trim().required(cardMessages.holderNameRequired),
    })
    .test('card', '', function check(value) {
      const errors = validateCard(value as CardDetails, now);
      const entries = Object.entries(errors);
      if (entries.length === 0) return true;
      return new yup.ValidationError(
        entries.map(([field, message]) => this.createError({ path: field === 'expiry' ? 'expMonth' : field, message })),
      );
    });
}
