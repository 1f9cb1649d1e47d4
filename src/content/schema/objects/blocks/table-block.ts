import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { anchorIdField, blockTitleField, required } from '../../fields';

// Editors use it for a table; cells may hold {price:N} placeholders in euros (spec §3 Table, §9).
export const tableBlock = defineType({
  name: 'tableBlock',
  title: 'Table',
  type: 'object',
  fields: [
    anchorIdField,
    blockTitleField,
    defineField({ name: 'highlightFirstRow', type: 'boolean' }),
    defineField({ name: 'highlightFirstColumn', type: 'boolean' }),
    defineField({
      name: 'content',
      type: 'object',
      validation: required,
      fields: [
        defineField({
          name: 'rows',
          type: 'array',
          of: [
            {
              type: 'object',
              name: 'row',
              fields: [defineField({ name: 'cells', type: 'array', of: [defineArrayMember({ type: 'string' })] })],
            },
          ],
        }),
      ],
    }),
  ],
});
