import { canChangePickupReturn, canUseSelfService, hoursUntil, isCheckInOpen } from './checkin';

const start = new Date('2026-06-15T12:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('hoursUntil', () => {
  it('is the fractional hours until the start, negative after it', () => {
    expect(hoursUntil(start, hoursBefore(168))).toBe(168);
    expect(hoursUntil(start, hoursBefore(1.5))).toBe(1.5);
    expect(hoursUntil(start, hoursBefore(-2))).toBe(-2);
  });

  it('does not depend on the zone the instants were written in', () => {
    expect(hoursUntil(start, new Date('2026-06-15T08:00:00-04:00'))).toBe(0);
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => hoursUntil(new Date('nonsense'), start)).toThrow(RangeError);
  });
});

describe('isCheckInOpen (spec §9: hoursUntilCheckInOpen = 168)', () => {
  it('opens exactly 168 hours before the start, not a second earlier', () => {
    expect(isCheckInOpen(start, hoursBefore(168))).toBe(true);
    expect(isCheckInOpen(start, new Date(hoursBefore(168).getTime() - 1000))).toBe(false);
  });

  it('stays open after the start', () => {
    expect(isCheckInOpen(start, hoursBefore(-24))).toBe(true);
  });

  it('takes a tenant’s own limit', () => {
    expect(isCheckInOpen(start, hoursBefore(48), 24)).toBe(false);
    expect(isCheckInOpen(start, hoursBefore(24), 24)).toBe(true);
  });
});

describe.each([
  ['canChangePickupReturn', canChangePickupReturn],
  ['canUseSelfService', canUseSelfService],
])('%s (spec §9: at least 12 hours in advance)', (_name, rule) => {
  it('allows it 12 hours or more before the start', () => {
    expect(rule(start, hoursBefore(100))).toBe(true);
    expect(rule(start, hoursBefore(12))).toBe(true);
  });

  it('refuses it less than 12 hours before, and after the start', () => {
    expect(rule(start, new Date(hoursBefore(12).getTime() + 1000))).toBe(false);
    expect(rule(start, hoursBefore(0))).toBe(false);
    expect(rule(start, hoursBefore(-5))).toBe(false);
  });

  it('takes a tenant’s own limit', () => {
    expect(rule(start, hoursBefore(30), 48)).toBe(false);
    expect(rule(start, hoursBefore(48), 48)).toBe(true);
  });
});
