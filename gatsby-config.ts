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
  // No plugins: UI strings reach pages through their context (docs/decisions/005), the sitemaps and
  // robots.txt are written by gatsby-node, pictures are plain <img> with srcset (docs/decisions/048).
  plugins: [],
};

export default config;
