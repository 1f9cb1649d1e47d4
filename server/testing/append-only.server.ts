import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Tries to rewrite the record on the database at `url` (migration 0013): one new row in each of the
 * payment ledger, the audit log and the staff actions (inserts stay allowed), then an UPDATE, a DELETE
 * and a TRUNCATE of each, which the database must refuse with SQLSTATE 42501. Everything runs in one
 * transaction rolled back at the end, each attempt behind a savepoint, so the shared test database keeps
 * no test row and, were a trigger missing, loses nothing. Answers what was NOT refused (none: passed).
 * Run by server/db/append-only.test.ts (PGlite) and scripts/race-postgres.mts (a real PostgreSQL).
 */
export async function tryRewritingTheRecord(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const failures: string[] = [];
  try {
    await client.query('BEGIN');
    const reservationId = randomUUID();
    const payment = await client.query<{ id: string }>(
      `INSERT INTO payments (reservation_id, kind, purpose, amount, currency, gateway, idempotency_key)
       VALUES ($1, 'captured', 'booking', 1000, 'EUR', 'test', $2) RETURNING id`,
      [reservationId, `append-only-${randomUUID()}`],
    );
    const audit = await client.query<{ id: number }>(
      `INSERT INTO audit_log (tenant, reservation_id, action, details, at)
       VALUES ('car', $1, 'reservation.created', '{}', now()) RETURNING id`,
      [reservationId],
    );
    const staff = await client.query<{ id: number }>(
      `INSERT INTO staff_actions (tenant, reservation_id, staff_session_id, actor, role, action, details, at)
       VALUES ('car', $1, $2, 'desk@example.com', 'desk', 'picked-up', '{}', now()) RETURNING id`,
      [reservationId, randomUUID()],
    );
    const rows = [
      { table: 'payments', id: payment.rows[0]?.id, change: 'amount = 0' },
      { table: 'audit_log', id: audit.rows[0]?.id, change: `action = 'reservation.rewritten'` },
      { table: 'staff_actions', id: staff.rows[0]?.id, change: `actor = 'someone-else@example.com'` },
    ];
    for (const { table, id, change } of rows) {
      if (id === undefined) {
        failures.push(`${table}: the new row was not written`);
        continue;
      }
      const attempts = [
        { what: 'UPDATE', statement: `UPDATE ${table} SET ${change} WHERE id = $1`, values: [id] },
        { what: 'DELETE', statement: `DELETE FROM ${table} WHERE id = $1`, values: [id] },
        { what: 'TRUNCATE', statement: `TRUNCATE ${table}`, values: [] },
      ];
      for (const { what, statement, values } of attempts) {
        await client.query('SAVEPOINT attempt');
        try {
          await client.query(statement, values);
          failures.push(`${table}: ${what} was not refused`);
        } catch (error) {
          const { code, message } = error as { code?: string; message?: string };
          if (code !== '42501' || !message?.includes(`${table} is append-only`)) {
            failures.push(`${table}: ${what} failed otherwise (${code}: ${message})`);
          }
        }
        await client.query('ROLLBACK TO SAVEPOINT attempt');
      }
      const kept = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} WHERE id = $1`, [
        id,
      ]);
      if (kept.rows[0]?.count !== 1) failures.push(`${table}: the row is gone`);
    }
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
  return failures;
}
