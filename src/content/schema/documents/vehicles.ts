import { tenantIds } from '../../../config/tenants';
import { defineField, defineType, required } from '../define';
import { tenantField } from './common';

/** A vehicle category shared by all languages; category pages refer to it. */
export const vehicleCategory = defineType({
  name: 'vehicleCategory',
  title: 'Vehicle category',
  type: 'document',
  fields: [
    tenantField,
    defineField({ name: 'key', type: 'string', validation: required }),
    defineField({ name: 'order', type: 'number', validation: required }),
  ],
});

/** A vehicle make (Toyota, Dacia …). */
export const vehicleBrand = defineType({
  name: 'vehicleBrand',
  title: 'Vehicle brand',
  type: 'document',
  fields: [defineField({ name: 'name', type: 'string', validation: required })],
});

/**
 * A vehicle model shared by all languages; `classCode` is its class in the rental engine, and
 * `tenantPrimaryCategories` places it under a category in each brand that rents it (spec §3 base).
 */
export const vehicle = defineType({
  name: 'vehicle',
  title: 'Vehicle',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: required }),
    defineField({ name: 'classCode', type: 'string', validation: required }),
    defineField({ name: 'brand', type: 'reference', to: [{ type: 'vehicleBrand' }], validation: required }),
    defineField({
      name: 'transmission',
      type: 'string',
      options: { list: ['manual', 'automatic'] },
      validation: required,
    }),
    defineField({
      name: 'fuel',
      type: 'string',
      options: { list: ['petrol', 'diesel', 'electric', 'hybrid'] },
      validation: required,
    }),
    defineField({ name: 'seats', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
    defineField({ name: 'doors', type: 'number', validation: (rule) => rule.integer().min(1) }),
    defineField({ name: 'sleepingSpots', type: 'number', validation: (rule) => rule.integer().min(1) }),
    defineField({ name: 'luggage', type: 'number', validation: (rule) => rule.integer().min(0) }),
    defineField({ name: 'fourByFour', type: 'boolean', validation: required }),
    defineField({ name: 'fRoadAllowed', title: 'Allowed on F-roads', type: 'boolean', validation: required }),
    defineField({ name: 'images', type: 'array', of: [{ type: 'image' }], validation: required }),
    defineField({
      name: 'tenantPrimaryCategories',
      type: 'array',
      validation: required,
      of: [
        {
          type: 'object',
          name: 'tenantPrimaryCategory',
          fields: [
            defineField({ name: 'tenant', type: 'string', options: { list: [...tenantIds] }, validation: required }),
            defineField({
              name: 'primaryCategory',
              type: 'reference',
              to: [{ type: 'vehicleCategory' }],
              validation: required,
            }),
          ],
        },
      ],
    }),
  ],
});

export const vehicleDocumentTypes = [vehicleCategory, vehicleBrand, vehicle];
