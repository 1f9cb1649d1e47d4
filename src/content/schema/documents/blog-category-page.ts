import { defineField, defineType } from '@sanity/types';
import { blogTopicField, pageFields } from '../fields';
import { contentField } from '../objects/blocks';

// Editors use it for a blog category (Travel tips …): it lists its posts, under the blog topic page's address.
export const blogCategoryPage = defineType({
  name: 'blogCategoryPage',
  title: 'Blog category page',
  type: 'document',
  fields: [
    ...pageFields,
    blogTopicField('category'),
    defineField({ name: 'description', title: 'Description', type: 'text' }),
    contentField,
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
