import { ValidationError } from 'yup';
import { leaseSettings } from '../config/lease';
import { leaseSearchSchema, lesseeSchema } from './lease-validation';
import { messages, validationErrorFields } from './validation';

const area = leaseSettings.longterm?.deliveryPostcodes ?? [];

function errorsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return validationErrorFields(error);
    throw error;
  }
  return {};
}

const lessee = {
  fullName: 'Guðrún Jónsdóttir',
  hasKennitala: true,
  ssn: '120389-2389',
  email: 'gudrun@example.com',
  mobile: '555 1234',
  address: 'Laugavegur 1',
  zipcode: '101',
  city: 'Reykjavík',
  licenseNumber: 'IS123456',
};

describe('lease search fields (spec §3, §5)', () => {
  const schema = leaseSearchSchema(area);

  it('asks for the lease start date and, for a delivery, the time and place', () => {
    const errors = errorsOf(() =>
      schema.validateSync({ lengthBy: 'months', months: 3, handover: 'delivery' }, { abortEarly: false }),
    );
    expect(errors).toEqual({
      leaseStartDate: messages.leaseStartDateRequired,
      deliveryTime: messages.deliveryTimeRequired,
      deliveryLocation: messages.deliveryLocationRequired,
    });
  });

  it('asks for the end date when the length is an end date', () => {
    const errors = errorsOf(() =>
      schema.validateSync(
        { leaseStartDate: '2027-03-01', lengthBy: 'endDate', handover: 'office', pickupTime: '10:00' },
        { abortEarly: false },
      ),
    );
    expect(errors).toEqual({ leaseEndDate: messages.leaseEndDateRequired });
  });

  it('gives an address outside the area a message instead of a price', () => {
    const errors = errorsOf(() =>
      schema.validateSync(
        {
          leaseStartDate: '2027-03-01',
          months: 3,
          handover: 'delivery',
          deliveryTime: '10:00',
          deliveryLocation: { address: 'Hafnarstræti 1', zipcode: '600', city: 'Akureyri' },
        },
        { abortEarly: false },
      ),
    );
    expect(errors).toEqual({ 'deliveryLocation.zipcode': messages.deliveryOutsideArea });
  });

  it('drops the delivery fields of an office pickup', () => {
    const value = schema.validateSync({
      leaseStartDate: '2027-03-01',
      months: 3,
      handover: 'office',
      pickupTime: '10:00',
      deliveryTime: '11:00',
    });
    expect(value).not.toHaveProperty('deliveryTime');
    expect(value).toMatchObject({ handover: 'office', pickupTime: '10:00', months: 3 });
  });
});

describe('lessee fields (spec §5 messages)', () => {
  const schema = lesseeSchema('2027-03-01');

  it('accepts a lessee with a valid kennitala', () => {
    expect(errorsOf(() => schema.validateSync(lessee, { abortEarly: false }))).toEqual({});
  });

  it('refuses a wrong kennitala and a 6-digit mobile with the spec’s messages', () => {
    const errors = errorsOf(() =>
      schema.validateSync({ ...lessee, ssn: '1203892379', mobile: '555123' }, { abortEarly: false }),
    );
    expect(errors).toEqual({ ssn: messages.ssnInvalid, mobile: messages.mobileDigits });
    expect(messages.ssnInvalid).toBe('Please enter a valid Kennitala');
  });

  it('asks a lessee without a kennitala for a date of birth instead', () => {
    const errors = errorsOf(() =>
      schema.validateSync({ ...lessee, hasKennitala: false, ssn: undefined }, { abortEarly: false }),
    );
    expect(errors).toEqual({ dateOfBirth: messages.dateOfBirthRequired });
    const value = schema.validateSync({ ...lessee, hasKennitala: false, ssn: '1203892389', dateOfBirth: '1990-01-01' });
    expect(value).not.toHaveProperty('ssn');
  });

  it('refuses a kennitala of someone under 18', () => {
    // Born 1 January 2010 (century digit 0): 17 on 1 March 2027.
    expect(errorsOf(() => schema.validateSync({ ...lessee, ssn: '0101102110' }, { abortEarly: false }))).toEqual({
      ssn: messages.ssnTooYoung,
    });
  });
});
