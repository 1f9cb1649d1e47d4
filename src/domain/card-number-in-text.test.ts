import fc from 'fast-check';
import * as yup from 'yup';
import { containsCardNumber, fields, messages, passesLuhn, refusingCardNumbers, tripDetailsSchema } from './validation';

/** Issue 38: a card number typed into a free-text field is refused, never stored nor shown to staff. */

/** `body` (12 to 18 digits) with the Luhn check digit that makes it a valid card number. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('No check digit');
}

/** The digits grouped in fours with `separator`, as people type a card number. */
const grouped = (digits: string, separator: string) => digits.match(/.{1,4}/g)?.join(separator) ?? digits;

const cardDigits = fc
  .integer({ min: 12, max: 18 })
  .chain((length) => fc.stringMatching(new RegExp(`^[0-9]{${length}}$`)))
  .map(withCheckDigit);

const errorsOf = (schema: yup.Schema, value: unknown): string[] => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.errors;
    throw error;
  }
};

describe('the card-number check of free text', () => {
  it('knows valid card numbers from the test cards and one digit off', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('424242424242')).toBe(false);
  });

  it('finds a card number typed with spaces or dashes among words', () => {
    expect(containsCardNumber('My card is 4242 4242 4242 4242, exp 12/29')).toBe(true);
    expect(containsCardNumber('card: 4242-4242-4242-4242')).toBe(true);
    expect(containsCardNumber('Amex 3782 822463 10005 please')).toBe(true);
    expect(containsCardNumber('ref 0 4242424242424242 9')).toBe(true);
  });

  it('lets ordinary requests through: phone numbers, flights, dates, amounts', () => {
    for (const text of [
      'Child seat for a 3 year old, please. Flight FI 615 lands 15:40.',
      'Call me on +354 555 1234 or +44 20 7946 0958.',
      'Kennitala 120174-3389, arriving 2027-03-01.',
      'We are 5 people with 4 big bags, 1200 km planned.',
      'Order 1234 5678 9012 3',
    ]) {
      expect(containsCardNumber(text)).toBe(false);
    }
  });

  it('finds every valid card number, however it is grouped and wherever it stands (property)', () => {
    fc.assert(
      fc.property(
        cardDigits,
        fc.constantFrom('', ' ', '-'),
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        (digits, separator, before, after) =>
          containsCardNumber(
            `${before.replace(/\d/g, 'x')} ${grouped(digits, separator)} ${after.replace(/\d/g, 'x')}`,
          ),
      ),
    );
  });

  it('never finds one in text with fewer than 13 digits in a row (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.stringMatching(/^[0-9]{1,12}$/), fc.stringMatching(/^[^0-9]{1,10}$/)), { maxLength: 20 }),
        (parts) => {
          // Digit runs kept apart by a letter: no run reaches 13 digits.
          const text = parts.join('a');
          return !containsCardNumber(text);
        },
      ),
    );
  });

  it('refuses special requests that hold a card number, in the form and in the function alike', () => {
    expect(errorsOf(fields.specialComments(), 'Pay with 4242 4242 4242 4242')).toEqual([messages.cardNumberRefused]);
    expect(errorsOf(fields.specialComments(), 'A child seat, please')).toEqual([]);
    expect(
      errorsOf(tripDetailsSchema(), { numberOfPassengers: 2, specialComments: 'card 5555-5555-5555-4444' }),
    ).toEqual([messages.cardNumberRefused]);
    const reason = refusingCardNumbers(yup.string().trim().required());
    expect(errorsOf(reason, 'Refund to 4242424242424242')).toEqual([messages.cardNumberRefused]);
  });
});
