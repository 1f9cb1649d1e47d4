import { defineType } from '@sanity/types';
import { anchorIdField, richTextField } from '../../fields';

// Editors use it for rich text on its own.
export const richTextBlock = defineType({
  name: 'richTextBlock',
  title: 'Rich text',
  type: 'object',
  fields: [anchorIdField, richTextField('body')],
});
