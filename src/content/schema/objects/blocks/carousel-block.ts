import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { anchorIdField, blockTitleField, imageField, required } from '../../fields';

// Editors use it for slides that scroll sideways.
export const carouselBlock = defineType({
  name: 'carouselBlock',
  title: 'Carousel',
  type: 'object',
  fields: [
    anchorIdField,
    blockTitleField,
    defineField({
      name: 'slides',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'slide',
          fields: [
            imageField('image', { required: true }),
            defineField({ name: 'title', type: 'string' }),
            defineField({ name: 'text', type: 'text' }),
            defineField({ name: 'link', type: 'link' }),
          ],
        }),
      ],
    }),
  ],
});
