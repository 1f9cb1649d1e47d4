import * as yup from 'yup';
import { kennitalaDigits, minimumAge, minimumNameLength, phoneDigits } from '../config/constants';
import { rentalTerms } from '../config/rental';
import { daysInMonth, isValidDateString, isOldEnough } from './dates';
import { phoneProblem } from './phone';

/** The long-term brand's lease limits, named in the lease length message (src/config/rental.ts). */
const leaseLimits = {
  minimumDays: rentalTerms.longterm.minimumRentalDays,
  maximumDays: rentalTerms.longterm.maximumRentalDays,
};

/** The longest licence number, flight number (as typed) and special comments the booking keeps. */
export const maximumLengths = { licenseNumber: 40, flightNumber: 10, specialComments: 1000 } as const;

/**
 * The booking form's rules (spec §5). Messages are the English strings of the spec; the UI translates by
 * looking each message up in `messageKeys`.
 */
export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  firstNameRequired: 'First name is required',
  firstNameMin: `First name must be at least ${minimumNameLength} characters`,
  lastNameRequired: 'Last name is required',
  lastNameMin: `Last name must be at least ${minimumNameLength} characters`,
  fullNameRequired: 'Full name is required',
  fullNameMin: `Full name must be at least ${minimumNameLength} characters`,
  phoneRequired: 'Phone number is required',
  phoneDigits: `Phone number must have exactly ${phoneDigits} digits`,
  phoneInvalid: 'Please enter a valid phone number',
  mobileRequired: 'Mobile number is required',
  mobileDigits: `Mobile number must have exactly ${phoneDigits} digits`,
  ssnRequired: 'Kennitala is required',
  ssnInvalid: 'Please enter a valid Kennitala',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Date of birth is invalid',
  dateOfBirthTooYoung: `You must be at least ${minimumAge} years old`,
  countryRequired: 'Country is required',
  addressRequired: 'Address is required',
  zipcodeRequired: 'Zip code is required',
  cityRequired: 'City is required',
  nameRequired: 'Name is required',
  licenseNumberRequired: 'Licence number is required',
  licensePhotoFrontRequired: 'Licence photo (front) is required',
  licensePhotoBackRequired: 'Licence photo (back) is required',
  numberOfPassengersRequired: 'Number of passengers is required',
  flightNumberRequired: 'Flight number is required',
  arrivalTimeRequired: 'Arrival time is required',
  leaseStartDateRequired: 'Lease start date is required',
  leaseEndDateRequired: 'Lease end date is required',
  deliveryTimeRequired: 'Delivery time is required',
  deliveryLocationRequired: 'Delivery location is required',
  // Issue 15, leases: the spec's required messages above, and these for what a lease checks beyond them.
  leaseStartDateInvalid: 'Lease start date is invalid',
  leaseStartDateTooSoon: 'The lease cannot start so soon. Please choose a later date',
  leaseLength: `A lease lasts from ${leaseLimits.minimumDays} to ${leaseLimits.maximumDays} days`,
  leaseMonthsInvalid: 'Choose a lease length in whole months',
  pickupTimeRequired: 'Pickup time is required',
  deliveryTimeInvalid: 'Please choose a delivery time from the list',
  deliveryOutsideArea: 'We deliver only in the capital area. Please choose pickup at the office.',
  ssnTooYoung: `The lessee must be at least ${minimumAge} years old`,
  flightNumberInvalid: 'Please enter a valid flight number',
  arrivalTimeInvalid: 'Please enter a valid time',
  passengersTooMany: 'Too many passengers for this vehicle',
  numberOfPassengersInvalid: 'Number of passengers must be a whole number',
  licenseNumberTooLong: `Licence number must be at most ${maximumLengths.licenseNumber} characters`,
  specialCommentsTooLong: `Special comments must be at most ${maximumLengths.specialComments} characters`,
  // Issue 38: a card number typed into a free-text field would be stored and shown to staff.
  cardNumberRefused: 'Please do not type a card number here. Card details are entered only on the payment page.',
} as const;

export type MessageKey = keyof typeof messages;
export type Message = (typeof messages)[MessageKey];

/** Each message's key in `messages`, which is also its translation key. */
export const messageKeys = Object.fromEntries(
  Object.entries(messages).map(([key, message]) => [message, key]),
) as Record<Message, MessageKey>;

/** The digits of a phone number once spaces and hyphens are removed. */
export function phoneNumberDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether a phone number has only digits, spaces and hyphens. */
export function hasOnlyPhoneCharacters(value: string): boolean {
  return /^\d*$/.test(phoneNumberDigits(value));
}

/** Whether a phone number is exactly 7 digits once spaces and hyphens are removed (spec §5, §9). */
export function isValidPhoneNumber(value: string): boolean {
  const digits = phoneNumberDigits(value);
  return hasOnlyPhoneCharacters(value) && digits.length === phoneDigits;
}

const kennitalaWeights = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const kennitalaCenturies: Record<string, number> = { '8': 1800, '9': 1900, '0': 2000 };

/**
 * Whether `s` is a valid Icelandic kennitala (spec §5: exactly 10 digits): one optional hyphen after the
 * sixth digit; DDMMYY a real date, the day plus 40 for a company; the ninth digit the check digit
 * 11 - (weighted sum of the first eight mod 11), with 11 meaning 0 and 10 never valid; the tenth the
 * century, 9 (1900s), 0 (2000s) or 8 (1800s, historical).
 */
export function isValidKennitala(s: string): boolean {
  if (typeof s !== 'string') return false;
  const match = /^(\d{6})-?(\d{4})$/.exec(s);
  if (!match) return false;
  const value = `${match[1]}${match[2]}`;
  if (value.length !== kennitalaDigits) return false;
  const digits = [...value].map(Number);
  const century = kennitalaCenturies[value.charAt(9)];
  if (century === undefined) return false;
  const dayField = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const year = century + Number(value.slice(4, 6));
  const day = dayField > 40 ? dayField - 40 : dayField;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  const sum = kennitalaWeights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === digits[8];
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** A run of 13 to 19 digits, single spaces or dashes allowed between them, as card numbers are typed. */
const digitRun = /\d(?:[ -]?\d){12,}/g;

/** Whether `digits` (13 to 19 of them) pass the Luhn check that every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
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

/**
 * Whether free text holds what could be a card number (issue 38): 13 to 19 digits in a row, spaces or
 * dashes allowed between them, that pass the Luhn check. Every window of 13 to 19 digits of a longer run
 * is tried, so digits typed before or after the number do not hide it.
 */
export function containsCardNumber(text: string): boolean {
  for (const [run] of text.matchAll(digitRun)) {
    const digits = run.replace(/[ -]/g, '');
    for (let length = 13; length <= Math.min(19, digits.length); length += 1) {
      for (let start = 0; start + length <= digits.length; start += 1) {
        if (passesLuhn(digits.slice(start, start + length))) return true;
      }
    }
  }
  return false;
}

/**
 * A free-text field (special requests, a refund reason, a note or a reason staff type): `schema` with a
 * test that refuses text holding a card number with `messages.cardNumberRefused`, in the browser and in
 * the function alike (both build their schema with this).
 */
export function refusingCardNumbers<S extends yup.StringSchema<string | null | undefined>>(schema: S): S {
  return schema.test(
    'noCardNumber',
    messages.cardNumberRefused,
    (value) => typeof value !== 'string' || !containsCardNumber(value),
  ) as S;
}

function requiredText(message: Message) {
  return yup.string().trim().required(message);
}

function name(required: Message, min: Message) {
  return requiredText(required).min(minimumNameLength, min);
}

/**
 * A phone field (spec §5, issue 30): required; an Icelandic number has exactly seven digits, any other
 * country's number follows that country's plan. The country of a number typed without '+' is the sibling
 * field `countryField` (the form's country-code choice), or Iceland when there is none, as in a payload
 * that carries a seven-digit Icelandic number or an E.164 one.
 */
function phoneField(required: Message, digits: Message, countryField: string) {
  return yup
    .string()
    .trim()
    .required(required)
    .test('phone', messages.phoneInvalid, function isPhoneNumber(value) {
      if (isBlank(value)) return true;
      const parent = this.parent as Record<string, unknown> | undefined;
      const chosen = parent?.[countryField];
      const problem = phoneProblem(value ?? '', typeof chosen === 'string' && chosen !== '' ? chosen : undefined);
      if (problem === null) return true;
      return this.createError({ message: problem === 'digits' ? digits : messages.phoneInvalid });
    });
}

function requiredFile(message: Message) {
  // A File in the browser, or the uploaded file's reference once sent.
  return yup
    .mixed<File | string>()
    .required(message)
    .test('notEmpty', message, (value) => !isBlank(value));
}

/**
 * The date of birth field: required, a valid 'YYYY-MM-DD', and with a `reference` date also at least 18
 * years before it (spec §5). Throws a RangeError for an invalid reference.
 */
function dateOfBirth(reference?: string) {
  if (reference !== undefined && !isValidDateString(reference)) {
    throw new RangeError(`Invalid reference date: ${JSON.stringify(reference)}`);
  }
  const field = yup
    .string()
    .trim()
    .required(messages.dateOfBirthRequired)
    .test('dateOfBirthValid', messages.dateOfBirthInvalid, (value) => isBlank(value) || isValidDateString(value ?? ''));
  if (reference === undefined) return field;
  return field.test(
    'dateOfBirthAge',
    messages.dateOfBirthTooYoung,
    (value) => isBlank(value) || !isValidDateString(value ?? '') || isOldEnough(value ?? '', reference),
  );
}

/** One yup schema builder per booking form field (spec §3), each with the messages of spec §5. */
export const fields = {
  email: () => requiredText(messages.emailRequired).email(messages.emailInvalid),
  firstName: () => name(messages.firstNameRequired, messages.firstNameMin),
  lastName: () => name(messages.lastNameRequired, messages.lastNameMin),
  fullName: () => name(messages.fullNameRequired, messages.fullNameMin),
  /** `countryField` names the sibling with the form's country-code choice (absent in a payload). */
  phone: (countryField = 'phoneCountry') => phoneField(messages.phoneRequired, messages.phoneDigits, countryField),
  mobile: (countryField = 'mobileCountry') => phoneField(messages.mobileRequired, messages.mobileDigits, countryField),
  ssn: () =>
    requiredText(messages.ssnRequired).test(
      'kennitala',
      messages.ssnInvalid,
      (value) => isBlank(value) || isValidKennitala(value ?? ''),
    ),
  dateOfBirth,
  country: () => requiredText(messages.countryRequired),
  address: () => requiredText(messages.addressRequired),
  zipcode: () => requiredText(messages.zipcodeRequired),
  city: () => requiredText(messages.cityRequired),
  name: () => requiredText(messages.nameRequired),
  licenseNumber: () => requiredText(messages.licenseNumberRequired),
  licensePhotoFront: () => requiredFile(messages.licensePhotoFrontRequired),
  licensePhotoBack: () => requiredFile(messages.licensePhotoBackRequired),
  /**
   * A whole number of at least one; an empty input is "required". `notWhole` is the message for text or a
   * fraction: the form's number input only gives those when empty, an API request may send them.
   */
  numberOfPassengers: (notWhole: Message = messages.numberOfPassengersRequired) =>
    yup
      .number()
      .typeError(notWhole)
      .required(messages.numberOfPassengersRequired)
      .integer(notWhole)
      .min(1, messages.numberOfPassengersRequired),
  flightNumber: () => requiredText(messages.flightNumberRequired),
  arrivalTime: () => requiredText(messages.arrivalTimeRequired),
  leaseStartDate: () => requiredText(messages.leaseStartDateRequired),
  leaseEndDate: () => requiredText(messages.leaseEndDateRequired),
  deliveryTime: () => requiredText(messages.deliveryTimeRequired),
  deliveryLocation: () => requiredText(messages.deliveryLocationRequired),
  specialComments: () =>
    refusingCardNumbers(
      yup.string().trim().nullable().optional().max(maximumLengths.specialComments, messages.specialCommentsTooLong),
    ),
  /** An optional flight number such as 'fi 615' or 'W6 1234', kept in capitals without spaces ('FI615'). */
  flightNumberOptional: () =>
    yup
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((value: string | null | undefined) => (value ? normalizeFlightNumber(value) : value))
      // Checked as typed: the normalised value no longer shows the spaces or the length the rule counts.
      .test('flightNumber', messages.flightNumberInvalid, function isFlightNumber() {
        const typed: unknown = this.originalValue;
        return isBlank(typed) || (typeof typed === 'string' && (typed.trim() === '' || isValidFlightNumber(typed)));
      }),
  /** An optional 24-hour time 'HH:mm'. */
  arrivalTimeOptional: () =>
    yup
      .string()
      .trim()
      .nullable()
      .optional()
      .test('arrivalTime', messages.arrivalTimeInvalid, (value) => isBlank(value) || isTimeOfDay(value ?? '')),
};

/**
 * Whether a flight number as typed is valid: once trimmed, 1 to 10 letters (A-Z), digits and spaces
 * ('FI 615', 'W61234').
 */
export function isValidFlightNumber(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= maximumLengths.flightNumber && /^[A-Za-z0-9][A-Za-z0-9 ]*$/.test(trimmed);
}

/** A flight number as kept: capitals without spaces ('fi 615' → 'FI615'). */
export function normalizeFlightNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether `value` is a 24-hour time of day 'HH:mm' (00:00 to 23:59). */
export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The main driver when the customer does not drive ("Will you drive the car?" Someone else, spec §3). */
export function driverSchema(reference: string) {
  return yup.object({
    fullName: fields.fullName(),
    dateOfBirth: fields.dateOfBirth(reference),
    licenseNumber: fields.licenseNumber().max(maximumLengths.licenseNumber, messages.licenseNumberTooLong),
  });
}

/**
 * The Trip Details section of the booking (spec §2) as the API takes it. The vehicle's seats are checked
 * by the engine, which knows the class.
 */
export function tripDetailsSchema() {
  return yup.object({
    numberOfPassengers: fields.numberOfPassengers(messages.numberOfPassengersInvalid),
    flightNumber: fields.flightNumberOptional(),
    arrivalTime: fields.arrivalTimeOptional(),
    specialComments: fields.specialComments(),
  });
}

/**
 * The customer part of a booking as a function payload carries it: first and last name, email, phone,
 * country and a date of birth at least 18 years before `reference` ('YYYY-MM-DD', today in Iceland).
 */
export function customerSchema(reference: string) {
  return yup.object({
    firstName: fields.firstName(),
    lastName: fields.lastName(),
    email: fields.email(),
    phone: fields.phone(),
    country: fields.country(),
    dateOfBirth: fields.dateOfBirth(reference),
  });
}

export type Customer = yup.InferType<ReturnType<typeof customerSchema>>;

/** The first message of each failing field, keyed by its path ('' for the root), from a yup error. */
export function validationErrorFields(err: yup.ValidationError): Record<string, string> {
  const errors = err.inner.length > 0 ? err.inner : [err];
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const path = error.path ?? '';
    if (!Object.hasOwn(byField, path)) byField[path] = error.message;
  }
  return byField;
}
