import * as yup from 'yup';
import { isValidDateString } from './dates';
import { isInDeliveryArea, isKennitalaOldEnough } from './lease';
import { fields, isTimeOfDay, maximumLengths, messages } from './validation';

/**
 * The fields only a lease has (spec §3: leaseStartDate, leaseEndDate, deliveryTime, deliveryLocation,
 * ssn, mobile, licence photos), as yup schemas with the messages of spec §5. The lease form validates with
 * them in the browser and the lease endpoints with them on the server: one source of truth.
 */

export const handovers = ['office', 'delivery'] as const;
/** How the car is handed over: picked up at the office, or delivered to an address (spec §3 deliveryLocation). */
export type Handover = (typeof handovers)[number];

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The delivery address: street, postcode inside `area`, town (spec §3 deliveryLocation). */
export function deliveryLocationSchema(area: readonly string[]) {
  return yup.object({
    address: fields.deliveryLocation(),
    zipcode: fields
      .zipcode()
      .test(
        'deliveryArea',
        messages.deliveryOutsideArea,
        (value) => isBlank(value) || isInDeliveryArea(value ?? '', area),
      ),
    city: fields.city(),
  });
}

/**
 * The lease search (start, length, handover). The length is `months` or a `leaseEndDate`; which one the
 * form shows is `lengthBy`. The time is `pickupTime` at the office or `deliveryTime` for a delivery; the
 * engine checks both against the place's hours, and the length against the brand's limits.
 */
export function leaseSearchSchema(area: readonly string[]) {
  return yup.object({
    leaseStartDate: fields
      .leaseStartDate()
      .test(
        'leaseStartDate',
        messages.leaseStartDateInvalid,
        (value) => isBlank(value) || isValidDateString(value ?? ''),
      ),
    lengthBy: yup.string().oneOf(['months', 'endDate']).default('months'),
    months: yup
      .number()
      .transform((value: number, original: unknown) => (isBlank(original) ? undefined : value))
      .typeError(messages.leaseMonthsInvalid)
      .when('lengthBy', {
        is: 'months',
        then: (schema) =>
          schema
            .required(messages.leaseMonthsInvalid)
            .integer(messages.leaseMonthsInvalid)
            .min(1, messages.leaseMonthsInvalid)
            .max(12, messages.leaseMonthsInvalid),
        otherwise: (schema) => schema.strip(),
      }),
    leaseEndDate: yup
      .string()
      .trim()
      .when('lengthBy', {
        is: 'endDate',
        then: () =>
          fields
            .leaseEndDate()
            .test('leaseEndDate', messages.leaseLength, (value) => isBlank(value) || isValidDateString(value ?? '')),
        otherwise: (schema) => schema.strip(),
      }),
    handover: yup.string().oneOf(handovers).required(messages.deliveryLocationRequired),
    pickupTime: yup
      .string()
      .trim()
      .when('handover', {
        is: 'office',
        then: (schema) =>
          schema
            .required(messages.pickupTimeRequired)
            .test('time', messages.arrivalTimeInvalid, (value) => isBlank(value) || isTimeOfDay(value ?? '')),
        otherwise: (schema) => schema.strip(),
      }),
    deliveryTime: yup
      .string()
      .trim()
      .when('handover', {
        is: 'delivery',
        then: () =>
          fields
            .deliveryTime()
            .test('time', messages.deliveryTimeInvalid, (value) => isBlank(value) || isTimeOfDay(value ?? '')),
        otherwise: (schema) => schema.strip(),
      }),
    deliveryLocation: deliveryLocationSchema(area)
      .default(undefined)
      .when('handover', {
        is: 'delivery',
        then: (schema) => schema.required(messages.deliveryLocationRequired),
        otherwise: (schema) => schema.optional().strip(),
      }),
  });
}

/**
 * The lessee (issue 15 details step): full name; a kennitala (spec §5, its check digit, 18 or older) or,
 * without one (`hasKennitala` false), a date of birth; mobile, e-mail, address, licence number. `today` is
 * the Iceland date the age is counted from.
 */
export function lesseeSchema(today: string) {
  return yup.object({
    fullName: fields.fullName(),
    hasKennitala: yup.boolean().default(true),
    ssn: yup
      .string()
      .trim()
      .when('hasKennitala', {
        is: true,
        then: () =>
          fields
            .ssn()
            .test(
              'ssnAge',
              messages.ssnTooYoung,
              (value) => isBlank(value) || isKennitalaOldEnough(value ?? '', today),
            ),
        otherwise: (schema) => schema.strip(),
      }),
    dateOfBirth: yup
      .string()
      .trim()
      .when('hasKennitala', {
        is: false,
        then: () => fields.dateOfBirth(today),
        otherwise: (schema) => schema.strip(),
      }),
    email: fields.email(),
    mobile: fields.mobile(),
    address: fields.address(),
    zipcode: fields.zipcode(),
    city: fields.city(),
    licenseNumber: fields.licenseNumber().max(maximumLengths.licenseNumber, messages.licenseNumberTooLong),
  });
}

export type LeaseSearchFields = yup.InferType<ReturnType<typeof leaseSearchSchema>>;
export type LesseeFields = yup.InferType<ReturnType<typeof lesseeSchema>>;
