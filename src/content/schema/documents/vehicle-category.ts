import { defineField, defineType } from '@sanity/types';
import { required, tenantField } from '../fields';

// Editors use it for a vehicle category of a brand (Economy, 4x4, Camper van …), shared by every language.
export const vehicleCategory = defineType({
  name: 'vehicleCategory',
  title: 'Vehicle category',
  type: 'document',
  fields: [
    tenantField,
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description: 'A short fixed name (e.g. "car-economy"); the category pages in each language refer to it.',
      validation: required,
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Where the category comes in lists: lower numbers first.',
      validation: required,
    }),
  ],
  preview: { select: { title: 'key', subtitle: 'tenant' } },
});
