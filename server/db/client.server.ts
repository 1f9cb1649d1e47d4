import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction of `Database`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a query can run: the database or a transaction in it. */
export type Executor = Database | Transaction;

/** Connections per function instance; the embedded server allows 200 in all (scripts/embedded-database.ts). */
const poolSize = 4;

let pool: pg.Pool | undefined;
let database: Database | undefined;

/** The connection string, or a clear error when the function was started without one. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the site with `npm start`, or set it to a PostgreSQL URL');
  return url;
}

/**
 * The pool of this function instance, opened on first use and reused while the instance is warm
 * (DESIGN.md "When one machine is not enough"). It keeps no application state.
 */
export function getPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({ connectionString: databaseUrl(), max: poolSize, connectionTimeoutMillis: 5000 });
    // An idle connection the database drops must not take the function process down with it; the
    // pool replaces it on the next query.
    pool.on('error', (error) => console.error('Database connection lost while idle:', error.message));
  }
  return pool;
}

export function getDatabase(): Database {
  database ??= drizzle(getPool(), { schema });
  return database;
}

/** Closes the pool (tests and scripts); the next call opens a new one. */
export async function closeDatabase(): Promise<void> {
  const closing = pool;
  pool = undefined;
  database = undefined;
  await closing?.end();
}
