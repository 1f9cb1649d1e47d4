import * as yup from 'yup';

import type { CardBrand } from '../processor.server';

/**
 * The local test processor's card checks (its hosted page's form): Luhn, brand, expiry and CVC. Only the
 * stand-in sees a card; the site itself never does (issue 26). The clock is passed in.
 */

export type { CardBrand };

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

/** A card as it arrives from a form or a JSON body: each field may be missing or of the wrong type. */
export type CardInput = { [Field in keyof CardDetails]?: unknown };

/** The fields a card error is reported on; month and year share `expiry`, as the form shows one error. */
export type CardField = 'number' | 'expiry' | 'cvc' | 'holderName';

export type CardErrors = Partial<Record<CardField, string>>;

/** Every message of the card checks, in English; the UI translates them by field. */
export const cardMessages = {
  cardRequired: 'Card details are required',
  numberRequired: 'Card number is required',
  numberInvalid: 'Card number is invalid',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Expiry date is invalid',
  expired: 'Card has expired',
  cvcRequired: 'CVC is required',
  cvcInvalid: 'CVC is invalid',
  holderNameRequired: 'Cardholder name is required',
} as const;

/** Card numbers run from 12 to 19 digits (ISO/IEC 7812 issuers in use). */
const cardNumberLength = { min: 12, max: 19 };

/** Cards expiring further ahead than this are typing mistakes, not cards. */
const maximumYearsUntilExpiry = 20;

/** The card number as typed, without the spaces and hyphens people group digits with. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether the number passes the Luhn checksum (false for anything but digits, spaces and hyphens). */
export function luhnValid(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let fromRight = 0; fromRight < digits.length; fromRight += 1) {
    const digit = Number(digits[digits.length - 1 - fromRight]);
    const weighted = fromRight % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** Issuer prefixes (IIN ranges), most specific first where ranges meet. */
const brandPrefixes: ReadonlyArray<[Exclude<CardBrand, 'unknown'>, RegExp]> = [
  ['visa', /^4/],
  // 51–55 and the 2-series 2221–2720.
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['amex', /^3[47]/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['jcb', /^35(2[89]|[3-8]\d)/],
  ['unionpay', /^62/],
  ['diners', /^(30[0-5]|3095|36|3[89])/],
];

/** The card's brand from its leading digits; `unknown` when no brand's range matches. */
export function cardBrand(value: string): CardBrand {
  const digits = normalizeCardNumber(value);
  return brandPrefixes.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The error of the card number, if any. */
export function cardNumberError(number: unknown): string | undefined {
  if (number === undefined || number === null) return cardMessages.numberRequired;
  if (typeof number !== 'string') return cardMessages.numberInvalid;
  const digits = normalizeCardNumber(number);
  if (digits === '') return cardMessages.numberRequired;
  const hasCardLength = digits.length >= cardNumberLength.min && digits.length <= cardNumberLength.max;
  return hasCardLength && luhnValid(digits) ? undefined : cardMessages.numberInvalid;
}

/** A whole number from a JSON number or a form's digit string; NaN for anything else. */
function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return NaN;
}

/** A card's year as four digits: cards print two (`27`), forms and APIs send either. */
function fullExpiryYear(year: number): number {
  if (year >= 0 && year <= 99) return 2000 + year;
  if (year >= 1000 && year <= 9999) return year;
  return NaN;
}

/**
 * The error of the expiry date at `now`, if any. A card is valid through the last day of its expiry
 * month, in the business time zone (Iceland, UTC all year), whatever the server's zone.
 */
export function expiryError(expMonth: unknown, expYear: unknown, now: Date): string | undefined {
  if (isAbsent(expMonth) || isAbsent(expYear)) return cardMessages.expiryRequired;
  const month = wholeNumber(expMonth);
  const year = fullExpiryYear(wholeNumber(expYear));
  // Iceland keeps UTC all year: its month and year are the UTC ones (no luxon on the payment step).
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const isWellFormed = month >= 1 && month <= 12 && year <= today.year + maximumYearsUntilExpiry;
  if (!isWellFormed) return cardMessages.expiryInvalid;
  const hasExpired = year < today.year || (year === today.year && month < today.month);
  return hasExpired ? cardMessages.expired : undefined;
}

/** The error of the CVC, if any: four digits on American Express cards, three on the others. */
export function cvcError(cvc: unknown, number: unknown): string | undefined {
  if (isAbsent(cvc)) return cardMessages.cvcRequired;
  const brand = typeof number === 'string' ? cardBrand(number) : 'unknown';
  const pattern = brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/;
  // A number CVC is refused rather than converted: 012 would arrive as 12.
  return typeof cvc === 'string' && pattern.test(cvc.trim()) ? undefined : cardMessages.cvcInvalid;
}

/** The error of the cardholder's name, if any. */
export function holderNameError(holderName: unknown): string | undefined {
  return typeof holderName === 'string' && holderName.trim() !== '' ? undefined : cardMessages.holderNameRequired;
}

/**
 * The error of each invalid field of a card at `now`, keyed `number`, `expiry`, `cvc`, `holderName`;
 * empty when the card is acceptable. Never echoes the card's values.
 */
export function validateCard(card: CardInput, now: Date): CardErrors {
  const errors: Record<CardField, string | undefined> = {
    number: cardNumberError(card.number),
    expiry: expiryError(card.expMonth, card.expYear, now),
    cvc: cvcError(card.cvc, card.number),
    holderName: holderNameError(card.holderName),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/**
 * The card checks as a yup schema, for react-hook-form's resolver and the functions' `validate`. It
 * reports the errors of `validateCard`, at the same fields (`expiry` for month and year), under the
 * schema's own path when nested (`card.number`). Fields are `mixed` so that yup's type casts add no
 * messages of their own.
 */
export function cardSchema(now: Date) {
  return yup
    .object({
      number: yup.mixed<string>().nullable(),
      expMonth: yup.mixed<number | string>().nullable(),
      expYear: yup.mixed<number | string>().nullable(),
      cvc: yup.mixed<string>().nullable(),
      holderName: yup.mixed<string>().nullable(),
    })
    .typeError(cardMessages.cardRequired)
    .nonNullable(cardMessages.cardRequired)
    .test({
      name: 'card',
      // An absent card is left to `.required()` or `.optional()`, as for any other yup object.
      skipAbsent: true,
      test(card) {
        const errors = Object.entries(validateCard(card ?? {}, now));
        if (errors.length === 0) return true;
        const path = (field: string) => (this.path ? `${this.path}.${field}` : field);
        return new yup.ValidationError(
          errors.map(([field, message]) => this.createError({ path: path(field), message })),
        );
      },
    });
}
