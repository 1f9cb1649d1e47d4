import { defineField, defineType, type FieldDefinition } from '@sanity/types';
import { languageField, seoField, slugField, slugFollowsRule, tenantField, titleField } from '../fields';
import { contentField } from '../objects/blocks';
import { parentExists } from '../parents';

/**
 * A page listing the vehicles that share one property, placed under the vehicle overview page's
 * address: the four vehicle list page types below differ only in what they filter by.
 */
export function vehicleListPage(name: string, title: string, filter: FieldDefinition) {
  return defineType({
    name,
    title,
    type: 'document',
    fields: [
      languageField,
      tenantField,
      titleField,
      defineField({
        ...slugField,
        validation: (rule) => [
          rule.required().custom(slugFollowsRule),
          rule.custom(
            parentExists(
              'vehicleOverviewPage',
              'Create the vehicle overview page of this brand and language first: this page goes under its address',
            ),
          ),
        ],
      }),
      seoField,
      filter,
      defineField({ name: 'description', title: 'Description', type: 'text', description: 'Text above the list.' }),
      contentField,
    ],
    preview: { select: { title: 'title', subtitle: 'slug.current' } },
  });
}
