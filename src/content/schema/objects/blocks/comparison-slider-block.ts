import { defineField, defineType } from '@sanity/types';
import { anchorIdField, blockTitleField, imageField } from '../../fields';

// Editors use it for two pictures compared with a sliding handle.
export const comparisonSliderBlock = defineType({
  name: 'comparisonSliderBlock',
  title: 'Comparison slider',
  type: 'object',
  fields: [
    anchorIdField,
    blockTitleField,
    imageField('before', { required: true }),
    imageField('after', { required: true }),
    defineField({ name: 'beforeLabel', type: 'string' }),
    defineField({ name: 'afterLabel', type: 'string' }),
  ],
});
