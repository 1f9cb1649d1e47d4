import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { brandAndLanguagePreview, labelledLinksField, languageField, required, tenantField } from '../fields';

const menuLinkList = defineArrayMember({
  type: 'object',
  name: 'menuLinkList',
  title: 'Links',
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({ name: 'icon', title: 'Icon', type: 'string', description: 'The name of an icon, e.g. "car".' }),
    defineField({ name: 'description', title: 'Description', type: 'string' }),
    labelledLinksField('links', 'Links'),
  ],
});

const menuHeadline = defineArrayMember({
  type: 'object',
  name: 'menuHeadline',
  title: 'Headline',
  fields: [defineField({ name: 'title', title: 'Headline', type: 'string' })],
});

// Editors use it for the header of a brand in one language: menus, the book button and quick links (spec §3 Header).
export const header = defineType({
  name: 'header',
  title: 'Header',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    defineField({
      name: 'menuTitleBook',
      title: 'Book button',
      type: 'string',
      description: 'The text of the header button that opens the booking.',
      validation: required,
    }),
    defineField({
      name: 'menuItems',
      title: 'Menu',
      type: 'array',
      validation: required,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'menuItem',
          title: 'Menu entry',
          fields: [
            defineField({
              name: 'type',
              title: 'Kind',
              type: 'string',
              description: 'A single link, a dropdown with columns of links, or a dropdown with the latest blog posts.',
              options: { list: ['single', 'dropdown', 'dropdownRecentPosts'] },
              validation: required,
            }),
            defineField({ name: 'title', title: 'Title', type: 'string', validation: required }),
            defineField({ name: 'customLink', title: 'Link (single entries)', type: 'link' }),
            defineField({ name: 'description', title: 'Description', type: 'string' }),
            defineField({
              name: 'columns',
              title: 'Columns (dropdowns)',
              type: 'array',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'menuColumn',
                  title: 'Column',
                  fields: [
                    defineField({
                      name: 'sections',
                      title: 'Sections',
                      type: 'array',
                      of: [menuHeadline, menuLinkList],
                      validation: required,
                    }),
                  ],
                }),
              ],
            }),
            defineField({ name: 'titleLinks', title: 'Heading of the links (latest posts dropdown)', type: 'string' }),
            labelledLinksField('links', 'Links (latest posts dropdown)'),
            defineField({ name: 'titleRecentPosts', title: 'Heading of the latest posts', type: 'string' }),
          ],
          preview: { select: { title: 'title', subtitle: 'type' } },
        }),
      ],
    }),
    defineField({
      name: 'quickLinks',
      title: 'Quick links',
      description: 'Icon links beside the menu.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'quickLink',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', validation: required }),
            defineField({ name: 'label', title: 'Label', type: 'string', validation: required }),
            defineField({ name: 'icon', title: 'Icon', type: 'string' }),
            defineField({ name: 'customLink', title: 'Link', type: 'link', validation: required }),
            defineField({ name: 'mobileOnly', title: 'Only on phones', type: 'boolean' }),
          ],
        }),
      ],
    }),
  ],
  preview: brandAndLanguagePreview('Header'),
});
