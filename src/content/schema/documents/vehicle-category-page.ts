import { defineField } from '@sanity/types';
import { required } from '../fields';
import { vehicleListPage } from './vehicle-list-page';

// Editors use it for the page of one vehicle category (Economy, 4x4 …); vehicle pages go under its address.
export const vehicleCategoryPage = vehicleListPage(
  'vehicleCategoryPage',
  'Vehicle category page',
  defineField({
    name: 'category',
    title: 'Category',
    type: 'reference',
    description: 'The category whose vehicles this page lists.',
    to: [{ type: 'vehicleCategory' }],
    validation: required,
  }),
);
