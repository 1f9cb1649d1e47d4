import { defineField, defineType } from '@sanity/types';
import { required } from '../fields';

// Editors use it for an insurance package a customer chooses; exactly one is included in every price.
export const insuranceOption = defineType({
  name: 'insuranceOption',
  title: 'Insurance package',
  type: 'object',
  fields: [
    defineField({
      name: 'id',
      title: 'Id',
      type: 'string',
      description: 'Never change it once customers have booked the package: bookings name it by this id.',
      validation: required,
    }),
    defineField({ name: 'name', title: 'Name', type: 'localeString', validation: required }),
    defineField({ name: 'description', title: 'What it covers', type: 'localeString', validation: required }),
    defineField({
      name: 'pricePerDay',
      title: 'Price per day (EUR)',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'excess',
      title: "The customer's excess (EUR)",
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'included',
      title: 'Included in every price',
      type: 'boolean',
      description: 'Exactly one package is included, at 0 a day.',
    }),
  ],
  preview: { select: { title: 'name.en', subtitle: 'id' } },
});
