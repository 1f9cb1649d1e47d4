import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../scripts/embedded-database';
import { migrateDatabase } from '../db/migrate.server';
import { syncDatabase } from '../rental/sync-database.server';

/** Migrates and syncs the (empty or earlier prepared) database at `url` for tests. */
export async function prepareDatabase(url: string): Promise<void> {
  await migrateDatabase(url);
  await syncDatabase(url);
}

/**
 * A throwaway in-memory PostgreSQL (PGlite over the wire), migrated and synced from the embedded dataset, for integration tests.
 * Sets DATABASE_URL so code under test connects to it exactly as functions do.
 */
export async function startTestDatabase(): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedDatabase('memory://');
  await prepareDatabase(database.url);
  process.env.DATABASE_URL = database.url;
  return database;
}
