import { defineArrayMember, defineField } from '@sanity/types';
import { required, richTextField } from '../../fields';

/** The questions and answers of the accordion and FAQ blocks. */
export const questionsField = defineField({
  name: 'items',
  title: 'Questions',
  type: 'array',
  validation: required,
  of: [
    defineArrayMember({
      type: 'object',
      name: 'question',
      fields: [
        defineField({ name: 'question', title: 'Question', type: 'string', validation: required }),
        richTextField('answer', { title: 'Answer' }),
      ],
    }),
  ],
});
