import type { IAdapter } from 'gatsby';

/**
 * Every page of this site is static (DESIGN.md: no DSG or SSR), and netlify.toml holds the
 * redirects and headers. This adapter keeps Gatsby from picking gatsby-adapter-netlify on Netlify,
 * whose rewrites answer 200 for the per-language not-found pages' match paths instead of 404
 * (docs/decisions/003-static-adapter.md).
 */
export function staticAdapter(): IAdapter {
  return {
    name: 'static-site',
    adapt({ reporter }) {
      reporter.verbose('static-site adapter: nothing to adapt, public/ is the whole site');
    },
  };
}
