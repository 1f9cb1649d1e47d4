import { defineField, defineType } from '@sanity/types';
import { imageField, languageField, required, seoField, tenantField, titleField } from '../fields';
import { contentField } from '../objects/blocks';

// Editors use it for the front page of a brand in one language: the hero and the blocks below it.
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    titleField,
    defineField({
      name: 'hero',
      title: 'Hero',
      description: 'The big picture with a heading at the top of the page, above the booking form.',
      type: 'object',
      validation: required,
      fields: [
        defineField({ name: 'title', title: 'Heading', type: 'string', validation: required }),
        defineField({ name: 'text', title: 'Text under the heading', type: 'text' }),
        imageField('image', { title: 'Picture' }),
      ],
    }),
    seoField,
    contentField,
  ],
  preview: { select: { title: 'title', subtitle: 'language' } },
});
