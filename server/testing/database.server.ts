import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../scripts/embedded-database';
import { migrateDatabase } from '../db/migrate.server';
import { seedDatabase } from '../rental/seed-database.server';

/** Migrates and seeds the (empty or earlier prepared) database at `url` for tests. */
export async function prepareDatabase(url: string): Promise<void> {
  await migrateDatabase(url);
  await seedDatabase(url);
}

/**
 * A throwaway in-memory PostgreSQL (PGlite over the wire), migrated and seeded, for integration tests.
 * Sets DATABASE_URL so code under test connects to it exactly as functions do.
 */
export async function startTestDatabase(): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedDatabase('memory://');
  await prepareDatabase(database.url);
  process.env.DATABASE_URL = database.url;
  return database;
}
