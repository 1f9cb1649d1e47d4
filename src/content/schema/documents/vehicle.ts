import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { tenantIds } from '../../../config/tenants';
import { imageMember, required } from '../fields';

// Editors use it for a vehicle model, shared by every language: its specifications, pictures and category per brand.
export const vehicle = defineType({
  name: 'vehicle',
  title: 'Vehicle',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: required }),
    defineField({
      name: 'classCode',
      title: 'Class code',
      type: 'string',
      description: 'The vehicle class in the rental system; prices and availability come from it.',
      validation: required,
    }),
    defineField({
      name: 'brand',
      title: 'Make',
      type: 'reference',
      to: [{ type: 'vehicleBrand' }],
      validation: required,
    }),
    defineField({
      name: 'transmission',
      title: 'Gearbox',
      type: 'string',
      options: { list: ['manual', 'automatic'] },
      validation: required,
    }),
    defineField({
      name: 'fuel',
      title: 'Fuel',
      type: 'string',
      options: { list: ['petrol', 'diesel', 'electric', 'hybrid'] },
      validation: required,
    }),
    defineField({
      name: 'seats',
      title: 'Seats',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({ name: 'doors', title: 'Doors', type: 'number', validation: (rule) => rule.integer().min(1) }),
    defineField({
      name: 'sleepingSpots',
      title: 'Sleeps',
      type: 'number',
      description: 'Campers only: how many people can sleep in it.',
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({
      name: 'luggage',
      title: 'Suitcases',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({ name: 'fourByFour', title: 'Four-wheel drive', type: 'boolean', validation: required }),
    defineField({
      name: 'fRoadAllowed',
      title: 'Allowed on F-roads',
      description: "Iceland's mountain roads; only four-wheel drives may use them.",
      type: 'boolean',
      validation: required,
    }),
    defineField({
      name: 'images',
      title: 'Pictures',
      description: 'The first picture is the one shown in lists.',
      type: 'array',
      of: [imageMember],
      validation: required,
    }),
    defineField({
      name: 'tenantPrimaryCategories',
      title: 'Category in each brand',
      description:
        'For each brand that rents this vehicle, its category there: the vehicle page goes under that category page.',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'tenantPrimaryCategory',
          fields: [
            defineField({
              name: 'tenant',
              title: 'Brand',
              type: 'string',
              options: { list: [...tenantIds] },
              validation: required,
            }),
            defineField({
              name: 'primaryCategory',
              title: 'Category',
              type: 'reference',
              to: [{ type: 'vehicleCategory' }],
              validation: required,
            }),
          ],
          preview: { select: { title: 'tenant', subtitle: 'primaryCategory.key' } },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'classCode', media: 'images.0' } },
});
