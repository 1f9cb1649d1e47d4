import fc from 'fast-check';
import {
  isPickupDateUnavailable,
  isReturnDateUnavailable,
  isSelfServiceOnly,
  nextAvailableReturnDate,
  openingHours,
  pickupTimes,
  returnTimes,
  weekdayOf,
  type HoursOptions,
  type Location,
  type OperatingHours,
} from './hours';
import { addDays, timeSlots } from './dates';

const weekdays = { from: '08:00', to: '17:00' };
const lowSeason: OperatingHours = {
  isSameHoursAllDays: false,
  dailyHours: {
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    saturday: { from: '10:00', to: '12:00' },
    sunday: null,
  },
};
const highSeason: OperatingHours = { isSameHoursAllDays: true, allDaysHours: { is24Hours: true } };

// 2026: May 11 is a Monday, May 16 a Saturday, May 17 a Sunday; Dec 24 a Thursday, Dec 25 a Friday.
const office: Location = {
  operatingHoursHighSeason: highSeason,
  operatingHoursLowSeason: lowSeason,
  selfService: true,
  selfServiceHours: { from: '06:00', to: '22:00' },
  specialOperatingHours: [
    { date: '2026-12-24', open: true, from: '10:00', to: '11:00' },
    { date: '2026-12-25', open: false, selfServiceAvailable: true },
    { date: '2026-12-31', open: false },
    { date: '2026-05-17', open: true, from: '12:00', to: '13:00' },
    { date: '2026-05-18', open: true },
  ],
};
const withoutSelfService: Location = { ...office, selfService: false };
const options: HoursOptions = {
  highSeason: { start: { day: 1, month: 6 }, end: { day: 31, month: 8 } },
  selfServiceEnabled: true,
};
const tenantWithoutSelfService: HoursOptions = { ...options, selfServiceEnabled: false };

const times = (slots: { time: string }[]) => slots.map((slot) => slot.time);
const normalTimes = (slots: { time: string; selfService: boolean }[]) => times(slots.filter((s) => !s.selfService));
const selfServiceTimes = (slots: { time: string; selfService: boolean }[]) => times(slots.filter((s) => s.selfService));

describe('weekdayOf', () => {
  it('reads the weekday of the Iceland calendar day', () => {
    expect(weekdayOf('2026-05-11')).toBe('monday');
    expect(weekdayOf('2026-05-17')).toBe('sunday');
    expect(weekdayOf('2024-02-29')).toBe('thursday');
  });
});

describe('openingHours', () => {
  it('uses low-season hours of the weekday outside the high season', () => {
    expect(openingHours(office, '2026-05-11', options)).toEqual({ from: '08:00', to: '17:00' });
    expect(openingHours(office, '2026-05-16', options)).toEqual({ from: '10:00', to: '12:00' });
  });

  it('uses high-season hours strictly inside the high season, so not on its first day (spec §5)', () => {
    expect(openingHours(office, '2026-06-01', options)).toEqual({ from: '08:00', to: '17:00' });
    expect(openingHours(office, '2026-06-02', options)).toEqual({ from: '00:00', to: '23:59' });
  });

  it('uses low-season hours all year when no high season is configured', () => {
    expect(openingHours(office, '2026-07-15', { selfServiceEnabled: true })).toEqual({ from: '08:00', to: '17:00' });
  });

  it('finds the high season in every year, not only the current one', () => {
    expect(openingHours(office, '2031-07-15', options)).toEqual({ from: '00:00', to: '23:59' });
  });

  it('has no hours on a weekday with null, a missing entry, or a missing from or to', () => {
    expect(openingHours(office, '2026-05-10', options)).toBeNull();
    const gaps: Location = {
      ...office,
      operatingHoursLowSeason: {
        isSameHoursAllDays: false,
        dailyHours: { monday: { from: '08:00' }, tuesday: { to: '17:00' }, wednesday: {} },
      },
    };
    for (const date of ['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14']) {
      expect(openingHours(gaps, date, options)).toBeNull();
    }
  });

  it('has no hours when all days share missing hours', () => {
    const none: Location = { ...office, operatingHoursLowSeason: { isSameHoursAllDays: true } };
    expect(openingHours(none, '2026-05-11', options)).toBeNull();
  });

  it('lets an open special day’s own hours override the weekday, even a closed one', () => {
    expect(openingHours(office, '2026-12-24', options)).toEqual({ from: '10:00', to: '11:00' });
    expect(openingHours(office, '2026-05-17', options)).toEqual({ from: '12:00', to: '13:00' });
  });

  it('falls back to the weekday for an open special day without hours', () => {
    expect(openingHours(office, '2026-05-18', options)).toEqual({ from: '08:00', to: '17:00' });
  });

  it('has no hours on a closed special day', () => {
    expect(openingHours(office, '2026-12-25', options)).toBeNull();
  });
});

describe('pickupTimes (spec §5)', () => {
  it('gives the normal 30-minute slots plus self-service slots outside them, sorted', () => {
    const slots = pickupTimes(office, '2026-05-11', options);
    expect(normalTimes(slots)).toEqual(timeSlots('08:00', '17:00'));
    expect(selfServiceTimes(slots)).toEqual([...timeSlots('06:00', '07:30'), ...timeSlots('17:30', '22:00')]);
    expect(times(slots)).toEqual(timeSlots('06:00', '22:00'));
  });

  it('gives only normal slots when the tenant or the location has no self-service', () => {
    expect(pickupTimes(office, '2026-05-11', tenantWithoutSelfService).every((s) => !s.selfService)).toBe(true);
    expect(pickupTimes(withoutSelfService, '2026-05-11', options).every((s) => !s.selfService)).toBe(true);
    expect(times(pickupTimes(withoutSelfService, '2026-05-11', options))).toEqual(timeSlots('08:00', '17:00'));
  });

  it('gives the whole day on a 24-hour day, leaving no room for self-service', () => {
    const slots = pickupTimes(office, '2026-07-15', options);
    expect(slots).toHaveLength(48);
    expect(slots.every((s) => !s.selfService)).toBe(true);
  });

  it('uses an open special day’s own hours', () => {
    expect(normalTimes(pickupTimes(office, '2026-12-24', options))).toEqual(['10:00', '10:30', '11:00']);
  });

  it('gives only self-service slots on a closed special day with self-service available', () => {
    const slots = pickupTimes(office, '2026-12-25', options);
    expect(slots.every((s) => s.selfService)).toBe(true);
    expect(times(slots)).toEqual(timeSlots('06:00', '22:00'));
  });

  it('gives nothing on a closed special day without self-service, or when self-service is off', () => {
    expect(pickupTimes(office, '2026-12-31', options)).toEqual([]);
    expect(pickupTimes(office, '2026-12-25', tenantWithoutSelfService)).toEqual([]);
    expect(pickupTimes(withoutSelfService, '2026-12-25', options)).toEqual([]);
  });

  it('gives nothing on a weekday without hours', () => {
    expect(pickupTimes(office, '2026-05-10', options)).toEqual([]);
  });

  it('keeps self-service slots that fall between off-step normal slots out', () => {
    const offStep: Location = {
      ...office,
      operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '08:15', to: '09:15' } },
      selfServiceHours: { from: '07:00', to: '10:00' },
    };
    expect(pickupTimes(offStep, '2026-05-11', options)).toEqual([
      { time: '07:00', selfService: true },
      { time: '07:30', selfService: true },
      { time: '08:00', selfService: true },
      { time: '08:15', selfService: false },
      { time: '08:45', selfService: false },
      { time: '09:15', selfService: false },
      { time: '09:30', selfService: true },
      { time: '10:00', selfService: true },
    ]);
  });

  it('is always sorted without duplicates, whatever the hours', () => {
    const time = fc.integer({ min: 0, max: 47 }).map((i) => timeSlots('00:00', '23:30')[i] as string);
    fc.assert(
      fc.property(time, time, time, time, (from, to, selfFrom, selfTo) => {
        const location: Location = {
          ...office,
          operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from, to } },
          selfServiceHours: { from: selfFrom, to: selfTo },
        };
        const list = times(pickupTimes(location, '2026-05-11', options));
        return list.every((t, i) => i === 0 || (list[i - 1] as string) < t);
      }),
    );
  });
});

describe('returnTimes (spec §5)', () => {
  it('gives the normal slots of the day', () => {
    expect(returnTimes(office, '2026-05-16', options)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
  });

  it('never offers self-service slots', () => {
    expect(returnTimes(office, '2026-05-11', options)).toEqual(timeSlots('08:00', '17:00'));
  });

  it('gives 00:00 to 23:30 with returnAnytime, even on closed days', () => {
    const anytime: Location = { ...office, returnAnytime: true };
    expect(returnTimes(anytime, '2026-05-10', options)).toEqual(timeSlots('00:00', '23:59'));
    expect(returnTimes(anytime, '2026-12-31', options)).toHaveLength(48);
  });

  it('gives nothing on a closed day without returnAnytime', () => {
    expect(returnTimes(office, '2026-12-31', options)).toEqual([]);
  });
});

describe('isPickupDateUnavailable (spec §5)', () => {
  it('is available on a day with hours', () => {
    expect(isPickupDateUnavailable(office, '2026-05-11', options)).toBe(false);
  });

  it('is unavailable on a closed special day', () => {
    expect(isPickupDateUnavailable(office, '2026-12-31', options)).toBe(true);
  });

  it('is available on a closed special day when self-service is available that day and enabled', () => {
    expect(isPickupDateUnavailable(office, '2026-12-25', options)).toBe(false);
  });

  it('is unavailable on that day when self-service is disabled for the tenant or the location', () => {
    expect(isPickupDateUnavailable(office, '2026-12-25', tenantWithoutSelfService)).toBe(true);
    expect(isPickupDateUnavailable(withoutSelfService, '2026-12-25', options)).toBe(true);
  });

  it('is unavailable when the weekday has no hours, even with self-service', () => {
    expect(isPickupDateUnavailable(office, '2026-05-10', options)).toBe(true);
  });

  it('is available on an open special day with hours on a closed weekday', () => {
    expect(isPickupDateUnavailable(office, '2026-05-17', options)).toBe(false);
  });

  it('is unavailable when the hours give no time slots', () => {
    const backwards: Location = {
      ...withoutSelfService,
      operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '17:00', to: '08:00' } },
    };
    expect(isPickupDateUnavailable(backwards, '2026-05-11', options)).toBe(true);
  });

  it('agrees with pickupTimes on every day of a year', () => {
    let date = '2026-01-01';
    for (let day = 0; day < 365; day += 1) {
      const unavailable = isPickupDateUnavailable(office, date, options);
      expect([date, unavailable]).toEqual([date, pickupTimes(office, date, options).length === 0]);
      date = addDays(date, 1);
    }
  });
});

describe('isReturnDateUnavailable (spec §5)', () => {
  it('is available on a day with hours and on an open special day', () => {
    expect(isReturnDateUnavailable(office, '2026-05-11', options)).toBe(false);
    expect(isReturnDateUnavailable(office, '2026-05-17', options)).toBe(false);
  });

  it('is unavailable on a closed special day, self-service or not', () => {
    expect(isReturnDateUnavailable(office, '2026-12-31', options)).toBe(true);
    expect(isReturnDateUnavailable(office, '2026-12-25', options)).toBe(true);
  });

  it('is unavailable on a weekday without hours', () => {
    expect(isReturnDateUnavailable(office, '2026-05-10', options)).toBe(true);
  });

  it('is always available with returnAnytime', () => {
    const anytime: Location = { ...office, returnAnytime: true };
    expect(isReturnDateUnavailable(anytime, '2026-05-10', options)).toBe(false);
    expect(isReturnDateUnavailable(anytime, '2026-12-31', options)).toBe(false);
  });
});

describe('nextAvailableReturnDate (spec §5: searched up to 730 days ahead)', () => {
  it('is the date itself when it is available', () => {
    expect(nextAvailableReturnDate(office, '2026-05-11', options)).toBe('2026-05-11');
  });

  it('skips closed days', () => {
    expect(nextAvailableReturnDate(office, '2026-05-10', options)).toBe('2026-05-11');
    expect(nextAvailableReturnDate(office, '2026-12-25', options)).toBe('2026-12-26');
  });

  const closedUntil = (lastClosed: string): Location => ({
    ...office,
    operatingHoursHighSeason: { isSameHoursAllDays: true },
    operatingHoursLowSeason: { isSameHoursAllDays: true },
    specialOperatingHours: [{ date: lastClosed, open: true, from: '10:00', to: '11:00' }],
  });

  it('finds a date exactly 730 days ahead, not 731', () => {
    expect(nextAvailableReturnDate(closedUntil('2028-01-01'), '2026-01-01', options)).toBe('2028-01-01');
    expect(nextAvailableReturnDate(closedUntil('2028-01-02'), '2026-01-01', options)).toBeNull();
  });

  it('is null for a location that is never open', () => {
    expect(nextAvailableReturnDate(closedUntil('2000-01-01'), '2026-01-01', options)).toBeNull();
  });
});

describe('isSelfServiceOnly (spec §5: the pickup time lies outside normal hours)', () => {
  it('is false inside normal hours, ends included', () => {
    expect(isSelfServiceOnly(office, '2026-05-11', '08:00', options)).toBe(false);
    expect(isSelfServiceOnly(office, '2026-05-11', '12:30', options)).toBe(false);
    expect(isSelfServiceOnly(office, '2026-05-11', '17:00', options)).toBe(false);
  });

  it('is true before opening and after closing', () => {
    expect(isSelfServiceOnly(office, '2026-05-11', '07:30', options)).toBe(true);
    expect(isSelfServiceOnly(office, '2026-05-11', '17:30', options)).toBe(true);
  });

  it('is true on a closed special day, which has no normal hours', () => {
    expect(isSelfServiceOnly(office, '2026-12-25', '12:00', options)).toBe(true);
  });

  it('matches the selfService flag of every offered pickup time', () => {
    for (const date of ['2026-05-11', '2026-05-16', '2026-12-24', '2026-12-25']) {
      for (const slot of pickupTimes(office, date, options)) {
        expect(isSelfServiceOnly(office, date, slot.time, options)).toBe(slot.selfService);
      }
    }
  });
});
