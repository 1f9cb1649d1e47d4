import 'i18next';

// Translations never return null (gatsby-config sets returnNull: false), so `t` returns a string.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
    defaultNS: 'common';
  }
}
