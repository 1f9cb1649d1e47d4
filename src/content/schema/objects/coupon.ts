import { defineField, defineType } from '@sanity/types';
import { required } from '../fields';

// Editors use it for a promo code that takes a percentage off the rental price between two days.
export const coupon = defineType({
  name: 'coupon',
  title: 'Coupon',
  type: 'object',
  fields: [
    defineField({ name: 'code', title: 'Code', type: 'string', validation: required }),
    defineField({
      name: 'percent',
      title: 'Discount (%)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(100),
    }),
    defineField({ name: 'validFrom', title: 'First valid day', type: 'date', validation: required }),
    defineField({
      name: 'validTo',
      title: 'Last valid day',
      type: 'date',
      validation: (rule) => rule.required().min(rule.valueOfField('validFrom')),
    }),
  ],
  preview: { select: { title: 'code', subtitle: 'percent' } },
});
