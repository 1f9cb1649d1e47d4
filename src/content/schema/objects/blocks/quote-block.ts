import { defineField, defineType } from '@sanity/types';
import { anchorIdField, required } from '../../fields';

// Editors use it for a quotation with its author.
export const quoteBlock = defineType({
  name: 'quoteBlock',
  title: 'Quote',
  type: 'object',
  fields: [
    anchorIdField,
    defineField({ name: 'quote', type: 'text', validation: required }),
    defineField({ name: 'author', type: 'string' }),
    defineField({ name: 'role', type: 'string' }),
  ],
});
