import type { GatsbyConfig } from 'gatsby';
import { defaultLocale, localeCodes } from './src/config/locales';
import { tenantFromEnv } from './src/config/tenants';
import { siteUrl } from './src/build/site';
import { staticAdapter } from './src/build/static-adapter';

const tenant = tenantFromEnv(process.env.TENANT);

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: tenant.name, tenant: tenant.id },
  trailingSlash: 'always',
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  adapter: staticAdapter(),
  plugins: [
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: `${__dirname}/locales` },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...localeCodes],
        defaultLanguage: defaultLocale,
        siteUrl,
        // Unprefixed English URLs must stay English, whatever the browser's language (DESIGN.md).
        redirect: false,
        trailingSlash: 'always',
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnNull: false,
        },
      },
    },
  ],
};

export default config;
