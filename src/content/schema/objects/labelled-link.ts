import { defineField, defineType } from '@sanity/types';
import { required } from '../fields';

// Editors use it for a link with the text people click, in menus and footers.
export const labelledLink = defineType({
  name: 'labelledLink',
  title: 'Labelled link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Text', type: 'string', validation: required }),
    defineField({ name: 'link', title: 'Link', type: 'link', validation: required }),
  ],
  preview: { select: { title: 'label' } },
});
