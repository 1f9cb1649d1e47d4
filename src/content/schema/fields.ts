import { defineArrayMember, defineField } from '@sanity/types';
import { locales } from '../../config/locales';
import { tenantIds } from '../../config/tenants';
import { sameBrandAndLanguage } from './parents';

/**
 * Fields and field parts shared by several schema types. The types themselves live one a file in
 * `documents/` (pages and shared records), `singletons/` (one per brand and language) and `objects/`.
 */

/** A required field. */
export const required = <R extends { required(): R }>(rule: R): R => rule.required();

/** The slug rule of the build (src/build/content-paths.ts): lowercase letters, digits, hyphens, slashes. */
export const slugPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** A slug validation: true, or what is wrong in the editor's words. */
export const slugFollowsRule = (slug: { current?: string } | undefined): true | string =>
  !slug?.current || slugPattern.test(slug.current)
    ? true
    : 'Only lowercase letters, digits, hyphens and slashes between words';

export const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  description: 'The language of this text. Set when the document is created; translations share everything else.',
  options: { list: locales.map((locale) => ({ title: locale.name, value: locale.code })) },
  readOnly: ({ value }) => Boolean(value),
  validation: required,
});

export const tenantField = defineField({
  name: 'tenant',
  title: 'Brand',
  type: 'string',
  description: 'Which of the three sites shows this: car rental, campers or long-term rental.',
  options: { list: [...tenantIds] },
  validation: required,
});

export const titleField = defineField({
  name: 'title',
  title: 'Title',
  type: 'string',
  description: 'The heading of the page and the name it has in menus and search results.',
  validation: required,
});

export const slugField = defineField({
  name: 'slug',
  title: 'Address (slug)',
  type: 'slug',
  description:
    'The last part of the page address, e.g. "about-us". Lowercase letters, digits and hyphens; a plain page may have slashes ("legal/terms").',
  options: { source: 'title' },
  validation: (rule) =>
    rule
      .required()
      .custom((slug: { current?: string } | undefined) =>
        !slug?.current || slugPattern.test(slug.current)
          ? true
          : 'Only lowercase letters, digits, hyphens and slashes between words',
      ),
});

export const seoField = defineField({
  name: 'seo',
  title: 'Search and sharing',
  type: 'seo',
  description: 'What search engines and social networks show. Leave empty to use the title.',
});

/** The fields every page document starts with: its language, brand, title, address and search entry. */
export const pageFields = [languageField, tenantField, titleField, slugField, seoField];

/** The blog topic page a blog category or post goes under (`what`: "category", "post"), of its brand and language. */
export const blogTopicField = (what: string) =>
  defineField({
    name: 'topic',
    title: 'Blog',
    type: 'reference',
    description: `The blog topic page this ${what} goes under (same brand and language).`,
    to: [{ type: 'blogTopicPage' }],
    validation: (rule) => [rule.required(), rule.custom(sameBrandAndLanguage('blog topic page'))],
  });

/** The fields of every picture: alt text, title and an optional copyright line (spec §3 Image). */
const imageFields = [
  defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description: 'What the picture shows, for people who cannot see it.',
    validation: required,
  }),
  defineField({ name: 'title', title: 'Caption', type: 'string' }),
  defineField({
    name: 'copyright',
    title: 'Show a copyright line',
    type: 'string',
    options: { list: [{ title: 'Yes', value: 'yes' }] },
  }),
  defineField({
    name: 'copyrightText',
    title: 'Copyright line',
    type: 'array',
    of: [defineArrayMember({ type: 'block', styles: [{ title: 'Normal', value: 'normal' }], lists: [] })],
  }),
];

/** A picture field with focal point (hotspot) and crop. */
export const imageField = (name: string, options: { title?: string; description?: string; required?: boolean } = {}) =>
  defineField({
    name,
    type: 'image',
    title: options.title,
    description: options.description,
    options: { hotspot: true },
    fields: imageFields,
    validation: options.required ? required : undefined,
  });

/** A picture in a list of pictures. */
export const imageMember = defineArrayMember({ type: 'image', options: { hotspot: true }, fields: imageFields });

/** Portable Text as editors write it: paragraphs, h2-h4 headings, quotes, lists, bold, italic and links. */
export const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading 2', value: 'h2' },
    { title: 'Heading 3', value: 'h3' },
    { title: 'Heading 4', value: 'h4' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbered', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    annotations: [
      defineArrayMember({
        name: 'link',
        title: 'Link',
        type: 'object',
        fields: [defineField({ name: 'link', title: 'Goes to', type: 'link', validation: required })],
      }),
    ],
  },
});

/** A rich text field. */
export const richTextField = (name: string, options: { title?: string; required?: boolean } = {}) =>
  defineField({
    name,
    title: options.title,
    type: 'array',
    of: [textBlock],
    validation: options.required ? required : undefined,
  });

/** A list of links with labels (menus, footer columns). */
export const labelledLinksField = (name: string, title?: string) =>
  defineField({ name, title, type: 'array', of: [defineArrayMember({ type: 'labelledLink' })] });

/** The anchor a link on the same page can jump to (`internalType: anchor`). */
export const anchorIdField = defineField({
  name: 'anchorId',
  title: 'Anchor id',
  type: 'string',
  description: 'Optional. A short name (e.g. "prices") that links to this part of the page can use.',
});

export const blockTitleField = defineField({ name: 'title', title: 'Heading', type: 'string' });

/** How a brand's (and language's) fixed document shows in lists: its kind, then brand · language. */
export const brandAndLanguagePreview = (title: string) => ({
  select: { tenant: 'tenant', language: 'language' },
  prepare: ({ tenant, language }: { tenant?: string; language?: string }) => ({
    title,
    subtitle: [tenant, language].filter(Boolean).join(' · '),
  }),
});
