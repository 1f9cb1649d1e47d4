import { createHash } from 'node:crypto';
import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
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

/**
 * Each statement's text and values, worked out by Drizzle once, and its name: a digest of the text, so
 * the same text has the same name on every connection (statements kept by their callers).
 */
const compiled = new WeakMap<SQL, Query & { name: string }>();

function compile(statement: SQL): Query & { name: string } {
  let query = compiled.get(statement);
  if (!query) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    query = { sql: text, params, name: `engine_${createHash('sha256').update(text).digest('hex').slice(0, 24)}` };
    compiled.set(statement, query);
  }
  return query;
}

/**
 * The rows of `statement`, its placeholders (`sql.placeholder`) filled from `values`, run on the
 * database's pool as a named prepared statement where its server allows, else unnamed. Rows as
 * node-postgres reads them (Drizzle's own reading differs only for date and time columns).
 */
export async function queryPrepared(
  db: Database,
  statement: SQL,
  values: Record<string, unknown> = {},
): Promise<Record<string, unknown>[]> {
  // Drizzle's database keeps the driver's client it was made with as `$client`, outside its declared type.
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool || client instanceof pg.Client)) {
    throw new Error('queryPrepared runs on a Drizzle database over node-postgres');
  }
  const { sql: text, params: template, name } = compile(statement);
  const params = fillPlaceholders(template, values);
  // A single client (the sync's) has a session of its own, but runs each statement once: not worth a name.
  if (!(client instanceof pg.Pool) || sharedSessionPools.has(client)) {
    return (await client.query<Record<string, unknown>>(text, params)).rows;
  }
  try {
    return (await client.query<Record<string, unknown>>({ name, text, values: params })).rows;
  } catch (error) {
    const code = pgErrorCode(error);
    if (code !== duplicatePreparedStatement && code !== undefinedPreparedStatement) throw error;
    sharedSessionPools.add(client);
    return (await client.query<Record<string, unknown>>(text, params)).rows;
  }
}
