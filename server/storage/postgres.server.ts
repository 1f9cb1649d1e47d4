import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { storedFiles } from '../db/schema';
import type { FileStorage, StoredFile } from './port.server';

/**
 * The default adapter: files in the `stored_files` table of the engine's own PostgreSQL, so `npm start`
 * and any DATABASE_URL work with nothing else to run.
 */
export function createPostgresStorage(db: Database): FileStorage {
  return {
    name: 'postgres',
    async put(key, file) {
      const row = { key, contentType: file.contentType, bytes: Buffer.from(file.bytes) };
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({ target: storedFiles.key, set: { contentType: row.contentType, bytes: row.bytes } });
    },
    async get(key): Promise<StoredFile | null> {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
      return row ? { bytes: new Uint8Array(row.bytes), contentType: row.contentType } : null;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
