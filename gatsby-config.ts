import type { GatsbyConfig } from 'gatsby';
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
  // UI strings reach pages through their context, not a plugin (docs/decisions/005).
  plugins: ['gatsby-plugin-image', 'gatsby-plugin-sharp', 'gatsby-transformer-sharp'],
};

export default config;
