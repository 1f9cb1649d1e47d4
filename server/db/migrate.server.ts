import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** Folder of the SQL migrations written by `npm run db:generate`. */
export const migrationsFolder = path.resolve(__dirname, 'migrations');

/** Applies every pending migration to the database at `connectionString`, in one short-lived connection. */
export async function migrateDatabase(connectionString: string, folder = migrationsFolder): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}
