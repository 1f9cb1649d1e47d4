import { defineField } from '@sanity/types';
import { required } from '../fields';
import { vehicleListPage } from './vehicle-list-page';

// Editors use it for the page listing the vehicles with a manual or an automatic gearbox.
export const vehicleTransmissionPage = vehicleListPage(
  'vehicleTransmissionPage',
  'Vehicle gearbox page',
  defineField({
    name: 'transmission',
    title: 'Gearbox',
    type: 'string',
    options: { list: ['manual', 'automatic'] },
    validation: required,
  }),
);
