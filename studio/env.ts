/**
 * The Sanity project the Studio edits. The site reads `SANITY_PROJECT_ID` and `SANITY_DATASET`;
 * the Studio's browser bundle sees only `SANITY_STUDIO_*` variables, so sanity.cli.ts copies the
 * first into the second before building. Without them the Studio still builds (offline, in CI)
 * against a placeholder project that no editor can sign in to.
 */
export const placeholderProjectId = 'placeholder';

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || placeholderProjectId;
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

/** The public address of each brand's site, for "Open preview" (defaults to `npm start`'s address). */
export const siteUrls: Record<string, string> = {
  car: process.env.SANITY_STUDIO_SITE_URL_CAR || 'http://localhost:8888',
  camper: process.env.SANITY_STUDIO_SITE_URL_CAMPER || 'http://localhost:8888',
  longterm: process.env.SANITY_STUDIO_SITE_URL_LONGTERM || 'http://localhost:8888',
};
