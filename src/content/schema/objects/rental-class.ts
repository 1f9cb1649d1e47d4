import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { required } from '../fields';

import type { NumberRule } from '@sanity/types';

const euros = (rule: NumberRule) => rule.required().min(0).precision(2);

// Editors use it for one vehicle class a brand rents out: how many it has, its day rates and its deposit.
export const rentalClass = defineType({
  name: 'rentalClass',
  title: 'Vehicle class',
  type: 'object',
  fields: [
    defineField({
      name: 'classCode',
      title: 'Class code',
      type: 'string',
      description: 'The class code of the vehicle (Vehicles › the vehicle › Class code) this entry prices.',
      validation: required,
    }),
    defineField({
      name: 'fleetSize',
      title: 'Fleet size',
      type: 'number',
      description:
        'How many of this class the brand rents out. Fewer than are already booked on some day cannot be published: the booking site names those bookings.',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'lowSeasonRate',
      title: 'Low-season day rate (EUR)',
      type: 'number',
      validation: euros,
    }),
    defineField({
      name: 'highSeasonRate',
      title: 'High-season day rate (EUR)',
      type: 'number',
      description: 'On the days of the high season (Booking settings).',
      validation: euros,
    }),
    defineField({
      name: 'ratePeriods',
      title: 'Rate periods',
      type: 'array',
      description: 'Dates with a rate of their own, instead of the season rate. Periods must not overlap.',
      of: [defineArrayMember({ type: 'ratePeriod' })],
    }),
    defineField({
      name: 'deposit',
      title: 'Deposit (EUR)',
      type: 'number',
      description: 'Held on the card at pickup, not charged.',
      validation: euros,
    }),
  ],
  preview: {
    select: { classCode: 'classCode', fleetSize: 'fleetSize', low: 'lowSeasonRate', high: 'highSeasonRate' },
    prepare: ({
      classCode,
      fleetSize,
      low,
      high,
    }: {
      classCode?: string;
      fleetSize?: number;
      low?: number;
      high?: number;
    }) => ({
      title: classCode ?? 'New class',
      subtitle: `${fleetSize ?? '?'} vehicles · EUR ${low ?? '?'} / ${high ?? '?'} a day`,
    }),
  },
});
