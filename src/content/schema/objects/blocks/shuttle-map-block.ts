import { defineField, defineType } from '@sanity/types';
import { anchorIdField, blockTitleField, imageField, required } from '../../fields';

// Editors use it for the airport shuttle tracker: the shuttles' live positions on a map picture, with their own labels.
export const shuttleMapBlock = defineType({
  name: 'shuttleMapBlock',
  title: 'Shuttle map',
  type: 'object',
  fields: [
    anchorIdField,
    blockTitleField,
    imageField('mapImage', {
      title: 'Map image',
      description: 'A picture of exactly the shuttle map area, north at the top; it is stretched over the map.',
      required: true,
    }),
    defineField({
      name: 'mapLabel',
      title: 'Name of the map (for screen readers)',
      type: 'string',
      validation: required,
    }),
    defineField({ name: 'shuttleLabel', title: 'A shuttle, before its number', type: 'string', validation: required }),
    defineField({ name: 'lastMovementLabel', title: 'Last movement', type: 'string', validation: required }),
    defineField({ name: 'terminalLabel', title: 'The terminal marker', type: 'string', validation: required }),
    defineField({ name: 'officeLabel', title: 'The office marker', type: 'string', validation: required }),
    defineField({ name: 'legend', title: 'Legend under the map', type: 'text' }),
  ],
});
