import { defineType } from '@sanity/types';
import { anchorIdField, blockTitleField } from '../../fields';
import { questionsField } from './questions';

// Editors use it for questions that open one at a time.
export const accordionBlock = defineType({
  name: 'accordionBlock',
  title: 'Accordion',
  type: 'object',
  fields: [anchorIdField, blockTitleField, questionsField],
});
