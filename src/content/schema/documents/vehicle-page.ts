import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { pageFields } from '../fields';
import { contentField } from '../objects/blocks';
import { parentExists, vehicleCategoryPageExists } from '../parents';

// Editors use it for the page of one vehicle model in one language; its address is overview / category / slug.
export const vehiclePage = defineType({
  name: 'vehiclePage',
  title: 'Vehicle page',
  type: 'document',
  fields: [
    ...pageFields,
    defineField({
      name: 'base',
      title: 'Vehicle',
      type: 'reference',
      description:
        'The vehicle this page shows (specifications and pictures come from it). Its category in this brand decides the page address.',
      to: [{ type: 'vehicle' }],
      validation: (rule) => [
        rule.required(),
        rule.custom(
          parentExists(
            'vehicleOverviewPage',
            'Create the vehicle overview page of this brand and language first: this page goes under its address',
          ),
        ),
        rule.custom(vehicleCategoryPageExists),
      ],
    }),
    defineField({ name: 'description', title: 'Description', type: 'text' }),
    defineField({
      name: 'features',
      title: 'Features',
      description: 'Short lines listed on the page, one a feature.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    contentField,
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
