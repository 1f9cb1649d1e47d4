/** Gatsby's runtime entry (`.cache/production-app.js`), aliased in gatsby-node.ts for src/browser/app-entry.ts. */
declare module 'gatsby-production-app';
