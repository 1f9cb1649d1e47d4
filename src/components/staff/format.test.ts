import { formatMinor, toMinor } from './format';

describe('staff money', () => {
  it('shows minor units exactly and reads typed major units back', () => {
    expect(formatMinor(12345, 'EUR', 'en')).toBe('€123.45');
    expect(formatMinor(12345, 'ISK', 'en').replace(/\s/g, ' ')).toBe('ISK 12,345');
    expect(toMinor('50,5', 'EUR')).toBe(5050);
    expect(toMinor('12 000', 'ISK')).toBe(12000);
    expect(toMinor('abc', 'EUR')).toBeNaN();
  });
});
