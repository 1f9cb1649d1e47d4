import { defineField, defineType } from '@sanity/types';
import { anchorIdField, blockTitleField, richTextField } from '../../fields';

// Editors use it for long text shown in part with Show more / Show less.
export const expanderBlock = defineType({
  name: 'expanderBlock',
  title: 'Expander',
  type: 'object',
  fields: [
    anchorIdField,
    blockTitleField,
    richTextField('body'),
    defineField({ name: 'visibleRows', type: 'number', validation: (rule) => rule.integer().min(1) }),
  ],
});
