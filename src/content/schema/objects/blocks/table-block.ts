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
          title: 'Rows',
          description: 'The first row is the heading row when "highlight first row" is on.',
          type: 'array',
          validation: required,
          of: [
            defineArrayMember({
              type: 'object',
              name: 'row',
              fields: [
                defineField({
                  name: 'cells',
                  title: 'Cells',
                  description: 'Prices in euros may be written {price:25}: visitors see them in their currency.',
                  type: 'array',
                  of: [defineArrayMember({ type: 'string' })],
                  validation: required,
                }),
              ],
            }),
          ],
        }),
      ],
    }),
  ],
});
