import { documentInternationalization } from '@sanity/document-internationalization';
import { defineConfig, type Template } from 'sanity';
import { structureTool } from 'sanity/structure';
import { locales } from '../src/config/locales';
import { schemaTypes } from '../src/content/schema';
import { brandSingletonTypes, pageTypes, singletonTypes } from '../src/content/schema/page-types';
import { dataset, projectId } from './env';
import { pageUrl } from './preview';
import { structure } from './structure';

/** The types of which each brand (and language) has exactly one document, reached from the desk. */
const singletons = new Set<string>([...singletonTypes, ...brandSingletonTypes]);
/** The types written in each language and linked as translations of one another. */
const translated = [...pageTypes, ...singletonTypes];

/**
 * New documents from the desk start with the brand and language of the list they are made in
 * (pages), or of their fixed item (singletons; brand-wide ones get the brand only).
 */
const deskTemplates: Template[] = [...pageTypes, ...singletonTypes, ...brandSingletonTypes].map((type) => ({
  id: `${type}-in-brand-and-language`,
  title: schemaTypes.find((candidate) => candidate.name === type)?.title ?? type,
  schemaType: type,
  parameters: [
    { name: 'tenant', type: 'string' },
    { name: 'language', type: 'string' },
  ],
  value: (parameters: { tenant: string; language?: string }) => ({
    tenant: parameters.tenant,
    ...(parameters.language ? { language: parameters.language } : {}),
  }),
}));

export default defineConfig({
  name: 'default',
  title: 'Norðurljós rental sites',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    // Links each page and singleton to its versions in the other six languages (translation.metadata
    // documents) and adds "Translations" to the document menu; the `language` field is the site's own.
    documentInternationalization({
      supportedLanguages: locales.map((locale) => ({ id: locale.code, title: locale.name })),
      schemaTypes: translated,
      languageField: 'language',
      weakReferences: true,
    }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are never created from the "new document" menu; pages only from a language list.
    templates: (previous) => [...previous.filter((template) => !singletons.has(template.schemaType)), ...deskTemplates],
  },
  document: {
    // A singleton cannot be duplicated or deleted: the site needs exactly one.
    actions: (previous, context) =>
      singletons.has(context.schemaType)
        ? previous.filter((action) => !['duplicate', 'delete', 'unpublish'].includes(action.action ?? ''))
        : previous,
    newDocumentOptions: (previous, context) =>
      context.creationContext.type === 'global'
        ? previous.filter(
            (item) => !singletons.has(item.templateId) && !item.templateId.endsWith('-in-brand-and-language'),
          )
        : previous,
    // "Open preview": the page on its brand's site, at the path the build gives it.
    productionUrl: async (previous, context) =>
      (await pageUrl(
        context.document as { _id: string; _type: string },
        context.getClient({ apiVersion: '2025-01-01' }),
      )) ?? previous,
  },
});
