import { defineField, defineType } from '@sanity/types';

// Editors use it for the opening hours of one day: open all day, or from and to (HH:mm).
export const dayHours = defineType({
  name: 'dayHours',
  title: 'Opening hours of a day',
  type: 'object',
  fields: [
    defineField({ name: 'is24Hours', title: 'Open 24 hours', type: 'boolean' }),
    defineField({ name: 'from', title: 'Opens (HH:mm)', type: 'string' }),
    defineField({ name: 'to', title: 'Closes (HH:mm)', type: 'string' }),
  ],
});
