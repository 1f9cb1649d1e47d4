import { defineField, defineType } from '@sanity/types';
import { imageField } from '../fields';

// Editors use it for the title, description and sharing picture search engines and social networks show.
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title in search results', type: 'string' }),
    defineField({ name: 'description', title: 'Description in search results', type: 'text' }),
    imageField('image', { title: 'Picture when shared' }),
  ],
});
