import { defineField } from '@sanity/types';

/** Latitude and longitude of a point on a map. */
export const coordinates = [
  defineField({
    name: 'lat',
    title: 'Latitude',
    type: 'number',
    validation: (rule) => rule.required().min(-90).max(90),
  }),
  defineField({
    name: 'lng',
    title: 'Longitude',
    type: 'number',
    validation: (rule) => rule.required().min(-180).max(180),
  }),
];
