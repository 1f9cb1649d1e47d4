import i18next, { type TFunction } from 'i18next';
import { defaultLocale } from '../config/locales';

/** The locale nodes every page queries (`locales: allLocale(filter: { language: { eq: $language } })`). */
export interface LocaleQueryData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}

/**
 * A translate function for the Head API, which runs outside the i18next provider of
 * gatsby-plugin-react-i18next: it reads the same locale nodes the page queried.
 */
export function headTranslator(data: LocaleQueryData, language: string): TFunction {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const { node } of data.locales.edges) {
    resources[node.language] ??= {};
    (resources[node.language] as Record<string, unknown>)[node.ns] = JSON.parse(node.data) as unknown;
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources: resources as Parameters<typeof instance.init>[0]['resources'],
    lng: language,
    fallbackLng: defaultLocale,
    defaultNS: 'common',
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
