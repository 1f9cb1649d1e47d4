import { defineField } from '@sanity/types';
import { vehicleListPage } from './vehicle-list-page';

// Editors use it for the page listing the campers that sleep a number of people.
export const vehicleSleepingSpotsPage = vehicleListPage(
  'vehicleSleepingSpotsPage',
  'Vehicle sleeping spots page',
  defineField({
    name: 'sleepingSpots',
    title: 'Sleeps',
    type: 'number',
    description: 'How many people the listed vehicles sleep.',
    validation: (rule) => rule.required().integer().min(1),
  }),
);
