import { startTestDatabase } from './src/server/testing/database.server';

/**
 * One throwaway in-memory PostgreSQL for the whole Jest run, started outside the test sandbox
 * (PGlite loads its WebAssembly with a dynamic import that Jest's VM does not allow). Test files
 * reach it through DATABASE_URL, which the workers inherit.
 */
export default async function globalSetup(): Promise<void> {
  const database = await startTestDatabase();
  (globalThis as { __testDatabase?: typeof database }).__testDatabase = database;
}
