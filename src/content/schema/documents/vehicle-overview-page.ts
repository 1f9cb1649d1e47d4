import { defineField, defineType } from '@sanity/types';
import { pageFields } from '../fields';
import { contentField } from '../objects/blocks';

// Editors use it for the list of all vehicles; its slug is the first part of every vehicle page address.
export const vehicleOverviewPage = defineType({
  name: 'vehicleOverviewPage',
  title: 'Vehicle overview page',
  type: 'document',
  fields: [
    ...pageFields,
    defineField({ name: 'intro', title: 'Introduction', type: 'text', description: 'A few sentences above the list.' }),
    contentField,
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
