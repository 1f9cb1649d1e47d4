import { defineType } from '@sanity/types';
import { brandAndLanguagePreview, languageField, richTextField, tenantField } from '../fields';

// Editors use it for the text of the "page not found" page of a brand in one language.
export const notFound = defineType({
  name: 'notFound',
  title: 'Not found page',
  type: 'document',
  fields: [languageField, tenantField, richTextField('text', { title: 'Text', required: true })],
  preview: brandAndLanguagePreview('Not found page'),
});
