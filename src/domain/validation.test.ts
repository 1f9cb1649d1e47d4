import fc from 'fast-check';
import { ValidationError } from 'yup';
import {
  customerSchema,
  fields,
  isValidKennitala,
  isValidPhoneNumber,
  messageKeys,
  messages,
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
    expect(errorsOf(fields.phone(), '+3545812345')).toEqual([messages.phoneInvalid]);
    expect(errorsOf(fields.mobile(), '(581) 2345')).toEqual([messages.phoneInvalid]);
  });

  it('agrees with isValidPhoneNumber for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d -]{0,12}$/)), (phone) => {
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
