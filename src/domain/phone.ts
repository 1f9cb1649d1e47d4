import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { phoneDigits } from '../config/constants';

/**
 * Phone numbers of travellers from anywhere (issue 30). An Icelandic number (+354, or a number typed
 * without a country code while Iceland is chosen) keeps spec §5's rule: exactly seven digits once spaces
 * and hyphens are removed. Any other country's number is checked by that country's own plan
 * (libphonenumber-js). A number is kept in E.164 ('+3545551234', '+4915123456789').
 */

/** Iceland, the country a number without a country code belongs to unless another is chosen. */
export const icelandPhoneCountry = 'IS';
const icelandCallingCode = '354';

/** What is wrong with a phone number: `digits` is spec §5's seven-digit rule, `invalid` everything else. */
export type PhoneProblem = 'invalid' | 'digits';

/** The country code the phone field starts with, by the page's language (English: Iceland, as spec §5). */
const phoneCountryByLanguage: Record<string, string> = {
  is: 'IS',
  de: 'DE',
  es: 'ES',
  fr: 'FR',
  pt: 'PT',
  zh: 'CN',
};

/** Whether `country` is an ISO 3166 code that has a phone numbering plan. */
export function isPhoneCountry(country: string | null | undefined): country is CountryCode {
  return typeof country === 'string' && isSupportedCountry(country);
}

/** The phone field's first country: the customer's country when it has a plan, else the language's. */
export function defaultPhoneCountry(language: string, country?: string | null): string {
  if (isPhoneCountry(country)) return country;
  return phoneCountryByLanguage[language] ?? icelandPhoneCountry;
}

/** The calling code of a country without the plus ('DE' → '49'); '' for a country without a plan. */
export function callingCodeOf(country: string): string {
  return isPhoneCountry(country) ? getCountryCallingCode(country) : '';
}

const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');

/** '0049 151…' is '+49 151…': the international prefix most of Europe dials. */
function international(typed: string): string {
  return typed.startsWith('00') ? `+${typed.slice(2)}` : typed;
}

/** The seven-digit rule on an Icelandic number without its country code (spec §5). */
function icelandicProblem(national: string): PhoneProblem | null {
  const digits = withoutSeparators(national);
  if (!/^\d*$/.test(digits)) return 'invalid';
  return digits.length === phoneDigits ? null : 'digits';
}

/** The part after '+354' of a number typed with Iceland's country code, or null for another country. */
function icelandicNational(typed: string): string | null {
  const compact = withoutSeparators(typed);
  return compact.startsWith(`+${icelandCallingCode}`) ? compact.slice(icelandCallingCode.length + 1) : null;
}

/**
 * What is wrong with a phone number as typed, or null when it is a valid number. `country` is the chosen
 * country code for a number typed without '+' (or '00'); a number typed with one says its own country.
 * An unknown `country` counts as Iceland. Blank is left to the field's required check (null here).
 */
export function phoneProblem(typed: string, country: string = icelandPhoneCountry): PhoneProblem | null {
  const value = international(typed.trim());
  if (value === '') return null;
  if (value.startsWith('+')) {
    const national = icelandicNational(value);
    if (national !== null) return icelandicProblem(national);
    return parsePhoneNumberFromString(value)?.isValid() ? null : 'invalid';
  }
  if (!isPhoneCountry(country) || country === icelandPhoneCountry) return icelandicProblem(value);
  if (getCountryCallingCode(country) === icelandCallingCode) return icelandicProblem(value);
  return parsePhoneNumberFromString(value, country)?.isValid() ? null : 'invalid';
}

/**
 * The number in E.164 ('+4915123456789'). Throws a RangeError for a number `phoneProblem` refuses: check
 * it first.
 */
export function toE164(typed: string, country: string = icelandPhoneCountry): string {
  if (typed.trim() === '' || phoneProblem(typed, country) !== null) {
    throw new RangeError(`Invalid phone number: ${JSON.stringify(typed)}`);
  }
  const value = international(typed.trim());
  const national = value.startsWith('+') ? icelandicNational(value) : null;
  if (national !== null) return `+${icelandCallingCode}${withoutSeparators(national)}`;
  const isIcelandic =
    !value.startsWith('+') && (!isPhoneCountry(country) || getCountryCallingCode(country) === icelandCallingCode);
  if (isIcelandic) return `+${icelandCallingCode}${withoutSeparators(value)}`;
  const parsed = value.startsWith('+')
    ? parsePhoneNumberFromString(value)
    : parsePhoneNumberFromString(value, country as CountryCode);
  if (!parsed) throw new RangeError(`Invalid phone number: ${JSON.stringify(typed)}`);
  return parsed.number;
}

/**
 * A kept number split for the phone field: its country and the national number as the country writes it
 * ('+4915123456789' → DE, '0151 23456789'; '+3545551234' → IS, '5551234'). A number without '+' is
 * Icelandic, as typed before issue 30.
 */
export function splitPhone(
  kept: string,
  fallbackCountry: string = icelandPhoneCountry,
): { country: string; national: string } {
  const value = kept.trim();
  if (!value.startsWith('+')) return { country: fallbackCountry, national: value };
  const national = icelandicNational(value);
  if (national !== null) return { country: icelandPhoneCountry, national };
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed?.country) return { country: fallbackCountry, national: value };
  return { country: parsed.country, national: parsed.formatNational() };
}
