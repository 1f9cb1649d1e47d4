import { defineField, defineType, required } from '../define';

/** Portable Text as editors write it: paragraphs, headings, lists and links. */
const richText = (name: string, title?: string) =>
  defineField({ name, ...(title ? { title } : {}), type: 'array', of: [{ type: 'block' }] });

const anchorId = defineField({ name: 'anchorId', title: 'Anchor id', type: 'string' });
const title = defineField({ name: 'title', type: 'string' });

const questions = defineField({
  name: 'items',
  type: 'array',
  validation: required,
  of: [
    {
      type: 'object',
      name: 'question',
      fields: [defineField({ name: 'question', type: 'string', validation: required }), richText('answer')],
    },
  ],
});

/** Rich text on its own. */
export const richTextBlock = defineType({
  name: 'richTextBlock',
  title: 'Rich text',
  type: 'object',
  fields: [anchorId, richText('body')],
});

/** Questions that open one at a time. */
export const accordionBlock = defineType({
  name: 'accordionBlock',
  title: 'Accordion',
  type: 'object',
  fields: [anchorId, title, questions],
});

/** Frequently asked questions. */
export const faqBlock = defineType({
  name: 'faqBlock',
  title: 'FAQ',
  type: 'object',
  fields: [anchorId, title, questions],
});

/** A banner with a picture or on the brand colour, with a button (spec §3 Banner). */
export const bannerBlock = defineType({
  name: 'bannerBlock',
  title: 'Banner',
  type: 'object',
  fields: [
    anchorId,
    defineField({ name: 'type', type: 'string', options: { list: ['picture', 'text'] }, validation: required }),
    defineField({ name: 'overline', type: 'string' }),
    defineField({ name: 'title', type: 'string', validation: required }),
    defineField({ name: 'description', type: 'text' }),
    defineField({ name: 'image', type: 'image' }),
    defineField({
      name: 'button',
      type: 'object',
      fields: [
        defineField({ name: 'label', type: 'string', validation: required }),
        defineField({ name: 'customLink', type: 'link', validation: required }),
      ],
    }),
  ],
});

/** Slides that scroll sideways. */
export const carouselBlock = defineType({
  name: 'carouselBlock',
  title: 'Carousel',
  type: 'object',
  fields: [
    anchorId,
    title,
    defineField({
      name: 'slides',
      type: 'array',
      validation: required,
      of: [
        {
          type: 'object',
          name: 'slide',
          fields: [
            defineField({ name: 'image', type: 'image', validation: required }),
            defineField({ name: 'title', type: 'string' }),
            defineField({ name: 'text', type: 'text' }),
            defineField({ name: 'link', type: 'link' }),
          ],
        },
      ],
    }),
  ],
});

/** A grid of pictures that open full size, follow a link, or do nothing (spec §3 media item types). */
export const galleryBlock = defineType({
  name: 'galleryBlock',
  title: 'Gallery',
  type: 'object',
  fields: [
    anchorId,
    title,
    defineField({
      name: 'mediaType',
      type: 'string',
      options: { list: ['none', 'link', 'modal'] },
      validation: required,
    }),
    defineField({
      name: 'items',
      type: 'array',
      validation: required,
      of: [
        {
          type: 'object',
          name: 'galleryItem',
          fields: [
            defineField({ name: 'image', type: 'image', validation: required }),
            defineField({ name: 'link', type: 'link' }),
          ],
        },
      ],
    }),
  ],
});

/** Tabs, each with a title and rich text (spec §3 Tab). */
export const tabsBlock = defineType({
  name: 'tabsBlock',
  title: 'Tabs',
  type: 'object',
  fields: [
    anchorId,
    defineField({
      name: 'tabs',
      type: 'array',
      validation: required,
      of: [
        {
          type: 'object',
          name: 'tab',
          fields: [defineField({ name: 'title', type: 'string', validation: required }), richText('block')],
        },
      ],
    }),
  ],
});

/** A table; cells may hold {price:N} placeholders in euros (spec §3 Table, §9). */
export const tableBlock = defineType({
  name: 'tableBlock',
  title: 'Table',
  type: 'object',
  fields: [
    anchorId,
    title,
    defineField({ name: 'highlightFirstRow', type: 'boolean' }),
    defineField({ name: 'highlightFirstColumn', type: 'boolean' }),
    defineField({
      name: 'content',
      type: 'object',
      validation: required,
      fields: [
        defineField({
          name: 'rows',
          type: 'array',
          of: [
            {
              type: 'object',
              name: 'row',
              fields: [defineField({ name: 'cells', type: 'array', of: [{ type: 'string' }] })],
            },
          ],
        }),
      ],
    }),
  ],
});

/** A YouTube video. */
export const videoBlock = defineType({
  name: 'videoBlock',
  title: 'Video',
  type: 'object',
  fields: [
    anchorId,
    defineField({ name: 'title', type: 'string', validation: required }),
    defineField({ name: 'url', type: 'url', validation: required }),
  ],
});

const coordinates = [
  defineField({ name: 'lat', type: 'number', validation: (rule) => rule.required().min(-90).max(90) }),
  defineField({ name: 'lng', type: 'number', validation: (rule) => rule.required().min(-180).max(180) }),
];

/** Places on a map. */
export const mapBlock = defineType({
  name: 'mapBlock',
  title: 'Map',
  type: 'object',
  fields: [
    anchorId,
    title,
    defineField({ name: 'center', type: 'object', fields: coordinates, validation: required }),
    defineField({ name: 'zoom', type: 'number', validation: (rule) => rule.required().min(1).max(19) }),
    defineField({
      name: 'markers',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'marker',
          fields: [...coordinates, defineField({ name: 'label', type: 'string', validation: required })],
        },
      ],
    }),
  ],
});

/**
 * The airport shuttle tracker (spec §1, §9 "Shuttle map"): a map of the airport area inside the
 * spec's bounds, drawn from `mapImage` (stretched over the bounds: north at the top, west on the
 * left), with the shuttles' live positions, the terminal and the office, and the labels editors write.
 */
export const shuttleMapBlock = defineType({
  name: 'shuttleMapBlock',
  title: 'Shuttle map',
  type: 'object',
  fields: [
    anchorId,
    title,
    defineField({
      name: 'mapImage',
      title: 'Map image (covers the shuttle map bounds exactly)',
      type: 'image',
      validation: required,
    }),
    defineField({
      name: 'mapLabel',
      title: 'Name of the map (for screen readers)',
      type: 'string',
      validation: required,
    }),
    defineField({ name: 'shuttleLabel', title: 'A shuttle, before its number', type: 'string', validation: required }),
    defineField({ name: 'lastMovementLabel', title: 'Last movement', type: 'string', validation: required }),
    defineField({ name: 'terminalLabel', title: 'The terminal marker', type: 'string', validation: required }),
    defineField({ name: 'officeLabel', title: 'The office marker', type: 'string', validation: required }),
    defineField({ name: 'legend', title: 'Legend under the map', type: 'text' }),
  ],
});

/** Two pictures compared with a sliding handle. */
export const comparisonSliderBlock = defineType({
  name: 'comparisonSliderBlock',
  title: 'Comparison slider',
  type: 'object',
  fields: [
    anchorId,
    title,
    defineField({ name: 'before', type: 'image', validation: required }),
    defineField({ name: 'after', type: 'image', validation: required }),
    defineField({ name: 'beforeLabel', type: 'string' }),
    defineField({ name: 'afterLabel', type: 'string' }),
  ],
});

/** A quotation with its author. */
export const quoteBlock = defineType({
  name: 'quoteBlock',
  title: 'Quote',
  type: 'object',
  fields: [
    anchorId,
    defineField({ name: 'quote', type: 'text', validation: required }),
    defineField({ name: 'author', type: 'string' }),
    defineField({ name: 'role', type: 'string' }),
  ],
});

/** Long text shown in part with Show more / Show less. */
export const expanderBlock = defineType({
  name: 'expanderBlock',
  title: 'Expander',
  type: 'object',
  fields: [
    anchorId,
    title,
    richText('body'),
    defineField({ name: 'visibleRows', type: 'number', validation: (rule) => rule.integer().min(1) }),
  ],
});

export const blockTypes = [
  richTextBlock,
  accordionBlock,
  faqBlock,
  bannerBlock,
  carouselBlock,
  galleryBlock,
  tabsBlock,
  tableBlock,
  videoBlock,
  mapBlock,
  shuttleMapBlock,
  comparisonSliderBlock,
  quoteBlock,
  expanderBlock,
];

/** The `content` field of pages: a list of blocks of every kind above. */
export const contentField = defineField({
  name: 'content',
  type: 'array',
  of: blockTypes.map(({ name }) => ({ type: name })),
});
