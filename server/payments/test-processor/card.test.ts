/**
 * @jest-environment node
 */
import fc from 'fast-check';
import * as yup from 'yup';
import {
  cardBrand,
  cardMessages,
  cardSchema,
  luhnValid,
  normalizeCardNumber,
  validateCard,
  type CardDetails,
  type CardInput,
} from './card';

// Every clock is pinned in UTC (Iceland's time). The suite also runs under TZ=America/New_York and
// TZ=Asia/Shanghai, where the month boundaries below fall on another local day.
const now = new Date('2026-05-10T12:00:00Z');

const visa: CardDetails = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holderName: 'Guðrún Jónsdóttir',
};

/** A Luhn-valid number: `body` followed by its check digit. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(body + digit)) return body + digit;
  }
  throw new Error('some check digit always completes a Luhn number');
}

const cardBodies = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 });

describe('normalizeCardNumber', () => {
  it('removes the spaces and hyphens people group digits with', () => {
    expect(normalizeCardNumber(' 4242 4242-4242\t4242 ')).toBe('4242424242424242');
  });
});

describe('luhnValid', () => {
  it.each([
    '4242424242424242',
    '4242 4242 4242 4242',
    '4242-4242-4242-4242',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '79927398713',
  ])('accepts %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(['4242424242424241', '378282246310006', '79927398710', '', '   ', '4242a42424242424', '+4242'])(
    'refuses %j',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );

  it('accepts the number that its own check digit completes', () => {
    fc.assert(fc.property(cardBodies, (body) => luhnValid(withCheckDigit(body))));
  });

  it('refuses a valid number with any one digit changed', () => {
    const changedDigit = cardBodies.chain((body) => {
      const number = withCheckDigit(body);
      return fc.record({
        number: fc.constant(number),
        position: fc.nat({ max: number.length - 1 }),
        shift: fc.integer({ min: 1, max: 9 }),
      });
    });
    fc.assert(
      fc.property(changedDigit, ({ number, position, shift }) => {
        const digit = (Number(number[position]) + shift) % 10;
        const changed = number.slice(0, position) + digit + number.slice(position + 1);
        return !luhnValid(changed);
      }),
    );
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000 0566 5566 5556', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6511000000000008', 'discover'],
    ['3566002020360505', 'jcb'],
    ['3528000000000007', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners'],
    ['3095000000000005', 'diners'],
    ['2220990000000005', 'unknown'],
    ['2721000000000004', 'unknown'],
    ['1234567812345670', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('validateCard', () => {
  it('finds nothing wrong with a good card', () => {
    expect(validateCard(visa, now)).toEqual({});
  });

  it('reports every missing field at once, under the form fields', () => {
    expect(validateCard({}, now)).toEqual({
      number: cardMessages.numberRequired,
      expiry: cardMessages.expiryRequired,
      cvc: cardMessages.cvcRequired,
      holderName: cardMessages.holderNameRequired,
    });
  });

  describe('number', () => {
    it.each([undefined, null, '', '   ', ' - '])('%j is missing', (number) => {
      expect(validateCard({ ...visa, number }, now)).toEqual({ number: 'Card number is required' });
    });

    it.each([
      ['a failed checksum', '4242424242424241'],
      ['too few digits', withCheckDigit('4242424242')],
      ['too many digits', withCheckDigit('4242424242424242424')],
      ['letters', '4242 4242 4242 424X'],
      ['a JSON number instead of a string', 4242424242424242],
    ])('%s is invalid', (_case, number) => {
      expect(validateCard({ ...visa, number }, now)).toEqual({ number: 'Card number is invalid' });
    });

    it('takes 12 to 19 digits', () => {
      expect(validateCard({ ...visa, number: withCheckDigit('42424242424') }, now)).toEqual({});
      expect(validateCard({ ...visa, number: withCheckDigit('424242424242424242') }, now)).toEqual({});
    });
  });

  describe('expiry', () => {
    const expiryAt = (expMonth: unknown, expYear: unknown, at: Date) =>
      validateCard({ ...visa, expMonth, expYear }, at).expiry;

    it.each([
      [undefined, 2030],
      [12, undefined],
      [null, null],
      ['', ''],
      [' ', 2030],
    ])('month %j and year %j are missing', (month, year) => {
      expect(expiryAt(month, year, now)).toBe('Expiry date is required');
    });

    it('is valid through the last moment of its month, in Iceland time (UTC)', () => {
      expect(expiryAt(5, 2026, new Date('2026-05-31T23:59:59.999Z'))).toBeUndefined();
      expect(expiryAt(5, 2026, new Date('2026-06-01T00:00:00Z'))).toBe('Card has expired');
    });

    it('is valid on the first day of its month', () => {
      expect(expiryAt(6, 2026, new Date('2026-06-01T00:00:00Z'))).toBeUndefined();
    });

    it('expires across the turn of the year', () => {
      expect(expiryAt(12, 2026, new Date('2026-12-31T23:59:59.999Z'))).toBeUndefined();
      expect(expiryAt(12, 2026, new Date('2027-01-01T00:00:00Z'))).toBe('Card has expired');
    });

    it.each([
      [4, 2026],
      [12, 2025],
      [1, 2000],
      [4, 26],
    ])('%i/%i has expired', (month, year) => {
      expect(expiryAt(month, year, now)).toBe('Card has expired');
    });

    it.each([
      [5, 26],
      [5, 2026],
      [1, 2046],
      [12, 2046],
      [12, 46],
      ['05', '27'],
      [' 7 ', '2031'],
    ])('%j/%j is accepted, with a two- or four-digit year', (month, year) => {
      expect(expiryAt(month, year, now)).toBeUndefined();
    });

    it.each([
      ['month 0', 0, 2030],
      ['month 13', 13, 2030],
      ['a negative month', -1, 2030],
      ['a fractional month', 1.5, 2030],
      ['a month in words', 'May', 2030],
      ['a month that is not a number', Number.NaN, 2030],
      ['a three-digit year', 12, 203],
      ['a five-digit year', 12, 20300],
      ['a negative year', 12, -30],
      ['a fractional year', 12, 2030.5],
      ['a year more than 20 years ahead', 1, 2047],
      ['a two-digit year more than 20 years ahead', 1, 47],
      ['a year in words', 12, 'twenty'],
      ['a month that is an object', {}, 2030],
    ])('%s is invalid', (_case, month, year) => {
      expect(expiryAt(month, year, now)).toBe('Expiry date is invalid');
    });
  });

  describe('cvc', () => {
    const amex = { ...visa, number: '3782 822463 10005', cvc: '1234' };

    it.each([undefined, null, '', '   '])('%j is missing', (cvc) => {
      expect(validateCard({ ...visa, cvc }, now)).toEqual({ cvc: 'CVC is required' });
    });

    it('takes three digits, and four on American Express cards', () => {
      expect(validateCard({ ...visa, cvc: '012' }, now)).toEqual({});
      expect(validateCard(amex, now)).toEqual({});
    });

    it.each([
      ['two digits', visa, '12'],
      ['four digits on a Visa card', visa, '1234'],
      ['three digits on an American Express card', amex, '123'],
      ['five digits on an American Express card', amex, '12345'],
      ['letters', visa, '12a'],
      ['a JSON number, whose leading zeros are lost', visa, 123],
    ])('%s is invalid', (_case, card, cvc) => {
      expect(validateCard({ ...card, cvc }, now)).toEqual({ cvc: 'CVC is invalid' });
    });
  });

  describe('holderName', () => {
    it.each([undefined, null, '', '  \t '])('%j is missing', (holderName) => {
      expect(validateCard({ ...visa, holderName }, now)).toEqual({ holderName: 'Cardholder name is required' });
    });
  });

  it('answers only its own messages, never the values it was given', () => {
    const messages: string[] = Object.values(cardMessages);
    fc.assert(
      fc.property(anyCard, (card) =>
        Object.values(validateCard(card, now)).every((message) => messages.includes(message)),
      ),
    );
  });
});

const anyField = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.string({ unit: fc.constantFrom(...'0123456789 -'), maxLength: 22 }),
  fc.integer(),
  fc.double(),
);

const anyCard: fc.Arbitrary<CardInput> = fc.record(
  {
    number: fc.oneof(anyField, fc.constantFrom('4242424242424242', '378282246310005')),
    expMonth: fc.oneof(anyField, fc.integer({ min: 1, max: 12 })),
    expYear: fc.oneof(anyField, fc.integer({ min: 2020, max: 2050 }), fc.integer({ min: 20, max: 50 })),
    cvc: fc.oneof(anyField, fc.constantFrom('123', '1234')),
    holderName: anyField,
  },
  { requiredKeys: [] },
);

/** The first message of each path, as the functions' `validate` and react-hook-form report them. */
function schemaErrors(schema: yup.AnySchema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const byPath: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) byPath[inner.path ?? ''] ??= inner.message;
    return byPath;
  }
}

describe('cardSchema', () => {
  it('passes a good card', () => {
    expect(schemaErrors(cardSchema(now), visa)).toEqual({});
    expect(cardSchema(now).validateSync(visa)).toEqual(visa);
  });

  it('reports what validateCard reports, at the same fields, for any input', () => {
    fc.assert(
      fc.property(anyCard, (card) => expect(schemaErrors(cardSchema(now), card)).toEqual(validateCard(card, now))),
    );
  });

  it('compares expiry with the clock it was given', () => {
    const card = { ...visa, expMonth: 5, expYear: 2026 };
    expect(schemaErrors(cardSchema(new Date('2026-05-31T23:59:59.999Z')), card)).toEqual({});
    expect(schemaErrors(cardSchema(new Date('2026-06-01T00:00:00Z')), card)).toEqual({ expiry: 'Card has expired' });
  });

  it('reports under its own path when nested in a payload', () => {
    const payload = yup.object({ card: cardSchema(now).required() });
    expect(schemaErrors(payload, { card: { ...visa, cvc: '', number: '4242' } })).toEqual({
      'card.number': 'Card number is invalid',
      'card.cvc': 'CVC is required',
    });
  });

  it('leaves an absent card to required() or optional()', () => {
    const payload = yup.object({ card: cardSchema(now).optional().default(undefined) });
    expect(schemaErrors(payload, {})).toEqual({});
  });

  it.each([null, 'a card', 42])('refuses %j in place of a card', (value) => {
    expect(schemaErrors(cardSchema(now), value)).toEqual({ '': 'Card details are required' });
  });
});
