import { defineField, defineType } from '@sanity/types';
import { required, tenantField } from '../fields';

// Editors use it to send visitors of an old address to a new one (spec §2 route rules).
/**
 * A redirect of a brand's site (spec §2 route rules), managed by editors: a visitor asking for `from`
 * is sent to `to` with 301 (permanent) or 302 before any page loads, by the host's redirects that the
 * build writes. `to` is a path of the site (the visitor lands on that page) or an https address (the
 * visitor leaves the site). In-site links to `from` are built to go straight to `to`.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    tenantField,
    defineField({
      name: 'from',
      title: 'Old address',
      type: 'string',
      description: 'The old path, with its language prefix and ending in a slash, e.g. /de/angebote/',
      validation: (rule) => rule.required().regex(/^\/[^\s?#]*$/, { name: 'path' }),
    }),
    defineField({
      name: 'to',
      title: 'New address',
      type: 'string',
      description: 'A path of this site (/about-us/) or an address of another site (https://…)',
      validation: required,
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description: 'Permanent (301) when the old path will never come back; temporary (302) otherwise',
      initialValue: true,
    }),
  ],
  preview: { select: { title: 'from', subtitle: 'to' } },
});
