import { defineField, defineType } from '@sanity/types';
import { localeCodes } from '../../../config/locales';

// Editors use it for a short text written in all seven languages inside one brand-wide document (place names).
export const localeString = defineType({
  name: 'localeString',
  title: 'Text in every language',
  type: 'object',
  fields: localeCodes.map((code) => defineField({ name: code, title: code.toUpperCase(), type: 'string' })),
});
