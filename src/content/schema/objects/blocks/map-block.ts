import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { anchorIdField, blockTitleField, required } from '../../fields';
import { coordinates } from './coordinates';

// Editors use it for places on a map.
export const mapBlock = defineType({
  name: 'mapBlock',
  title: 'Map',
  type: 'object',
  fields: [
    anchorIdField,
    blockTitleField,
    defineField({ name: 'center', type: 'object', fields: coordinates, validation: required }),
    defineField({ name: 'zoom', type: 'number', validation: (rule) => rule.required().min(1).max(19) }),
    defineField({
      name: 'markers',
      title: 'Places',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'marker',
          fields: [...coordinates, defineField({ name: 'label', type: 'string', validation: required })],
        }),
      ],
    }),
  ],
});
