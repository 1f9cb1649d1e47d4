import { defineField, defineType, required } from '../define';
import { languageField, tenantField } from './common';

const labelledLinks = (name: string) => defineField({ name, type: 'array', of: [{ type: 'labelledLink' }] });

const menuSection = {
  type: 'object',
  name: 'menuSection',
  fields: [
    defineField({ name: '_type', type: 'string' }),
    defineField({ name: 'title', type: 'string' }),
    defineField({ name: 'icon', type: 'string' }),
    defineField({ name: 'description', type: 'string' }),
    labelledLinks('links'),
  ],
};

/** The header of a brand in one language: menus, book entry title and quick links (spec §3 Header). */
export const header = defineType({
  name: 'header',
  title: 'Header',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    defineField({ name: 'menuTitleBook', type: 'string', validation: required }),
    defineField({
      name: 'menuItems',
      type: 'array',
      validation: required,
      of: [
        {
          type: 'object',
          name: 'menuItem',
          fields: [
            defineField({
              name: 'type',
              type: 'string',
              options: { list: ['single', 'dropdown', 'dropdownRecentPosts'] },
              validation: required,
            }),
            defineField({ name: 'title', type: 'string', validation: required }),
            defineField({ name: 'customLink', type: 'link' }),
            defineField({ name: 'description', type: 'string' }),
            defineField({
              name: 'columns',
              type: 'array',
              of: [
                {
                  type: 'object',
                  name: 'menuColumn',
                  fields: [defineField({ name: 'sections', type: 'array', of: [menuSection] })],
                },
              ],
            }),
            defineField({ name: 'titleLinks', type: 'string' }),
            labelledLinks('links'),
            defineField({ name: 'titleRecentPosts', type: 'string' }),
          ],
        },
      ],
    }),
    defineField({
      name: 'quickLinks',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'quickLink',
          fields: [
            defineField({ name: 'title', type: 'string', validation: required }),
            defineField({ name: 'label', type: 'string', validation: required }),
            defineField({ name: 'icon', type: 'string' }),
            defineField({ name: 'customLink', type: 'link', validation: required }),
            defineField({ name: 'mobileOnly', type: 'boolean' }),
          ],
        },
      ],
    }),
  ],
});

const office = defineField({
  name: 'office',
  type: 'object',
  validation: required,
  fields: [
    defineField({ name: 'title', type: 'string', validation: required }),
    defineField({
      name: 'address',
      type: 'object',
      validation: required,
      fields: ['street', 'postalCode', 'city'].map((name) =>
        defineField({ name, type: 'string', validation: required }),
      ),
    }),
  ],
});

/** The footer of a brand in one language (spec §3 footer). */
export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    defineField({ name: 'copyright', type: 'string', validation: required }),
    defineField({
      name: 'categories',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'linkCategory',
          fields: [defineField({ name: 'title', type: 'string', validation: required }), labelledLinks('links')],
        },
      ],
    }),
    defineField({
      name: 'socials',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'social',
          fields: [
            defineField({
              name: 'platform',
              type: 'string',
              options: { list: ['facebook', 'instagram', 'twitter', 'tiktok', 'youtube'] },
              validation: required,
            }),
            defineField({ name: 'active', type: 'boolean', validation: required }),
            defineField({ name: 'title', type: 'string', validation: required }),
          ],
        },
      ],
    }),
    labelledLinks('legalLinks'),
    defineField({
      name: 'locations',
      type: 'object',
      validation: required,
      fields: [
        { ...office, name: 'keflavik' },
        { ...office, name: 'reykjavik' },
      ],
    }),
    defineField({
      name: 'certificates',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'certificate',
          fields: [
            defineField({ name: 'title', type: 'string', validation: required }),
            defineField({ name: 'image', type: 'image', validation: required }),
            defineField({ name: 'link', type: 'link' }),
          ],
        },
      ],
    }),
  ],
});

/** Contact details and social addresses of a brand (spec §3 settings). */
export const settings = defineType({
  name: 'settings',
  title: 'Settings',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    ...['facebook', 'instagram', 'twitter', 'tiktok', 'youtube', 'googleMapsKeflavik', 'googleMapsReykjavik'].map(
      (name) => defineField({ name, type: 'url' }),
    ),
    defineField({ name: 'email', type: 'string', validation: (rule) => rule.required().email() }),
    defineField({ name: 'phoneReykjavik', type: 'string', validation: required }),
    defineField({ name: 'phoneKeflavik', type: 'string', validation: required }),
    // The chat widget (spec §2): none by default, so no chat script is ever loaded.
    defineField({
      name: 'chat',
      title: 'Chat widget',
      description: 'The chat provider of this brand. Leave empty for no chat.',
      type: 'object',
      fields: [
        defineField({ name: 'provider', type: 'string', options: { list: [{ title: 'Crisp', value: 'crisp' }] } }),
        defineField({ name: 'id', title: 'Website id', type: 'string' }),
        defineField({ name: 'scriptUrl', title: 'Script address (optional)', type: 'url' }),
      ],
    }),
  ],
});

/** The text of the not-found page. */
export const notFound = defineType({
  name: 'notFound',
  title: 'Not found page',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    defineField({ name: 'text', type: 'array', of: [{ type: 'block' }], validation: required }),
  ],
});

/** The info banner above the header (spec §3 bannerSettings). */
export const bannerSettings = defineType({
  name: 'bannerSettings',
  title: 'Info banner',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    defineField({ name: 'active', type: 'boolean', validation: required }),
    defineField({
      name: 'template',
      type: 'object',
      fields: [defineField({ name: 'title', type: 'string' }), defineField({ name: 'text', type: 'text' })],
    }),
    defineField({ name: 'expanderText', type: 'array', of: [{ type: 'block' }] }),
    defineField({ name: 'important', type: 'boolean' }),
  ],
});

const dateAndTime = [
  defineField({ name: 'date', type: 'date', validation: required }),
  defineField({ name: 'time', type: 'string', validation: required }),
];

/** The promotion popup and banner (spec §3 Promotion settings): car and camper only. */
export const promotionSettings = defineType({
  name: 'promotionSettings',
  title: 'Promotion',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    defineField({
      name: 'validDates',
      type: 'object',
      validation: required,
      fields: [
        defineField({ name: 'from', type: 'object', fields: dateAndTime, validation: required }),
        defineField({ name: 'to', type: 'object', fields: dateAndTime, validation: required }),
      ],
    }),
    defineField({
      name: 'labels',
      type: 'object',
      validation: required,
      fields: ['button', 'days', 'hours', 'minutes', 'seconds'].map((name) =>
        defineField({ name, type: 'string', validation: required }),
      ),
    }),
    defineField({
      name: 'template',
      type: 'object',
      validation: required,
      fields: [
        defineField({ name: 'promoCode', type: 'string', validation: required }),
        defineField({ name: 'percentage', type: 'number', validation: (rule) => rule.required().min(1).max(100) }),
        defineField({ name: 'banner', type: 'string', validation: required }),
        defineField({ name: 'title', type: 'string', validation: required }),
        defineField({ name: 'text', type: 'text', validation: required }),
        defineField({ name: 'note', type: 'string' }),
        defineField({ name: 'image', type: 'image' }),
      ],
    }),
  ],
});

/** Booking settings of a brand: high season, self-service and its pickup and return places (spec §3). */
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
        {
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
                {
                  type: 'object',
                  name: 'specialDay',
                  fields: [
                    defineField({ name: 'date', type: 'date', validation: required }),
                    defineField({ name: 'open', type: 'boolean', validation: required }),
                    defineField({ name: 'from', type: 'string' }),
                    defineField({ name: 'to', type: 'string' }),
                    defineField({ name: 'selfServiceAvailable', type: 'boolean' }),
                  ],
                },
              ],
            }),
          ],
        },
      ],
    }),
  ],
});

/** The rental company's places, by the rental system's ids (spec §3 Rental company). */
export const rentalCompany = defineType({
  name: 'rentalCompany',
  title: 'Rental company',
  type: 'document',
  fields: [
    tenantField,
    defineField({ name: 'id', type: 'string', validation: required }),
    defineField({
      name: 'locations',
      type: 'array',
      validation: required,
      of: [
        {
          type: 'object',
          name: 'companyLocation',
          fields: [
            defineField({ name: 'id', type: 'string', validation: required }),
            defineField({ name: 'title', type: 'string', validation: required }),
            defineField({ name: 'pickup', type: 'boolean', validation: required }),
            defineField({ name: 'return', type: 'boolean', validation: required }),
          ],
        },
      ],
    }),
  ],
});

export const siteDocumentTypes = [
  header,
  footer,
  settings,
  notFound,
  bannerSettings,
  promotionSettings,
  carenSettings,
  rentalCompany,
];
