import { defineField, defineType } from '@sanity/types';
import { required } from '../fields';

// Editors use it for a vehicle make (Toyota, Dacia …), shared by every brand and language.
export const vehicleBrand = defineType({
  name: 'vehicleBrand',
  title: 'Vehicle make',
  type: 'document',
  fields: [defineField({ name: 'name', title: 'Name', type: 'string', validation: required })],
});
