import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { retryConflicts } from './retry.server';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction of `Database`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a query can run: the database or a transaction in it. */
export type Executor = Database | Transaction;

/** Connections per function instance; the embedded server allows 200 in all (scripts/embedded-database.ts). */
const poolSize = 4;
/**
 * How long a request waits for one of them before it answers 503 database_unavailable (docs/decisions/034):
 * long enough for the queue of a burst, short enough that the customer is not left waiting on a dead server.
 */
const connectionTimeoutMillis = 5000;

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
    pool = new pg.Pool({ connectionString: databaseUrl(), max: poolSize, connectionTimeoutMillis });
    // An idle connection the database drops must not take the function process down with it; the
    // pool replaces it on the next query.
    pool.on('error', (error) => console.error('Database connection lost while idle:', error.message));
    // Nor one lost while a request holds it: node-postgres emits 'error' on the client (with no listener,
    // the process would crash); the request's own query fails with the same error and answers 503, and
    // the pool drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error('Database connection lost in use:', error.message));
    });
  }
  return pool;
}

export function getDatabase(): Database {
  database ??= retryingTransactions(drizzle(getPool(), { schema }));
  return database;
}

/**
 * Every transaction of the engine runs through `db.transaction`: one place to run again a transaction
 * PostgreSQL rolled back for a deadlock or a serialization failure (server/db/retry.server.ts). Nested
 * transactions (savepoints) are not retried on their own: the whole transaction runs again.
 */
function retryingTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) => retryConflicts(() => transaction(run, config));
  return db;
}

/** Closes the pool (tests and scripts); the next call opens a new one. */
export async function closeDatabase(): Promise<void> {
  const closing = pool;
  pool = undefined;
  database = undefined;
  await closing?.end();
}
