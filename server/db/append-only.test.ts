/**
 * @jest-environment node
 */
import { tryRewritingTheRecord } from '../testing/append-only.server';

/**
 * Issue 38: the record cannot be rewritten. The payment ledger, the audit log and the staff actions take
 * new rows, and refuse UPDATE, DELETE and TRUNCATE in the database itself (migration 0013), whatever the
 * code sends. The same check runs on a real PostgreSQL in scripts/race-postgres.mts.
 */

jest.setTimeout(30_000);

it('refuses to update, delete or truncate the ledger, the audit log and the staff actions, and takes new rows', async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the tests with jest, whose global setup starts the database');
  expect(await tryRewritingTheRecord(url)).toEqual([]);
});
