import { defineField } from '@sanity/types';
import { required } from '../fields';
import { vehicleListPage } from './vehicle-list-page';

// Editors use it for the page listing the vehicles of one make (Toyota, Dacia …).
export const vehicleBrandPage = vehicleListPage(
  'vehicleBrandPage',
  'Vehicle make page',
  defineField({
    name: 'brand',
    title: 'Make',
    type: 'reference',
    description: 'The make whose vehicles this page lists.',
    to: [{ type: 'vehicleBrand' }],
    validation: required,
  }),
);
