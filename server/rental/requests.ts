import * as yup from 'yup';
import { currencies } from '../../src/config/currencies';
import { localeCodes } from '../../src/config/locales';
import { isLocalDateTime } from '../../src/domain/pricing';
import { customerSchema, driverSchema, tripDetailsSchema } from '../../src/domain/validation';
import { strictObject } from '../http/request.server';

/**
 * The payloads of the rental endpoints, as yup schemas over the domain's rules (one source of truth for
 * the messages of spec §5). Unknown fields are refused; types that cannot be read as the field's type
 * are refused with the field named.
 */

const requiredId = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be a string`)
    .trim()
    .required(`${label} is required`)
    .max(100, `${label} is too long`);

const localDateTime = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be a string`)
    .required(`${label} is required`)
    .test(
      'localDateTime',
      `${label} must be a date and time as YYYY-MM-DDTHH:mm (Iceland time)`,
      (value) => value === undefined || isLocalDateTime(value),
    );

export const tripShape = {
  pickupLocationId: requiredId('Pickup location'),
  returnLocationId: requiredId('Return location'),
  pickupAt: localDateTime('Pickup time'),
  returnAt: localDateTime('Return time'),
  currency: yup
    .string()
    .typeError('Currency must be a string')
    .required('Currency is required')
    .oneOf(currencies, `Currency must be one of ${currencies.join(', ')}`),
  locale: yup
    .string()
    .typeError('Locale must be a string')
    .oneOf(localeCodes, `Locale must be one of ${localeCodes.join(', ')}`)
    .default('en'),
  promoCode: yup.string().typeError('Promo code must be a string').trim().max(40, 'Promo code is too long').optional(),
};

export const optionsShape = {
  extras: yup
    .array(
      strictObject({
        id: requiredId('Extra'),
        quantity: yup
          .number()
          .typeError('Quantity must be a number')
          .required('Quantity is required')
          .integer('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1'),
      }),
    )
    .typeError('Extras must be a list')
    .max(20, 'Too many extras')
    .default([]),
  insuranceId: yup.string().typeError('Insurance must be a string').trim().max(100).optional(),
  extraDrivers: yup
    .number()
    .typeError('Extra drivers must be a number')
    .integer('Extra drivers must be a whole number')
    .min(0, 'Extra drivers cannot be negative')
    .max(10, 'Extra drivers must be at most 10')
    .default(0),
};

export const availabilityRequest = strictObject(tripShape);

export const quoteRequest = strictObject({ classId: requiredId('Vehicle class'), ...tripShape, ...optionsShape });

const unknownField = ({ unknown }: { unknown?: unknown }) => `Unknown field: ${String(unknown)}`;

/** A new reservation; `today` is the Iceland date the customer's and the driver's ages are counted from. */
export function reservationRequest(today: string) {
  return strictObject({
    classId: requiredId('Vehicle class'),
    ...tripShape,
    ...optionsShape,
    customer: customerSchema(today)
      .noUnknown(true, unknownField)
      .required('Customer is required')
      .typeError('Customer must be an object'),
    // Absent or null when the customer drives; present when "Someone else" drives (spec §3 Driver).
    driver: driverSchema(today)
      .noUnknown(true, unknownField)
      .typeError('Driver must be an object')
      .nullable()
      .default(undefined),
    // The Trip Details section (spec §2); absent or null when not asked.
    trip: tripDetailsSchema()
      .noUnknown(true, unknownField)
      .typeError('Trip details must be an object')
      .nullable()
      .default(undefined),
  });
}

export type TripRequest = yup.InferType<typeof availabilityRequest>;
export type QuoteRequest = yup.InferType<typeof quoteRequest>;
export type ReservationRequest = yup.InferType<ReturnType<typeof reservationRequest>>;
