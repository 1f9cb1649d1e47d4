import { defineField, defineType } from '@sanity/types';

const dayAndMonth = [
  defineField({
    name: 'day',
    title: 'Day',
    type: 'number',
    validation: (rule) => rule.required().integer().min(1).max(31),
  }),
  defineField({
    name: 'month',
    title: 'Month',
    type: 'number',
    validation: (rule) => rule.required().integer().min(1).max(12),
  }),
];

// Editors use it for a season that comes back every year, from a day and month to a day and month (spec §3).
export const season = defineType({
  name: 'season',
  title: 'Season',
  type: 'object',
  fields: [
    defineField({
      name: 'start',
      title: 'Starts',
      type: 'object',
      fields: dayAndMonth,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'end',
      title: 'Ends',
      type: 'object',
      fields: dayAndMonth,
      validation: (rule) => rule.required(),
    }),
  ],
});
