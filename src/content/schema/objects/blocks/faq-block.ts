import { defineType } from '@sanity/types';
import { anchorIdField, blockTitleField } from '../../fields';
import { questionsField } from './questions';

// Editors use it for frequently asked questions.
export const faqBlock = defineType({
  name: 'faqBlock',
  title: 'FAQ',
  type: 'object',
  fields: [anchorIdField, blockTitleField, questionsField],
});
