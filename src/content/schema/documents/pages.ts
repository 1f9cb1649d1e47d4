import { contentField } from '../objects/blocks';
import { defineField, defineType, required } from '../define';
import { languageField, seoField, slugField, tenantField, titleField } from './common';

const pageFields = [languageField, tenantField, titleField, slugField, seoField];

/** The home page of a brand in one language. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    languageField,
    tenantField,
    titleField,
    defineField({
      name: 'hero',
      type: 'object',
      validation: required,
      fields: [
        defineField({ name: 'title', type: 'string', validation: required }),
        defineField({ name: 'text', type: 'text' }),
        defineField({ name: 'image', type: 'image' }),
      ],
    }),
    seoField,
    contentField,
  ],
});

/** A page built from blocks; its slug may have several segments (`legal/terms`). */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [...pageFields, contentField],
});

/** The list of all vehicles; its slug is the first segment of every vehicle page path. */
export const vehicleOverviewPage = defineType({
  name: 'vehicleOverviewPage',
  title: 'Vehicle overview page',
  type: 'document',
  fields: [...pageFields, defineField({ name: 'intro', type: 'text' }), contentField],
});

const listPage = (name: string, title: string, filter: ReturnType<typeof defineField>) =>
  defineType({
    name,
    title,
    type: 'document',
    fields: [...pageFields, filter, defineField({ name: 'description', type: 'text' }), contentField],
  });

/** Vehicles of one category, under the overview slug. */
export const vehicleCategoryPage = listPage(
  'vehicleCategoryPage',
  'Vehicle category page',
  defineField({ name: 'category', type: 'reference', to: [{ type: 'vehicleCategory' }], validation: required }),
);

/** Vehicles of one brand, under the overview slug. */
export const vehicleBrandPage = listPage(
  'vehicleBrandPage',
  'Vehicle brand page',
  defineField({ name: 'brand', type: 'reference', to: [{ type: 'vehicleBrand' }], validation: required }),
);

/** Vehicles with one transmission, under the overview slug. */
export const vehicleTransmissionPage = listPage(
  'vehicleTransmissionPage',
  'Vehicle transmission page',
  defineField({
    name: 'transmission',
    type: 'string',
    options: { list: ['manual', 'automatic'] },
    validation: required,
  }),
);

/** Campers sleeping a number of people, under the overview slug. */
export const vehicleSleepingSpotsPage = listPage(
  'vehicleSleepingSpotsPage',
  'Vehicle sleeping spots page',
  defineField({ name: 'sleepingSpots', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
);

/** One vehicle model in one language: overview slug, category slug, then its own slug. */
export const vehiclePage = defineType({
  name: 'vehiclePage',
  title: 'Vehicle page',
  type: 'document',
  fields: [
    ...pageFields,
    defineField({ name: 'base', type: 'reference', to: [{ type: 'vehicle' }], validation: required }),
    defineField({ name: 'description', type: 'text' }),
    defineField({ name: 'features', type: 'array', of: [{ type: 'string' }] }),
    contentField,
  ],
});

/** The blog's landing page; its slug is the first segment of blog paths. */
export const blogTopicPage = defineType({
  name: 'blogTopicPage',
  title: 'Blog topic page',
  type: 'document',
  fields: [...pageFields, defineField({ name: 'intro', type: 'text' }), contentField],
});

/** Posts of one category, under the topic slug. */
export const blogCategoryPage = defineType({
  name: 'blogCategoryPage',
  title: 'Blog category page',
  type: 'document',
  fields: [
    ...pageFields,
    defineField({ name: 'topic', type: 'reference', to: [{ type: 'blogTopicPage' }], validation: required }),
    defineField({ name: 'description', type: 'text' }),
    contentField,
  ],
});

/** A blog post: topic slug, category slug, then its own slug. */
export const blogPostPage = defineType({
  name: 'blogPostPage',
  title: 'Blog post',
  type: 'document',
  fields: [
    ...pageFields,
    defineField({ name: 'topic', type: 'reference', to: [{ type: 'blogTopicPage' }], validation: required }),
    defineField({ name: 'category', type: 'reference', to: [{ type: 'blogCategoryPage' }], validation: required }),
    defineField({ name: 'date', type: 'date', validation: required }),
    defineField({ name: 'image', type: 'image', validation: required }),
    defineField({ name: 'excerpt', type: 'text' }),
    defineField({ name: 'body', type: 'array', of: [{ type: 'block' }], validation: required }),
  ],
});

export const pageDocumentTypes = [
  homePage,
  page,
  vehicleOverviewPage,
  vehicleCategoryPage,
  vehicleBrandPage,
  vehicleTransmissionPage,
  vehicleSleepingSpotsPage,
  vehiclePage,
  blogTopicPage,
  blogCategoryPage,
  blogPostPage,
];
