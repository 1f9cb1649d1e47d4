import i18next, { type i18n, type Resource } from 'i18next';
import { defaultLocale } from '../config/locales';

/**
 * An i18next instance over `resources`, set up like the pages' (English fallback, the `common`
 * namespace, no HTML escaping: React escapes), ready at once. For the places that render outside
 * gatsby-plugin-react-i18next's provider: the Head API, build-time slice labels and tests.
 */
export function createI18n(resources: Resource, language: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: defaultLocale,
    defaultNS: 'common',
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
