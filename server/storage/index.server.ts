import { getDatabase } from '../db/client.server';
import { createNetlifyBlobsStorage } from './netlify-blobs.server';
import type { FileStorage } from './port.server';
import { createPostgresStorage } from './postgres.server';

export * from './port.server';
export { createNetlifyBlobsStorage, netlifyBlobsStoreName } from './netlify-blobs.server';
export { createPostgresStorage } from './postgres.server';

/** The adapters `FILE_STORAGE` may name. */
export const fileStorageNames = ['postgres', 'netlify-blobs'] as const;

/**
 * The storage the environment names in `FILE_STORAGE`: unset or `postgres` keeps files in the engine's
 * PostgreSQL; `netlify-blobs` uses Netlify Blobs (on a deployed site). Any other name throws.
 */
export function fileStorageFromEnv(env: Record<string, string | undefined> = process.env): FileStorage {
  const name = env.FILE_STORAGE?.trim() || 'postgres';
  if (name === 'postgres') return createPostgresStorage(getDatabase());
  if (name === 'netlify-blobs') return createNetlifyBlobsStorage();
  throw new Error(`Unknown FILE_STORAGE "${name}": use one of ${fileStorageNames.join(', ')}.`);
}
