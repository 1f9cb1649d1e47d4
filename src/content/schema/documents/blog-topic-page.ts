import { defineField, defineType } from '@sanity/types';
import { languageField, seoField, slugField, tenantField, titleField } from '../fields';
import { contentField } from '../objects/blocks';

// Editors use it for the blog's landing page; its slug is the first part of every blog address.
export const blogTopicPage = defineType({
  name: 'blogTopicPage',
  title: 'Blog topic page',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    titleField,
    slugField,
    seoField,
    defineField({ name: 'intro', title: 'Introduction', type: 'text' }),
    contentField,
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
