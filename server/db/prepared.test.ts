/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { queryPrepared } from './prepared.server';
import * as schema from './schema';

/**
 * The embedded PGlite shares one session between all its connections, so a named statement prepared on
 * one is "already" there for the next (42P05). The pool learns that on the first clash and runs its
 * statements unnamed from then on, without the caller seeing an error. The named path itself is checked
 * on a real PostgreSQL by scripts/prepared-search.mts (in `npm test`'s race stage); with TEST_DATABASE_URL
 * this test runs there too, and expects the same answers.
 */

jest.setTimeout(60_000);

/** The test database every worker shares (jest.global-setup.ts): PGlite, unless TEST_DATABASE_URL. */
const url = () => {
  const value = process.env.DATABASE_URL;
  if (!value)
    throw new Error('DATABASE_URL is not set: run the tests with jest, whose global setup starts the database');
  return value;
};

const statement = (value: number) => sql`SELECT ${value}::int + 1 AS next, 'unchanged'::text AS label`;

async function queriesOf<T>(run: () => Promise<T>): Promise<{ answer: T; queries: number }> {
  const counted = jest.spyOn(pg.Client.prototype, 'query');
  try {
    return { answer: await run(), queries: counted.mock.calls.length };
  } finally {
    counted.mockRestore();
  }
}

it('answers every statement on a server whose connections share their sessions, then in one query each', async () => {
  const pool = new pg.Pool({ connectionString: url(), max: 4 });
  const db = drizzle(pool, { schema });
  try {
    const first = await queryPrepared(db, statement(1));
    expect(first).toEqual([{ next: 2, label: 'unchanged' }]);

    // More at once than one connection: a second connection's parse meets the first's statement.
    const together = await Promise.all(Array.from({ length: 8 }, (_, index) => queryPrepared(db, statement(index))));
    expect(together.map((rows) => rows[0]?.next)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const later = await queriesOf(() =>
      Promise.all([queryPrepared(db, statement(10)), queryPrepared(db, statement(20))]),
    );
    expect(later.answer.map((rows) => rows[0]?.next)).toEqual([11, 21]);
    expect(later.queries).toBe(2);
  } finally {
    await pool.end();
  }
});

it('passes on the errors of the statement itself', async () => {
  const pool = new pg.Pool({ connectionString: url(), max: 2 });
  const db = drizzle(pool, { schema });
  try {
    await expect(queryPrepared(db, sql`SELECT 1 / ${0}::int AS nothing`)).rejects.toMatchObject({ code: '22012' });
  } finally {
    await pool.end();
  }
});
