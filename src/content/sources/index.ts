import type { ContentSource } from './content-source';
import { createEmbeddedSourceFromFile } from './embedded-source';
import { createSanitySource } from './sanity-source';

export type { ContentSource } from './content-source';

/**
 * The content source the environment asks for: Sanity when `SANITY_PROJECT_ID` is set (with
 * `SANITY_DATASET`, default "production", `SANITY_TOKEN` and `SANITY_PREVIEW`), else the embedded dataset (`CONTENT_DATASET`: another
 * export file or folder). `live` reads Sanity's API rather than its CDN (a publish's rental-data sync).
 */
export function contentSourceFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  { live = false }: { live?: boolean } = {},
): ContentSource {
  if (env.SANITY_PROJECT_ID) {
    return createSanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET ?? 'production',
      token: env.SANITY_TOKEN || undefined,
      preview: env.SANITY_PREVIEW === 'true',
      live,
    });
  }
  return createEmbeddedSourceFromFile(env.CONTENT_DATASET || undefined);
}
