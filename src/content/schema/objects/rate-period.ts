import { defineField, defineType } from '@sanity/types';
import { required } from '../fields';

// Editors use it for a day rate that replaces a class's season rate on certain dates (a holiday week, a festival).
export const ratePeriod = defineType({
  name: 'ratePeriod',
  title: 'Rate period',
  type: 'object',
  fields: [
    defineField({ name: 'from', title: 'First day', type: 'date', validation: required }),
    defineField({
      name: 'to',
      title: 'Last day',
      type: 'date',
      validation: (rule) => rule.required().min(rule.valueOfField('from')),
    }),
    defineField({
      name: 'dayRate',
      title: 'Day rate (EUR)',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', dayRate: 'dayRate' },
    prepare: ({ from, to, dayRate }: { from?: string; to?: string; dayRate?: number }) => ({
      title: `${from ?? '?'} to ${to ?? '?'}`,
      subtitle: dayRate === undefined ? undefined : `EUR ${dayRate} a day`,
    }),
  },
});
