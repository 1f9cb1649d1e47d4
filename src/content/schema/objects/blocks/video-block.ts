import { defineField, defineType } from '@sanity/types';
import { anchorIdField, required } from '../../fields';

// Editors use it for a YouTube video.
export const videoBlock = defineType({
  name: 'videoBlock',
  title: 'Video',
  type: 'object',
  fields: [
    anchorIdField,
    defineField({ name: 'title', type: 'string', validation: required }),
    defineField({ name: 'url', type: 'url', validation: required }),
  ],
});
