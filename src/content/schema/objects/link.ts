import { defineField, defineType } from '@sanity/types';
import { pageTypes } from '../page-types';

interface LinkValue {
  type?: string;
  internalType?: string;
  internal?: { _ref?: string };
  external?: string;
  relative?: string;
  anchorId?: string;
}

const parentLink = (context: { parent?: unknown }) => (context.parent ?? {}) as LinkValue;
const isPageLink = (link: LinkValue) =>
  link.type === 'internal' && (pageTypes as readonly string[]).includes(link.internalType ?? '');

// Editors use it for every link: to a page of the site (chosen from the pages), a path, an anchor, or another site.
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'type',
      title: 'Goes to',
      type: 'string',
      description: 'Internal: a page of this site. External: another site.',
      options: { list: ['internal', 'external'], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'internalType',
      title: 'Kind of internal link',
      type: 'string',
      description: 'A page type (then choose the page), a path of the site, or an anchor on the same page.',
      options: { list: ['relative', 'anchor', ...pageTypes] },
      hidden: ({ parent }) => (parent as LinkValue | undefined)?.type !== 'internal',
    }),
    defineField({
      name: 'anchorId',
      title: 'Anchor id',
      type: 'string',
      hidden: ({ parent }) => (parent as LinkValue | undefined)?.internalType !== 'anchor',
    }),
    defineField({
      name: 'external',
      title: 'Address',
      type: 'url',
      description: 'https://…, mailto:… or tel:…',
      hidden: ({ parent }) => (parent as LinkValue | undefined)?.type !== 'external',
      validation: (rule) =>
        rule
          .uri({ scheme: ['http', 'https', 'mailto', 'tel'] })
          .custom((value, context) =>
            parentLink(context).type === 'external' && !value ? 'An external link needs an address' : true,
          ),
    }),
    defineField({
      name: 'relative',
      title: 'Path',
      type: 'string',
      description: 'A path of this site, e.g. /book/',
      hidden: ({ parent }) => (parent as LinkValue | undefined)?.internalType !== 'relative',
    }),
    defineField({
      name: 'internal',
      title: 'Page',
      type: 'reference',
      description: 'The page this link opens. It must be a page of the same brand and language.',
      to: pageTypes.map((type) => ({ type })),
      hidden: ({ parent }) => !isPageLink((parent ?? {}) as LinkValue),
      validation: (rule) =>
        rule.custom((value, context) =>
          isPageLink(parentLink(context)) && !(value as { _ref?: string } | undefined)?._ref
            ? 'Choose the page this link opens'
            : true,
        ),
    }),
    defineField({ name: 'blank', title: 'Open in a new tab', type: 'boolean' }),
  ],
});
