import { defineField, defineType } from '@sanity/types';
import { languageField, seoField, slugField, tenantField, titleField } from '../fields';
import { contentField } from '../objects/blocks';
import { sameBrandAndLanguage } from '../parents';

// Editors use it for a blog category (Travel tips …): it lists its posts, under the blog topic page's address.
export const blogCategoryPage = defineType({
  name: 'blogCategoryPage',
  title: 'Blog category page',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    titleField,
    slugField,
    seoField,
    defineField({
      name: 'topic',
      title: 'Blog',
      type: 'reference',
      description: 'The blog topic page this category goes under (same brand and language).',
      to: [{ type: 'blogTopicPage' }],
      validation: (rule) => [rule.required(), rule.custom(sameBrandAndLanguage('blog topic page'))],
    }),
    defineField({ name: 'description', title: 'Description', type: 'text' }),
    contentField,
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
