import { defineField, defineType } from '@sanity/types';
import { blogTopicField, imageField, pageFields, required, richTextField } from '../fields';
import { sameBrandAndLanguage } from '../parents';

// Editors use it for a blog post; its address is blog topic / category / slug.
export const blogPostPage = defineType({
  name: 'blogPostPage',
  title: 'Blog post',
  type: 'document',
  fields: [
    ...pageFields,
    blogTopicField('post'),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      description: 'The blog category this post is listed in (same brand and language).',
      to: [{ type: 'blogCategoryPage' }],
      validation: (rule) => [rule.required(), rule.custom(sameBrandAndLanguage('blog category'))],
    }),
    defineField({
      name: 'date',
      title: 'Publication date',
      type: 'date',
      description: 'Posts are listed newest first by this date.',
      validation: required,
    }),
    imageField('image', {
      title: 'Picture',
      description: 'Shown at the top of the post and in teasers.',
      required: true,
    }),
    defineField({
      name: 'excerpt',
      title: 'Teaser text',
      type: 'text',
      description: 'A sentence or two shown in lists of posts.',
    }),
    richTextField('body', { title: 'Text', required: true }),
  ],
  preview: { select: { title: 'title', subtitle: 'date', media: 'image' } },
});
