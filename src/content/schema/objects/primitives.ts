import { localeCodes } from '../../../config/locales';
import { pageTypes } from '../../types';
import { defineField, defineType, required } from '../define';

/** Text in every language, for per-tenant settings such as location titles. */
export const localeString = defineType({
  name: 'localeString',
  title: 'Text in every language',
  type: 'object',
  fields: localeCodes.map((code) => defineField({ name: code, title: code.toUpperCase(), type: 'string' })),
});

/** A picture with focal point, alt text and an optional copyright line (spec §3 Image). */
export const image = defineType({
  name: 'image',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({ name: 'alt', title: 'Alternative text', type: 'string', validation: required }),
    defineField({ name: 'title', type: 'string' }),
    defineField({ name: 'copyright', type: 'string', options: { list: ['yes'] } }),
    defineField({ name: 'copyrightText', type: 'array', of: [{ type: 'block' }] }),
  ],
});

/** A link: external address, or internal (relative path, anchor, or a page by reference) (spec §2). */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'type', type: 'string', options: { list: ['internal', 'external'] }, validation: required }),
    defineField({ name: 'internalType', type: 'string', options: { list: ['relative', 'anchor', ...pageTypes] } }),
    defineField({ name: 'anchorId', type: 'string' }),
    defineField({ name: 'external', type: 'url' }),
    defineField({ name: 'relative', type: 'string' }),
    defineField({ name: 'internal', type: 'reference', to: pageTypes.map((type) => ({ type })) }),
    defineField({ name: 'blank', title: 'Open in a new tab', type: 'boolean' }),
  ],
});

/** A link with the label editors see in menus and footers. */
export const labelledLink = defineType({
  name: 'labelledLink',
  title: 'Labelled link',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: required }),
    defineField({ name: 'link', type: 'link', validation: required }),
  ],
});

/** Search engine title, description and sharing picture of a page. */
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({ name: 'description', type: 'text' }),
    defineField({ name: 'image', type: 'image' }),
  ],
});

const dayAndMonth = [
  defineField({ name: 'day', type: 'number', validation: (rule) => rule.required().integer().min(1).max(31) }),
  defineField({ name: 'month', type: 'number', validation: (rule) => rule.required().integer().min(1).max(12) }),
];

/** A yearly season from a day and month to a day and month (spec §3 Season). */
export const season = defineType({
  name: 'season',
  title: 'Season',
  type: 'object',
  fields: [
    defineField({ name: 'start', type: 'object', fields: dayAndMonth, validation: required }),
    defineField({ name: 'end', type: 'object', fields: dayAndMonth, validation: required }),
  ],
});

/** Opening hours of one day (spec §3 Operating hours). */
export const dayHours = defineType({
  name: 'dayHours',
  title: 'Opening hours of a day',
  type: 'object',
  fields: [
    defineField({ name: 'is24Hours', title: 'Open 24 hours', type: 'boolean' }),
    defineField({ name: 'from', type: 'string' }),
    defineField({ name: 'to', type: 'string' }),
  ],
});

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Opening hours: the same every day, or per weekday (spec §3). */
export const operatingHours = defineType({
  name: 'operatingHours',
  title: 'Operating hours',
  type: 'object',
  fields: [
    defineField({ name: 'isSameHoursAllDays', type: 'boolean', validation: required }),
    defineField({ name: 'allDaysHours', type: 'dayHours' }),
    defineField({
      name: 'dailyHours',
      type: 'object',
      fields: weekdays.map((day) => defineField({ name: day, type: 'dayHours' })),
    }),
  ],
});

export const primitiveTypes = [localeString, image, link, labelledLink, seo, season, dayHours, operatingHours];
