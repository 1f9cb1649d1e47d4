import fc from 'fast-check';
import * as yup from 'yup';
import { ValidationError } from 'yup';
import {
  customerSchema,
  driverSchema,
  fields,
  isTimeOfDay,
  isValidFlightNumber,
  isValidKennitala,
  isValidPhoneNumber,
  messageKeys,
  messages,
  normalizeFlightNumber,
  tripDetailsSchema,
  validationErrorFields,
} from './validation';

/** The messages a field gives for a value, all of them. */
function errorsOf(
  schema: { validateSync: (value: unknown, options: { abortEarly: boolean }) => unknown },
  value: unknown,
) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('messages (spec §5)', () => {
  it('are the exact English strings', () => {
    expect(messages).toMatchObject({
      emailRequired: 'Email is required',
      emailInvalid: 'Email is invalid',
      firstNameRequired: 'First name is required',
      firstNameMin: 'First name must be at least 2 characters',
      lastNameMin: 'Last name must be at least 2 characters',
      fullNameMin: 'Full name must be at least 2 characters',
      phoneRequired: 'Phone number is required',
      phoneDigits: 'Phone number must have exactly 7 digits',
      phoneInvalid: 'Please enter a valid phone number',
      mobileRequired: 'Mobile number is required',
      mobileDigits: 'Mobile number must have exactly 7 digits',
      ssnRequired: 'Kennitala is required',
      ssnInvalid: 'Please enter a valid Kennitala',
      dateOfBirthRequired: 'Date of birth is required',
      dateOfBirthInvalid: 'Date of birth is invalid',
      dateOfBirthTooYoung: 'You must be at least 18 years old',
      countryRequired: 'Country is required',
      zipcodeRequired: 'Zip code is required',
      licenseNumberRequired: 'Licence number is required',
      licensePhotoFrontRequired: 'Licence photo (front) is required',
      licensePhotoBackRequired: 'Licence photo (back) is required',
      leaseStartDateRequired: 'Lease start date is required',
      flightNumberInvalid: 'Please enter a valid flight number',
      arrivalTimeInvalid: 'Please enter a valid time',
      passengersTooMany: 'Too many passengers for this vehicle',
      numberOfPassengersInvalid: 'Number of passengers must be a whole number',
      licenseNumberTooLong: 'Licence number must be at most 40 characters',
      specialCommentsTooLong: 'Special comments must be at most 1000 characters',
    });
  });

  it('map back to their keys one to one, for translation', () => {
    const keys = Object.keys(messages);
    expect(Object.keys(messageKeys)).toHaveLength(keys.length);
    for (const [key, message] of Object.entries(messages)) expect(messageKeys[message]).toBe(key);
  });
});

describe('required fields (spec §5)', () => {
  it.each([
    ['email', messages.emailRequired],
    ['firstName', messages.firstNameRequired],
    ['phone', messages.phoneRequired],
    ['mobile', messages.mobileRequired],
    ['ssn', messages.ssnRequired],
    ['dateOfBirth', messages.dateOfBirthRequired],
    ['country', messages.countryRequired],
    ['address', messages.addressRequired],
    ['zipcode', messages.zipcodeRequired],
    ['city', messages.cityRequired],
    ['name', messages.nameRequired],
    ['licenseNumber', messages.licenseNumberRequired],
    ['licensePhotoFront', messages.licensePhotoFrontRequired],
    ['licensePhotoBack', messages.licensePhotoBackRequired],
    ['numberOfPassengers', messages.numberOfPassengersRequired],
    ['flightNumber', messages.flightNumberRequired],
    ['arrivalTime', messages.arrivalTimeRequired],
    ['leaseStartDate', messages.leaseStartDateRequired],
    ['leaseEndDate', messages.leaseEndDateRequired],
    ['deliveryTime', messages.deliveryTimeRequired],
    ['deliveryLocation', messages.deliveryLocationRequired],
  ] as const)('%s says "%s" when empty or missing', (name, message) => {
    const schema = fields[name]();
    expect(errorsOf(schema, '')[0]).toBe(message);
    expect(errorsOf(schema, undefined)[0]).toBe(message);
    expect(errorsOf(schema, null)[0]).toBe(message);
  });

  it('treats a blank text as empty', () => {
    expect(errorsOf(fields.city(), '   ')).toEqual([messages.cityRequired]);
  });

  it('leaves specialComments optional', () => {
    expect(errorsOf(fields.specialComments(), undefined)).toEqual([]);
    expect(errorsOf(fields.specialComments(), '')).toEqual([]);
  });

  it('accepts a file or its reference for the licence photos', () => {
    expect(errorsOf(fields.licensePhotoFront(), new File(['x'], 'front.jpg'))).toEqual([]);
    expect(errorsOf(fields.licensePhotoBack(), 'uploads/back.jpg')).toEqual([]);
    expect(errorsOf(fields.licensePhotoBack(), null)).toEqual([messages.licensePhotoBackRequired]);
  });

  it('wants a whole number of passengers, at least one', () => {
    expect(errorsOf(fields.numberOfPassengers(), 3)).toEqual([]);
    expect(errorsOf(fields.numberOfPassengers(), '3')).toEqual([]);
    expect(errorsOf(fields.numberOfPassengers(), 0)).toEqual([messages.numberOfPassengersRequired]);
    expect(errorsOf(fields.numberOfPassengers(), 1.5)).toEqual([messages.numberOfPassengersRequired]);
  });
});

describe('email', () => {
  it('accepts an address and rejects anything else', () => {
    expect(errorsOf(fields.email(), 'anna@example.is')).toEqual([]);
    expect(errorsOf(fields.email(), ' anna@example.is ')).toEqual([]);
    expect(errorsOf(fields.email(), 'anna.example.is')).toEqual([messages.emailInvalid]);
  });
});

describe('names (spec §9: at least 2 characters)', () => {
  it.each([
    ['firstName', messages.firstNameMin],
    ['lastName', messages.lastNameMin],
    ['fullName', messages.fullNameMin],
  ] as const)('%s needs two characters, spaces around not counted', (name, message) => {
    expect(errorsOf(fields[name](), 'Jo')).toEqual([]);
    expect(errorsOf(fields[name](), 'J')).toEqual([message]);
    expect(errorsOf(fields[name](), ' J ')).toEqual([message]);
  });
});

describe('phone and mobile (spec §5: exactly 7 digits)', () => {
  it('accepts 7 digits with spaces or hyphens', () => {
    for (const phone of ['5812345', '581 2345', '581-2345', ' 58 12 345 ']) {
      expect(errorsOf(fields.phone(), phone)).toEqual([]);
    }
  });

  it('says "must have exactly 7 digits" for too few or too many digits', () => {
    expect(errorsOf(fields.phone(), '581234')).toEqual([messages.phoneDigits]);
    expect(errorsOf(fields.phone(), '58123456')).toEqual([messages.phoneDigits]);
    expect(errorsOf(fields.mobile(), '123')).toEqual([messages.mobileDigits]);
  });

  it('says "Please enter a valid phone number" for any other character, and only that', () => {
    expect(errorsOf(fields.phone(), '581234a')).toEqual([messages.phoneInvalid]);
    expect(errorsOf(fields.mobile(), '(581) 2345')).toEqual([messages.phoneInvalid]);
  });

  it('keeps the seven-digit rule for +354 and 00354 (issue 30)', () => {
    expect(errorsOf(fields.phone(), '+354 581 2345')).toEqual([]);
    expect(errorsOf(fields.phone(), '00354 5812345')).toEqual([]);
    expect(errorsOf(fields.phone(), '+354 581 234')).toEqual([messages.phoneDigits]);
    expect(errorsOf(fields.mobile(), '+354 58123456')).toEqual([messages.mobileDigits]);
  });

  it("accepts another country's number by its own plan, with the code typed or chosen (issue 30)", () => {
    expect(errorsOf(fields.phone(), '+49 151 23456789')).toEqual([]);
    expect(errorsOf(fields.phone(), '+1 (201) 555-0123')).toEqual([]);
    expect(errorsOf(fields.phone(), '+86 138 0013 8000')).toEqual([]);
    expect(errorsOf(fields.phone(), '+49 12')).toEqual([messages.phoneInvalid]);
    const form = yup.object({ phoneCountry: yup.string(), phone: fields.phone() });
    expect(errorsOf(form, { phoneCountry: 'DE', phone: '0151 23456789' })).toEqual([]);
    expect(errorsOf(form, { phoneCountry: 'US', phone: '(201) 555-0123' })).toEqual([]);
    expect(errorsOf(form, { phoneCountry: 'CN', phone: '138 0013 8000' })).toEqual([]);
    expect(errorsOf(form, { phoneCountry: 'US', phone: '5551234' })).toEqual([messages.phoneInvalid]);
    expect(errorsOf(form, { phoneCountry: 'IS', phone: '555123' })).toEqual([messages.phoneDigits]);
  });

  it('agrees with isValidPhoneNumber for any string typed without a country code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d -]{0,12}$/)), (phone) => {
        fc.pre(!/^(\+|00)/.test(phone.trim()));
        const valid = errorsOf(fields.phone(), phone).length === 0;
        return valid === isValidPhoneNumber(phone.trim());
      }),
    );
  });
});

describe('isValidKennitala (spec §5: 10 digits with a valid check digit)', () => {
  it.each([
    ['1201743399', 'a person born 1974'],
    ['120174-3399', 'with the hyphen after the sixth digit'],
    ['5501692829', 'a company (day plus 40)'],
    ['4101201270', 'a company founded 2020 (century 0)'],
    ['2902002020', 'born Feb 29 2000'],
    ['3112012040', 'born Dec 31 2001'],
    ['0101892098', 'century 8 (historical)'],
  ])('accepts %s (%s)', (kennitala) => expect(isValidKennitala(kennitala)).toBe(true));

  it.each([
    ['1201743389', 'wrong check digit'],
    ['1201740709', 'check digit would be 10'],
    ['1201743391', 'century 1'],
    ['2902192059', 'Feb 29 1919 does not exist'],
    ['3202743399', 'day 32'],
    ['1213743399', 'month 13'],
    ['12017-43399', 'hyphen in the wrong place'],
    ['120174--3399', 'two hyphens'],
    ['120174339', 'nine digits'],
    ['12017433990', 'eleven digits'],
    ['12O1743399', 'a letter O'],
    ['', 'empty'],
  ])('rejects %s (%s)', (kennitala) => expect(isValidKennitala(kennitala)).toBe(false));

  it('gives the ssn field its messages', () => {
    expect(errorsOf(fields.ssn(), '120174-3399')).toEqual([]);
    expect(errorsOf(fields.ssn(), '1201743389')).toEqual([messages.ssnInvalid]);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isValidKennitala(s) === 'boolean'));
  });
});

describe('dateOfBirth (spec §5: a valid date, at least 18 years before the reference)', () => {
  it('wants a valid date', () => {
    expect(errorsOf(fields.dateOfBirth(), '1990-02-28')).toEqual([]);
    expect(errorsOf(fields.dateOfBirth(), '1990-02-29')).toEqual([messages.dateOfBirthInvalid]);
    expect(errorsOf(fields.dateOfBirth(), '1899-12-31')).toEqual([messages.dateOfBirthInvalid]);
  });

  it('with a reference, wants the 18th birthday on or before it', () => {
    expect(errorsOf(fields.dateOfBirth('2026-05-10'), '2008-05-10')).toEqual([]);
    expect(errorsOf(fields.dateOfBirth('2026-05-10'), '2008-05-11')).toEqual([messages.dateOfBirthTooYoung]);
  });

  it('throws a RangeError for an invalid reference', () => {
    expect(() => fields.dateOfBirth('2026-02-30')).toThrow(RangeError);
  });
});

describe('flight number (optional: letters, digits and spaces, at most 10, kept in capitals without spaces)', () => {
  it.each(['FI 615', 'fi615', 'W6 1234', 'FI615A', 'U2 1234', ' FI 615 ', 'ABCDEFGHIJ'])('accepts %j', (typed) => {
    expect(isValidFlightNumber(typed)).toBe(true);
    expect(errorsOf(fields.flightNumberOptional(), typed)).toEqual([]);
  });

  it.each(['FI-615', 'FI.615', 'flight!', 'FI\t615', 'ABCDEFGHIJK', 'FI 6151 234', 'ÞÓ 615'])('rejects %j', (typed) => {
    expect(isValidFlightNumber(typed)).toBe(false);
    expect(errorsOf(fields.flightNumberOptional(), typed)).toEqual([messages.flightNumberInvalid]);
  });

  it('may be left out, empty or blank', () => {
    for (const typed of [undefined, null, '', '   '])
      expect(errorsOf(fields.flightNumberOptional(), typed)).toEqual([]);
  });

  it('is kept in capitals without spaces', () => {
    expect(normalizeFlightNumber('fi 615')).toBe('FI615');
    expect(fields.flightNumberOptional().validateSync(' w6 12 34 ')).toBe('W61234');
  });

  it('is refused as a number', () => {
    expect(errorsOf(fields.flightNumberOptional(), 615)).toEqual([messages.flightNumberInvalid]);
  });
});

describe('arrival time (optional HH:mm, 24 hours)', () => {
  it.each(['00:00', '06:40', '12:30', '23:59'])('accepts %s', (time) => {
    expect(isTimeOfDay(time)).toBe(true);
    expect(errorsOf(fields.arrivalTimeOptional(), time)).toEqual([]);
  });

  it.each(['24:00', '25:00', '7:30', '07:60', '0730', '07:30:00', 'noon'])('rejects %s', (time) => {
    expect(errorsOf(fields.arrivalTimeOptional(), time)).toEqual([messages.arrivalTimeInvalid]);
  });

  it('may be left out or empty', () => {
    for (const time of [undefined, null, '']) expect(errorsOf(fields.arrivalTimeOptional(), time)).toEqual([]);
  });
});

describe('driverSchema and tripDetailsSchema', () => {
  const driver = { fullName: 'Sigríður Jónsdóttir', dateOfBirth: '1985-02-03', licenseNumber: ' IS-123456 ' };

  it('accepts a driver of 18 or more, trimming the licence number', () => {
    expect(driverSchema('2026-05-10').validateSync(driver)).toEqual({ ...driver, licenseNumber: 'IS-123456' });
  });

  it('gives each driver field its message', async () => {
    const error = await driverSchema('2026-05-10')
      .validate({ fullName: 'S', dateOfBirth: '2008-05-11', licenseNumber: 'X'.repeat(41) }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(validationErrorFields(error as ValidationError)).toEqual({
      fullName: messages.fullNameMin,
      dateOfBirth: messages.dateOfBirthTooYoung,
      licenseNumber: messages.licenseNumberTooLong,
    });
    expect(errorsOf(driverSchema('2026-05-10'), { ...driver, licenseNumber: 'X'.repeat(40) })).toEqual([]);
    expect(errorsOf(driverSchema('2026-05-10'), { ...driver, licenseNumber: '' })).toEqual([
      messages.licenseNumberRequired,
    ]);
  });

  it('normalises the trip details', () => {
    expect(
      tripDetailsSchema().validateSync({
        numberOfPassengers: '3',
        flightNumber: 'fi 615',
        arrivalTime: ' 06:40 ',
        specialComments: ' Late arrival ',
      }),
    ).toEqual({ numberOfPassengers: 3, flightNumber: 'FI615', arrivalTime: '06:40', specialComments: 'Late arrival' });
  });

  it('names text or a fraction of passengers, and says "required" for none', () => {
    const trip = tripDetailsSchema();
    expect(errorsOf(trip, { numberOfPassengers: 'two' })).toEqual([messages.numberOfPassengersInvalid]);
    expect(errorsOf(trip, { numberOfPassengers: 1.5 })).toEqual([messages.numberOfPassengersInvalid]);
    expect(errorsOf(trip, { numberOfPassengers: 0 })).toEqual([messages.numberOfPassengersRequired]);
    expect(errorsOf(trip, {})).toEqual([messages.numberOfPassengersRequired]);
    // The form's field keeps "required" for an odd input.
    expect(errorsOf(fields.numberOfPassengers(), 'two')).toEqual([messages.numberOfPassengersRequired]);
  });

  it('keeps special comments to 1000 characters', () => {
    expect(errorsOf(fields.specialComments(), 'x'.repeat(1000))).toEqual([]);
    expect(errorsOf(fields.specialComments(), 'x'.repeat(1001))).toEqual([messages.specialCommentsTooLong]);
  });
});

describe('customerSchema and validationErrorFields', () => {
  const customer = {
    firstName: 'Anna',
    lastName: 'Jónsdóttir',
    email: 'anna@example.is',
    phone: '581 2345',
    country: 'IS',
    dateOfBirth: '1990-06-17',
  };

  it('accepts a complete customer and keeps unknown fields', async () => {
    const value = await customerSchema('2026-05-10').validate(
      { ...customer, note: 'x' },
      { abortEarly: false, stripUnknown: false },
    );
    expect(value).toMatchObject({ ...customer, note: 'x' });
  });

  it('maps every failing field to its first message', async () => {
    const invalid = { firstName: '', email: 'nope', phone: '12a', country: ' ', dateOfBirth: '2010-01-01' };
    const error = await customerSchema('2026-05-10')
      .validate(invalid, { abortEarly: false, stripUnknown: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(validationErrorFields(error as ValidationError)).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      email: messages.emailInvalid,
      phone: messages.phoneInvalid,
      country: messages.countryRequired,
      dateOfBirth: messages.dateOfBirthTooYoung,
    });
  });

  it('maps a single error (abortEarly) to its field', () => {
    try {
      customerSchema('2026-05-10').validateSync({ ...customer, email: '' });
      throw new Error('expected a ValidationError');
    } catch (error) {
      expect(validationErrorFields(error as ValidationError)).toEqual({ email: messages.emailRequired });
    }
  });
});
