/**
 * @jest-environment node
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Issue 39: the condition record is kept as recorded, in the database itself (migration 0015): a photo
 * is never changed (only the purge deletes it), a confirmation or a desk note is never changed or
 * deleted, and a claim may only be closed, once; a photo's report copy (0016) is never changed either. One transaction, rolled back: the shared test database
 * keeps no test row.
 */

jest.setTimeout(30_000);

async function refused(client: pg.Client, statement: string, values: unknown[]): Promise<string> {
  await client.query('SAVEPOINT attempt');
  try {
    await client.query(statement, values);
    return 'allowed';
  } catch (error) {
    const { code } = error as { code?: string };
    return code === '42501' ? 'refused' : `failed otherwise (${code})`;
  } finally {
    await client.query('ROLLBACK TO SAVEPOINT attempt');
  }
}

it('refuses to rewrite photos, report copies, confirmations, notes and claims, and lets the purge delete a photo', async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the tests with jest, whose global setup starts the database');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const reservationId = randomUUID();
    const photo = await client.query<{ id: string }>(
      `INSERT INTO condition_photos (tenant, reservation_id, stage, client_id, angle, sequence, taken_at, received_at,
         author, storage_key, content_type, size, sha256)
       VALUES ('car', $1, 'pickup', $2, 'front', 1, now(), now(), 'customer', 'k', 'image/jpeg', 3, 'abc') RETURNING id`,
      [reservationId, randomUUID()],
    );
    const photoId = photo.rows[0]?.id;
    await client.query(
      `INSERT INTO condition_confirmations (reservation_id, stage, confirmed_at) VALUES ($1, 'pickup', now())`,
      [reservationId],
    );
    const note = await client.query<{ id: string }>(
      `INSERT INTO condition_notes (tenant, reservation_id, stage, text, staff_actor, created_at)
       VALUES ('car', $1, 'pickup', 'Scratch seen', 'desk@example.com', now()) RETURNING id`,
      [reservationId],
    );
    const claim = await client.query<{ id: string }>(
      `INSERT INTO condition_claims (tenant, reservation_id, note, opened_at, opened_by)
       VALUES ('car', $1, 'Dent', now(), 'desk@example.com') RETURNING id`,
      [reservationId],
    );
    const claimId = claim.rows[0]?.id;

    expect(await refused(client, `UPDATE condition_photos SET note = 'changed' WHERE id = $1`, [photoId])).toBe(
      'refused',
    );
    expect(
      await refused(client, `UPDATE condition_confirmations SET confirmed_at = now() - interval '1 day'`, []),
    ).toBe('refused');
    expect(
      await refused(client, `DELETE FROM condition_confirmations WHERE reservation_id = $1`, [reservationId]),
    ).toBe('refused');
    expect(await refused(client, `UPDATE condition_notes SET text = 'x' WHERE id = $1`, [note.rows[0]?.id])).toBe(
      'refused',
    );
    expect(await refused(client, `DELETE FROM condition_notes WHERE id = $1`, [note.rows[0]?.id])).toBe('refused');
    expect(await refused(client, `TRUNCATE condition_notes`, [])).toBe('refused');
    expect(await refused(client, `UPDATE condition_claims SET note = 'x' WHERE id = $1`, [claimId])).toBe('refused');
    expect(await refused(client, `DELETE FROM condition_claims WHERE id = $1`, [claimId])).toBe('refused');
    // One open claim per reservation.
    const second = await refused(
      client,
      `INSERT INTO condition_claims (tenant, reservation_id, note, opened_at, opened_by)
       VALUES ('car', $1, 'Again', now(), 'desk@example.com')`,
      [reservationId],
    );
    expect(second).toBe('failed otherwise (23505)');

    await client.query(
      `UPDATE condition_claims SET closed_at = now(), closed_by = 'manager@example.com' WHERE id = $1`,
      [claimId],
    );
    expect(
      await refused(client, `UPDATE condition_claims SET closed_at = NULL, closed_by = NULL WHERE id = $1`, [claimId]),
    ).toBe('refused');
    // A photo's report copy (migration 0016) is never rewritten, and names its photo: the purge deletes it first.
    await client.query(
      `INSERT INTO condition_photo_report_copies (photo_id, storage_key, bytes, sha256, created_at)
       VALUES ($1, 'k-copy', 2, 'def', now())`,
      [photoId],
    );
    expect(
      await refused(client, `UPDATE condition_photo_report_copies SET bytes = 3 WHERE photo_id = $1`, [photoId]),
    ).toBe('refused');
    expect(await refused(client, `DELETE FROM condition_photos WHERE id = $1`, [photoId])).toBe(
      'failed otherwise (23503)',
    );
    await client.query(`DELETE FROM condition_photo_report_copies WHERE photo_id = $1`, [photoId]);
    // The purge deletes a photo's row (after its bytes).
    expect(await refused(client, `DELETE FROM condition_photos WHERE id = $1`, [photoId])).toBe('allowed');
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
});
