import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { brandAndLanguagePreview, required, tenantField } from '../fields';

// Editors use it for the rental system's company id and places of a brand (spec §3 Rental company); rarely changed.
export const rentalCompany = defineType({
  name: 'rentalCompany',
  title: 'Rental company',
  type: 'document',
  fields: [
    tenantField,
    defineField({ name: 'id', type: 'string', validation: required }),
    defineField({
      name: 'locations',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'companyLocation',
          fields: [
            defineField({ name: 'id', type: 'string', validation: required }),
            defineField({ name: 'title', type: 'string', validation: required }),
            defineField({ name: 'pickup', type: 'boolean', validation: required }),
            defineField({ name: 'return', type: 'boolean', validation: required }),
          ],
        }),
      ],
    }),
  ],
  preview: brandAndLanguagePreview('Rental company'),
});
