import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { anchorIdField, blockTitleField, imageField, required } from '../../fields';

// Editors use it for a grid of pictures that open full size, follow a link, or do nothing (spec §3 media item types).
export const galleryBlock = defineType({
  name: 'galleryBlock',
  title: 'Gallery',
  type: 'object',
  fields: [
    anchorIdField,
    blockTitleField,
    defineField({
      name: 'mediaType',
      type: 'string',
      options: { list: ['none', 'link', 'modal'] },
      validation: required,
    }),
    defineField({
      name: 'items',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'galleryItem',
          fields: [imageField('image', { required: true }), defineField({ name: 'link', type: 'link' })],
        }),
      ],
    }),
  ],
});
