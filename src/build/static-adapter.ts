import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IAdapter } from 'gatsby';
import { policyRuleFile } from './content-security-policy';

/** Gatsby's caching guide's header for files whose name changes with their content. */
export const immutableCaching = 'public, max-age=31536000, immutable';

interface HeaderRoute {
  path: string;
  headers: { key: string; value: string }[];
}

/**
 * The `_headers` file of the build: Gatsby's own list of the hashed JavaScript and CSS files it
 * wrote (the adapter API's header routes with an exact path and the immutable Cache-Control), each
 * cached for good. netlify.toml cannot name them: Netlify's `for` patterns have no character
 * classes, and `/*.js` also matches the unhashed `/~partytown/*.js` (docs/decisions/019).
 */
export function immutableAssetsHeaders(headerRoutes: HeaderRoute[]): string {
  const assets = headerRoutes
    .filter((route) => !/[*:]/.test(route.path))
    .filter((route) =>
      route.headers.some((header) => header.key.toLowerCase() === 'cache-control' && header.value === immutableCaching),
    )
    // Gatsby's trailingSlash "always" adds a slash to names it does not know as files (`.css`).
    .map((route) => route.path.replace(/(\.\w+)\/$/, '$1'))
    .sort();
  return [
    '# Written by the build (src/build/static-adapter.ts): hashed JavaScript and CSS, never changed in place.',
    ...assets.map((asset) => `${asset}\n  Cache-Control: ${immutableCaching}`),
    '',
  ].join('\n');
}

/** The policy's rule onPostBuild left, or why it is not there. */
function readPolicyRule(): string | Error {
  try {
    return readFileSync(policyRuleFile, 'utf8');
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Every page of this site is static (DESIGN.md: no DSG or SSR), and netlify.toml holds the
 * redirects and headers. This adapter keeps Gatsby from picking gatsby-adapter-netlify on Netlify,
 * whose rewrites answer 200 for the per-language not-found pages' match paths instead of 404
 * (docs/decisions/003-static-adapter.md). It writes one thing: `public/_headers`, with the
 * Content-Security-Policy that onPostBuild made from the written pages (gatsby-node.ts,
 * docs/decisions/036) and the immutable caching of the hashed assets, whose names only Gatsby knows
 * (docs/decisions/019). Gatsby runs adapters after onPostBuild; a build without the policy fails.
 */
export function staticAdapter(): IAdapter {
  return {
    name: 'static-site',
    adapt({ headerRoutes, reporter }) {
      const policyRule = readPolicyRule();
      if (policyRule instanceof Error) {
        reporter.panic(
          `static-site adapter: no Content-Security-Policy from onPostBuild (${policyRuleFile})`,
          policyRule,
        );
        return;
      }
      writeFileSync(path.join('public', '_headers'), `${policyRule}\n${immutableAssetsHeaders(headerRoutes)}`);
      reporter.info(
        'static-site adapter: wrote the Content-Security-Policy and the hashed assets’ caching to public/_headers',
      );
    },
  };
}
