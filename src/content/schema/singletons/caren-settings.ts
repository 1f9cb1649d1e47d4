import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { brandAndLanguagePreview, required, tenantField } from '../fields';

// Editors use it for a brand's booking settings: high season, self-service, and pickup and return places with their hours.
export const carenSettings = defineType({
  name: 'carenSettings',
  title: 'Booking settings',
  type: 'document',
  fields: [
    tenantField,
    defineField({ name: 'highSeason', type: 'season', validation: required }),
    defineField({ name: 'selfService', type: 'boolean', validation: required }),
    defineField({
      name: 'locations',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'location',
          fields: [
            defineField({ name: 'id', type: 'string', validation: required }),
            defineField({ name: 'title', type: 'localeString', validation: required }),
            defineField({ name: 'icon', type: 'string', options: { list: ['airport', 'city', 'harbour'] } }),
            defineField({ name: 'hidden', type: 'boolean' }),
            defineField({ name: 'operatingHoursHighSeason', type: 'operatingHours', validation: required }),
            defineField({ name: 'operatingHoursLowSeason', type: 'operatingHours', validation: required }),
            defineField({ name: 'returnAnytime', type: 'boolean' }),
            defineField({ name: 'selfService', type: 'boolean' }),
            defineField({
              name: 'selfServiceHours',
              type: 'object',
              fields: [
                defineField({ name: 'from', type: 'string', validation: required }),
                defineField({ name: 'to', type: 'string', validation: required }),
              ],
            }),
            defineField({
              name: 'specialOperatingHours',
              type: 'array',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'specialDay',
                  fields: [
                    defineField({ name: 'date', type: 'date', validation: required }),
                    defineField({ name: 'open', type: 'boolean', validation: required }),
                    defineField({ name: 'from', type: 'string' }),
                    defineField({ name: 'to', type: 'string' }),
                    defineField({ name: 'selfServiceAvailable', type: 'boolean' }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
  ],
  preview: brandAndLanguagePreview('Booking settings'),
});
