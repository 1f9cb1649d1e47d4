import { defineField, defineType } from '@sanity/types';
import { brandAndLanguagePreview, imageField, languageField, required, tenantField } from '../fields';

const dateAndTime = [
  defineField({ name: 'date', title: 'Date', type: 'date', validation: required }),
  defineField({ name: 'time', title: 'Time (HH:mm, Iceland)', type: 'string', validation: required }),
];

// Editors use it for the promotion popup and banner with its countdown (spec §3): car and camper brands only.
export const promotionSettings = defineType({
  name: 'promotionSettings',
  title: 'Promotion',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    defineField({
      name: 'validDates',
      title: 'Runs',
      description: 'The promotion shows from the first moment to the second.',
      type: 'object',
      validation: required,
      fields: [
        defineField({ name: 'from', title: 'From', type: 'object', fields: dateAndTime, validation: required }),
        defineField({ name: 'to', title: 'Until', type: 'object', fields: dateAndTime, validation: required }),
      ],
    }),
    defineField({
      name: 'labels',
      title: 'Countdown labels',
      type: 'object',
      validation: required,
      fields: [
        defineField({ name: 'button', title: 'Button', type: 'string', validation: required }),
        defineField({ name: 'days', title: 'Days', type: 'string', validation: required }),
        defineField({ name: 'hours', title: 'Hours', type: 'string', validation: required }),
        defineField({ name: 'minutes', title: 'Minutes', type: 'string', validation: required }),
        defineField({ name: 'seconds', title: 'Seconds', type: 'string', validation: required }),
      ],
    }),
    defineField({
      name: 'template',
      title: 'Texts',
      type: 'object',
      validation: required,
      fields: [
        defineField({ name: 'promoCode', title: 'Promo code', type: 'string', validation: required }),
        defineField({
          name: 'percentage',
          title: 'Discount (%)',
          type: 'number',
          validation: (rule) => rule.required().min(1).max(100),
        }),
        defineField({ name: 'banner', title: 'Banner text', type: 'string', validation: required }),
        defineField({ name: 'title', title: 'Popup heading', type: 'string', validation: required }),
        defineField({
          name: 'text',
          title: 'Popup text',
          type: 'text',
          description: 'May hold {promoCode} and {percentage}, replaced by the values above.',
          validation: required,
        }),
        defineField({ name: 'note', title: 'Small print', type: 'string', description: 'May hold {expiryDate}.' }),
        imageField('image', { title: 'Picture' }),
      ],
    }),
  ],
  preview: brandAndLanguagePreview('Promotion'),
});
