import { defineCliConfig } from 'sanity/cli';

// The site's variable names work for the Studio too: the browser bundle only sees SANITY_STUDIO_*.
process.env.SANITY_STUDIO_PROJECT_ID ||= process.env.SANITY_PROJECT_ID ?? '';
process.env.SANITY_STUDIO_DATASET ||= process.env.SANITY_DATASET ?? '';

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder';
// Said once a command (the CLI reads this file more than once).
if (projectId === 'placeholder' && !process.argv.includes('typegen') && !process.env.STUDIO_PLACEHOLDER_SAID) {
  process.env.STUDIO_PLACEHOLDER_SAID = '1';
  console.warn('SANITY_PROJECT_ID is not set: the Studio uses a placeholder project (it builds, nobody can sign in).');
}

/** Where `sanity typegen generate` writes; `npm test` points it at a temporary folder to compare. */
const typegenDirectory = process.env.TYPEGEN_OUTPUT_DIR;

export default defineCliConfig({
  api: { projectId, dataset: process.env.SANITY_STUDIO_DATASET || 'production' },
  // The Studio's host name on sanity.studio when deployed (`npm run studio:deploy`).
  studioHost: process.env.SANITY_STUDIO_HOSTNAME || undefined,
  deployment: { autoUpdates: false },
  typegen: {
    path: '../src/content/queries.ts',
    schema: typegenDirectory ? `${typegenDirectory}/schema.json` : 'schema.json',
    generates: typegenDirectory ? `${typegenDirectory}/sanity.types.d.ts` : '../src/content/sanity.types.d.ts',
    overloadClientMethods: false,
  },
  // The schema lives in the site's src/content/schema: let the dev server read files above studio/.
  vite: (config) => ({ ...config, server: { ...config.server, fs: { ...config.server?.fs, allow: ['..'] } } }),
});
