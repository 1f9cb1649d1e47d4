import { defineField, defineType } from '@sanity/types';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Editors use it for the opening hours of a place: the same every day, or per weekday (spec §3).
export const operatingHours = defineType({
  name: 'operatingHours',
  title: 'Operating hours',
  type: 'object',
  fields: [
    defineField({
      name: 'isSameHoursAllDays',
      title: 'Same hours every day',
      type: 'boolean',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'allDaysHours', title: 'Every day', type: 'dayHours' }),
    defineField({
      name: 'dailyHours',
      title: 'Per weekday',
      type: 'object',
      fields: weekdays.map((day) => defineField({ name: day, type: 'dayHours' })),
    }),
  ],
});
