import { defineType } from '@sanity/types';
import { languageField, seoField, slugField, tenantField, titleField } from '../fields';
import { contentField } from '../objects/blocks';

// Editors use it for any page built from blocks (about us, terms, FAQ); its slug may have several segments (`legal/terms`).
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [languageField, tenantField, titleField, slugField, seoField, contentField],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
