import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.server';
import { pgErrorCode } from './errors.server';

/**
 * A statement the engine runs many times a second in a few shapes (the search's, docs/decisions/038) as
 * a named prepared statement: each connection has PostgreSQL parse and plan it once, and afterwards only
 * binds the values. On PostgreSQL 15 that took the search statement from about 2,700 to 4,600 answers a
 * second on this 2-core machine, the database's parsing and planning being most of its work.
 *
 * Named statements belong to a session. Two kinds of server share sessions between the pool's
 * connections: the embedded PGlite (one session for every connection, decision 002) and a pooler in
 * transaction mode (PgBouncer before 1.21, Supavisor). There a second connection's parse answers
 * 42P05 "prepared statement already exists", or a bind 26000 "does not exist". The first such answer
 * runs the statement again unnamed and marks the pool, whose statements are unnamed from then on.
 * Only for statements outside a transaction: a failed statement inside one would abort it.
 */

const dialect = new PgDialect();

const duplicatePreparedStatement = '42P05';
const undefinedPreparedStatement = '26000';

/** Pools whose connections turned out to share their named statements. */
const sharedSessionPools = new WeakSet<pg.Pool>();

/** The name of each statement text: a digest, so the same text has the same name on every connection. */
const names = new Map<string, string>();
const maximumNames = 64;

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    // A bounded map: a statement of a shape not seen for long gets its (same) name worked out again.
    if (names.size >= maximumNames) names.clear();
    name = `engine_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The rows of `statement`, run on the database's pool as a named prepared statement where its server
 * allows; through Drizzle, unnamed, on a database over a single client (the sync's) or one whose
 * connections share their sessions.
 */
export async function queryPrepared(db: Database, statement: SQL): Promise<Record<string, unknown>[]> {
  // Drizzle's database keeps the driver's client it was made with as `$client`, outside its declared type.
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool) || sharedSessionPools.has(pool))
    return (await db.execute<Record<string, unknown>>(statement)).rows;
  const { sql: text, params } = dialect.sqlToQuery(statement);
  try {
    return (await pool.query<Record<string, unknown>>({ name: nameOf(text), text, values: params })).rows;
  } catch (error) {
    const code = pgErrorCode(error);
    if (code !== duplicatePreparedStatement && code !== undefinedPreparedStatement) throw error;
    sharedSessionPools.add(pool);
    return (await db.execute<Record<string, unknown>>(statement)).rows;
  }
}
