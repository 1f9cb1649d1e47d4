import { defineField, defineType } from '@sanity/types';
import { brandAndLanguagePreview, languageField, required, richTextField, tenantField } from '../fields';

// Editors use it for the info banner above the header (spec §3 bannerSettings), e.g. road or weather news.
export const bannerSettings = defineType({
  name: 'bannerSettings',
  title: 'Info banner',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    defineField({ name: 'active', title: 'Shown', type: 'boolean', validation: required }),
    defineField({
      name: 'template',
      title: 'Banner text',
      type: 'object',
      validation: required,
      fields: [
        defineField({ name: 'title', title: 'Heading', type: 'string' }),
        defineField({ name: 'text', title: 'Text', type: 'text' }),
      ],
    }),
    richTextField('expanderText', { title: 'More text (opens on click)' }),
    defineField({ name: 'important', title: 'Important (warning colour)', type: 'boolean' }),
  ],
  preview: brandAndLanguagePreview('Info banner'),
});
