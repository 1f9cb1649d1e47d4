import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** Folder of the SQL migrations written by `npm run db:generate`. */
export const migrationsFolder = path.resolve(__dirname, 'migrations');

/**
 * Applies every pending migration to the database at `connectionString`, in one short-lived connection;
 * safe to run again (applied migrations are recorded) and at once from several deploys sharing one database
 * (the three brands' sites): each waits for the others under an advisory lock. A failing migration rejects.
 */
export async function migrateDatabase(connectionString: string, folder = migrationsFolder): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('migrations'))");
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}
