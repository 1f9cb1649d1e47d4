import { callingCodeOf, defaultPhoneCountry, phoneProblem, splitPhone, toE164 } from './phone';

describe('phoneProblem (spec §5 for Iceland, each country its own plan: issue 30)', () => {
  it('keeps seven digits for an Icelandic number, typed with or without +354', () => {
    expect(phoneProblem('581 2345')).toBeNull();
    expect(phoneProblem('+354 581-2345')).toBeNull();
    expect(phoneProblem('00354 5812345', 'DE')).toBeNull();
    expect(phoneProblem('581234')).toBe('digits');
    expect(phoneProblem('+354 58123456')).toBe('digits');
    expect(phoneProblem('581234a')).toBe('invalid');
  });

  it("checks another country's number by that country's plan", () => {
    expect(phoneProblem('0151 23456789', 'DE')).toBeNull();
    expect(phoneProblem('+49 151 23456789')).toBeNull();
    expect(phoneProblem('(201) 555-0123', 'US')).toBeNull();
    expect(phoneProblem('138 0013 8000', 'CN')).toBeNull();
    expect(phoneProblem('5551234', 'US')).toBe('invalid');
    expect(phoneProblem('+49 12')).toBe('invalid');
    expect(phoneProblem('+')).toBe('invalid');
  });

  it('treats an unknown country as Iceland and leaves blank to the required check', () => {
    expect(phoneProblem('5551234', 'XX')).toBeNull();
    expect(phoneProblem('  ')).toBeNull();
  });
});

describe('toE164', () => {
  it('keeps every number in E.164', () => {
    expect(toE164('555 1234')).toBe('+3545551234');
    expect(toE164('+354 555-1234', 'US')).toBe('+3545551234');
    expect(toE164('0151 23456789', 'DE')).toBe('+4915123456789');
    expect(toE164('0049 151 23456789', 'IS')).toBe('+4915123456789');
    expect(toE164('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toE164('138 0013 8000', 'CN')).toBe('+8613800138000');
  });

  it('throws a RangeError for a number phoneProblem refuses', () => {
    expect(() => toE164('123')).toThrow(RangeError);
    expect(() => toE164('5551234', 'US')).toThrow(RangeError);
    expect(() => toE164('')).toThrow(RangeError);
  });
});

describe('splitPhone and the default country', () => {
  it('splits a kept number back into its country and national number', () => {
    expect(splitPhone('+3545551234')).toEqual({ country: 'IS', national: '5551234' });
    expect(splitPhone('+4915123456789')).toEqual({ country: 'DE', national: '01512 3456789' });
    expect(splitPhone('5551234', 'US')).toEqual({ country: 'US', national: '5551234' });
  });

  it('starts from the customer country, else the language, else Iceland', () => {
    expect(defaultPhoneCountry('en', 'US')).toBe('US');
    expect(defaultPhoneCountry('de', '')).toBe('DE');
    expect(defaultPhoneCountry('zh')).toBe('CN');
    expect(defaultPhoneCountry('en', 'XX')).toBe('IS');
    expect(callingCodeOf('DE')).toBe('49');
    expect(callingCodeOf('XX')).toBe('');
  });
});
