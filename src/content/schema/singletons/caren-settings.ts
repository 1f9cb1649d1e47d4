import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { brandAndLanguagePreview, required, tenantField } from '../fields';

// Editors use it for a brand's booking settings: high season, self-service, pickup and return places with their
// hours, and the condition photos customers take at pickup and return (issue 39).
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
    defineField({
      name: 'conditionPhotos',
      title: 'Condition photos',
      type: 'object',
      description:
        'The photos customers take of the vehicle at pickup and return (a lease: at delivery and each monthly check), ' +
        'and how long they are kept. Left empty, the brand’s defaults apply (src/domain/condition.ts).',
      fields: [
        defineField({
          name: 'angles',
          title: 'Angles asked for',
          type: 'array',
          description:
            'In the order the walk asks for them: front, back, left, right, windscreen, dashboard; a camper also ' +
            'living-area and awning. Keys are lowercase words joined by hyphens; damage photos are always possible.',
          of: [defineArrayMember({ type: 'string' })],
          validation: (rule) =>
            rule
              .required()
              .min(1)
              .unique()
              .custom((angles: string[] | undefined) =>
                (angles ?? []).every((angle) => /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(angle) && angle !== 'damage')
                  ? true
                  : 'Each angle is lowercase words joined by hyphens, and not “damage”',
              ),
        }),
        defineField({
          name: 'maxDamagePhotos',
          title: 'Damage photos at most (per walk)',
          type: 'number',
          validation: (rule) => rule.required().integer().min(0).max(50),
        }),
        defineField({
          name: 'retentionDays',
          title: 'Days the photos are kept after the return',
          type: 'number',
          description: 'Unless a damage claim holds them; then this many days after the claim is closed.',
          validation: (rule) => rule.required().integer().min(1).max(3650),
        }),
        defineField({
          name: 'returnOpensHoursBefore',
          title: 'Hours before the booked return the return walk opens',
          type: 'number',
          validation: (rule) => rule.required().integer().min(0).max(720),
        }),
        defineField({
          name: 'monthlyCheckEveryDays',
          title: 'Days between monthly checks (leases only)',
          type: 'number',
          description: 'Set for the long-term brand: a walk at delivery, then one every this many days.',
          validation: (rule) => rule.integer().min(7).max(366),
        }),
      ],
    }),
  ],
  preview: brandAndLanguagePreview('Booking settings'),
});
