import { defineField, defineType } from '@sanity/types';
import { pageFields } from '../fields';
import { contentField } from '../objects/blocks';

// Editors use it for the blog's landing page; its slug is the first part of every blog address.
export const blogTopicPage = defineType({
  name: 'blogTopicPage',
  title: 'Blog topic page',
  type: 'document',
  fields: [...pageFields, defineField({ name: 'intro', title: 'Introduction', type: 'text' }), contentField],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
