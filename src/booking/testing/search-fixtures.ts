import type { SearchLocation, SearchRules } from '../search';

/** Places and rules the search tests share: an airport open all hours, a city office, a pickup-only harbour. */

export const airport: SearchLocation = {
  id: 'kef',
  title: 'Keflavík Airport',
  pickup: true,
  return: true,
  hours: {
    operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '05:00', to: '23:00' } },
    operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { is24Hours: true } },
    returnAnytime: true,
    selfService: true,
    selfServiceHours: { from: '00:00', to: '23:59' },
    // Christmas Day: closed, self-service pickups only.
    specialOperatingHours: [{ date: '2027-12-25', open: false, selfServiceAvailable: true }],
  },
};

export const city: SearchLocation = {
  id: 'rvk',
  title: 'Reykjavík office',
  pickup: true,
  return: true,
  hours: {
    operatingHoursLowSeason: {
      isSameHoursAllDays: false,
      dailyHours: {
        monday: { from: '08:00', to: '17:00' },
        tuesday: { from: '08:00', to: '17:00' },
        wednesday: { from: '08:00', to: '17:00' },
        thursday: { from: '08:00', to: '17:00' },
        friday: { from: '08:00', to: '17:00' },
        saturday: { from: '10:00', to: '14:00' },
        sunday: null,
      },
    },
    operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { from: '08:00', to: '20:00' } },
    specialOperatingHours: [{ date: '2027-03-17', open: false }],
  },
};

/** A pickup-only harbour desk whose one open special day has no slot (it opens after it closes). */
export const harbour: SearchLocation = {
  id: 'sey',
  title: 'Seyðisfjörður harbour',
  pickup: true,
  return: false,
  hours: {
    operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '09:00', to: '16:00' } },
    operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { from: '09:00', to: '16:00' } },
    specialOperatingHours: [{ date: '2027-03-18', open: true, from: '18:00', to: '17:00' }],
  },
};

export const rules: SearchRules = {
  locations: [airport, city, harbour],
  highSeason: { start: { day: 1, month: 6 }, end: { day: 31, month: 8 } },
  selfService: true,
  offsetDays: 0,
};

export const today = '2027-03-10';
