import { prepareDatabase, startTestDatabase } from './server/testing/database.server';

/**
 * One throwaway in-memory PostgreSQL for the whole Jest run, started outside the test sandbox
 * (PGlite loads its WebAssembly with a dynamic import that Jest's VM does not allow). Test files
 * reach it through DATABASE_URL, which the workers inherit.
 *
 * TEST_DATABASE_URL runs the same tests against a real PostgreSQL instead (an empty database: it is
 * migrated and seeded here), where concurrent transactions really run side by side.
 */
export default async function globalSetup(): Promise<void> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    await prepareDatabase(external);
    process.env.DATABASE_URL = external;
    return;
  }
  const database = await startTestDatabase();
  (globalThis as { __testDatabase?: typeof database }).__testDatabase = database;
}
