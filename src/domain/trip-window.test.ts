import { tripConditionsShown } from './trip-window';

const trip = { pickupLocal: '2026-12-10T10:00', returnLocal: '2026-12-14T16:00' };

describe('tripConditionsShown (issue 40: from days before pickup until the return, Iceland time)', () => {
  it('starts at midnight in Iceland three days before the pickup day', () => {
    expect(tripConditionsShown(trip, new Date('2026-12-06T23:59:59Z'))).toBe(false);
    expect(tripConditionsShown(trip, new Date('2026-12-07T00:00:00Z'))).toBe(true);
  });

  it('runs through the pickup and ends at the booked return', () => {
    expect(tripConditionsShown(trip, new Date('2026-12-10T10:00:00Z'))).toBe(true);
    expect(tripConditionsShown(trip, new Date('2026-12-14T15:59:00Z'))).toBe(true);
    expect(tripConditionsShown(trip, new Date('2026-12-14T16:00:00Z'))).toBe(false);
  });

  it('counts the days by the clock in Iceland for a visitor west of it', () => {
    // 18:30 on 6 December in Los Angeles is already 7 December in Reykjavík.
    const losAngelesEvening = new Date('2026-12-06T18:30:00-08:00');
    expect(tripConditionsShown(trip, losAngelesEvening)).toBe(true);
    // 15:00 on 6 December in Los Angeles is still 6 December in Reykjavík.
    expect(tripConditionsShown(trip, new Date('2026-12-06T15:00:00-08:00'))).toBe(false);
  });

  it('counts the days by the clock in Iceland for a visitor east of it', () => {
    // 01:00 on 7 December in Tokyo is still 6 December in Reykjavík.
    expect(tripConditionsShown(trip, new Date('2026-12-07T01:00:00+09:00'))).toBe(false);
    // 09:30 on 7 December in Tokyo is 00:30 on 7 December in Reykjavík.
    expect(tripConditionsShown(trip, new Date('2026-12-07T09:30:00+09:00'))).toBe(true);
  });

  it('takes another number of days', () => {
    expect(tripConditionsShown(trip, new Date('2026-12-09T12:00:00Z'), 0)).toBe(false);
    expect(tripConditionsShown(trip, new Date('2026-12-10T00:00:00Z'), 0)).toBe(true);
  });
});
