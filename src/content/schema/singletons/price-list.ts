import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { priceListProblems, type PriceListInput } from '../../price-list';
import { brandAndLanguagePreview, tenantField } from '../fields';

/*
 * Editors use it for a brand's fleet and prices: each vehicle class's fleet size, day rates and deposit, the
 * extras and insurance packages with their prices, the one-way and delivery fees and the coupons. A publish
 * reaches the booking engine at once (docs/decisions/027); a booking keeps the price it was sold at.
 */
export const priceList = defineType({
  name: 'priceList',
  title: 'Fleet and prices',
  type: 'document',
  fields: [
    tenantField,
    defineField({
      name: 'classes',
      title: 'Vehicle classes',
      type: 'array',
      description: 'Every vehicle of the brand needs its class here, or it cannot be booked.',
      of: [defineArrayMember({ type: 'rentalClass' })],
    }),
    defineField({ name: 'extras', title: 'Extras', type: 'array', of: [defineArrayMember({ type: 'rentalExtra' })] }),
    defineField({
      name: 'insurances',
      title: 'Insurance packages',
      type: 'array',
      of: [defineArrayMember({ type: 'insuranceOption' })],
    }),
    defineField({
      name: 'oneWayFee',
      title: 'One-way fee (EUR)',
      type: 'number',
      description: 'Charged when the vehicle is returned to another place than it was picked up at.',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'deliveryFee',
      title: 'Delivery fee (EUR)',
      type: 'number',
      description: 'A lease delivered to an address and collected from it (long-term brand).',
      validation: (rule) => rule.min(0).precision(2),
    }),
    defineField({
      name: 'coupons',
      title: 'Coupons',
      type: 'array',
      description: "Beside the promotion's code (Promotion), which needs no entry here.",
      of: [defineArrayMember({ type: 'coupon' })],
    }),
  ],
  // The same checks the booking engine runs when it takes a publish (server/rental/sync.server.ts).
  validation: (rule) =>
    rule.custom((document) => {
      const problems = priceListProblems((document ?? {}) as PriceListInput);
      return problems.length === 0
        ? true
        : problems.map((problem) => ({ message: problem.message, path: problem.path }));
    }),
  preview: brandAndLanguagePreview('Fleet and prices'),
});
