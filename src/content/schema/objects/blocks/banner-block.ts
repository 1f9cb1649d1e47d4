import { defineField, defineType } from '@sanity/types';
import { anchorIdField, imageField, required } from '../../fields';

// Editors use it for a banner with a picture or on the brand colour, with a button (spec §3 Banner).
export const bannerBlock = defineType({
  name: 'bannerBlock',
  title: 'Banner',
  type: 'object',
  fields: [
    anchorIdField,
    defineField({ name: 'type', type: 'string', options: { list: ['picture', 'text'] }, validation: required }),
    defineField({ name: 'overline', type: 'string' }),
    defineField({ name: 'title', type: 'string', validation: required }),
    defineField({ name: 'description', type: 'text' }),
    imageField('image'),
    defineField({
      name: 'button',
      type: 'object',
      fields: [
        defineField({ name: 'label', type: 'string', validation: required }),
        defineField({ name: 'customLink', type: 'link', validation: required }),
      ],
    }),
  ],
});
