import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { anchorIdField, required, richTextField } from '../../fields';

// Editors use it for tabs, each with a title and rich text (spec §3 Tab).
export const tabsBlock = defineType({
  name: 'tabsBlock',
  title: 'Tabs',
  type: 'object',
  fields: [
    anchorIdField,
    defineField({
      name: 'tabs',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'tab',
          fields: [defineField({ name: 'title', type: 'string', validation: required }), richTextField('block')],
        }),
      ],
    }),
  ],
});
