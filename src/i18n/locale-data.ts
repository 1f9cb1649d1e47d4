import type { Resource, TFunction } from 'i18next';
import { createI18n } from './instance';

/** The locale nodes every page queries (`locales: allLocale(filter: { language: { eq: $language } })`). */
export interface LocaleQueryData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}

/**
 * A translate function for the Head API, which runs outside the i18next provider of
 * gatsby-plugin-react-i18next: it reads the same locale nodes the page queried.
 */
export function headTranslator(data: LocaleQueryData, language: string): TFunction {
  const resources: Resource = {};
  for (const { node } of data.locales.edges) {
    resources[node.language] = { ...resources[node.language], [node.ns]: JSON.parse(node.data) as Resource[string] };
  }
  return createI18n(resources, language).t;
}
