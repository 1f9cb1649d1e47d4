/** Gatsby's runtime files (`.cache/*.js`), aliased in gatsby-node.ts for src/browser/app-entry.ts. */
declare module 'gatsby-cache/*';
