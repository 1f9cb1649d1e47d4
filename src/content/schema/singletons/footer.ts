import { defineArrayMember, defineField, defineType } from '@sanity/types';
import {
  brandAndLanguagePreview,
  imageField,
  labelledLinksField,
  languageField,
  required,
  tenantField,
} from '../fields';

const office = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    validation: required,
    fields: [
      defineField({ name: 'title', title: 'Name', type: 'string', validation: required }),
      defineField({
        name: 'address',
        title: 'Address',
        type: 'object',
        validation: required,
        fields: [
          defineField({ name: 'street', title: 'Street', type: 'string', validation: required }),
          defineField({ name: 'postalCode', title: 'Postal code', type: 'string', validation: required }),
          defineField({ name: 'city', title: 'Town', type: 'string', validation: required }),
        ],
      }),
    ],
  });

// Editors use it for the footer of a brand in one language: link columns, social networks, offices, certificates.
export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    defineField({ name: 'copyright', title: 'Copyright line', type: 'string', validation: required }),
    defineField({
      name: 'categories',
      title: 'Link columns',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'linkCategory',
          title: 'Column',
          fields: [
            defineField({ name: 'title', title: 'Heading', type: 'string', validation: required }),
            defineField({ ...labelledLinksField('links', 'Links'), validation: required }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'socials',
      title: 'Social networks',
      description: 'Which networks show an icon; their addresses are in the settings.',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'social',
          fields: [
            defineField({
              name: 'platform',
              title: 'Network',
              type: 'string',
              options: { list: ['facebook', 'instagram', 'twitter', 'tiktok', 'youtube'] },
              validation: required,
            }),
            defineField({ name: 'active', title: 'Shown', type: 'boolean', validation: required }),
            defineField({ name: 'title', title: 'Label', type: 'string', validation: required }),
          ],
        }),
      ],
    }),
    defineField({ ...labelledLinksField('legalLinks', 'Legal links'), validation: required }),
    defineField({
      name: 'locations',
      title: 'Offices',
      type: 'object',
      validation: required,
      fields: [office('keflavik', 'Keflavík office'), office('reykjavik', 'Reykjavík office')],
    }),
    defineField({
      name: 'certificates',
      title: 'Certificates',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'certificate',
          fields: [
            defineField({ name: 'title', title: 'Name', type: 'string', validation: required }),
            imageField('image', { title: 'Logo', required: true }),
            defineField({ name: 'link', title: 'Link', type: 'link' }),
          ],
        }),
      ],
    }),
  ],
  preview: brandAndLanguagePreview('Footer'),
});
