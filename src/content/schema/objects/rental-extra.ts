import { defineField, defineType } from '@sanity/types';
import { required } from '../fields';

// Editors use it for an extra a customer can add to a booking (GPS, child seat), with its price.
export const rentalExtra = defineType({
  name: 'rentalExtra',
  title: 'Extra',
  type: 'object',
  fields: [
    defineField({
      name: 'id',
      title: 'Id',
      type: 'string',
      description: 'Never change it once customers have booked the extra: bookings name it by this id.',
      validation: required,
    }),
    defineField({ name: 'name', title: 'Name', type: 'localeString', validation: required }),
    defineField({
      name: 'pricing',
      title: 'Priced',
      type: 'string',
      options: {
        list: [
          { title: 'Per day', value: 'perDay' },
          { title: 'Per rental', value: 'perRental' },
        ],
      },
      validation: required,
    }),
    defineField({
      name: 'price',
      title: 'Price (EUR)',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'maxPrice',
      title: 'Most it costs for a whole rental (EUR)',
      type: 'number',
      description: 'For an extra priced per day; leave empty for no cap.',
      validation: (rule) => rule.min(0).precision(2),
    }),
    defineField({
      name: 'maxQuantity',
      title: 'Most a customer can book',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: { select: { title: 'name.en', subtitle: 'id' } },
});
