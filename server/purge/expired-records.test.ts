/**
 * @jest-environment node
 */
import { and, eq, sql } from 'drizzle-orm';
import { recordRetention } from '../../src/config/abuse';
import { closeDatabase, getDatabase } from '../db/client.server';
import { affiliateRateLimits, findAttempts, idempotencyKeys, sessions } from '../db/schema';
import { purgeExpiredRecords } from './expired-records.server';

/**
 * The daily purge (issue 38). Every row here is of 1999, and every purge runs at a 1999 instant, so the
 * purge never reaches the rows other test files write on the shared database meanwhile.
 */

const at = (iso: string) => new Date(iso);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
const day = 86_400_000;

afterAll(closeDatabase);

describe('purgeExpiredRecords', () => {
  const db = () => getDatabase();

  it('deletes sessions a day after they expired, of its brand only', async () => {
    const expired = at('1999-01-10T12:00:00Z');
    const [mine] = await db()
      .insert(sessions)
      .values({ tenant: 'car', createdAt: plus(expired, -30 * day), expiresAt: expired })
      .returning();
    const [theirs] = await db()
      .insert(sessions)
      .values({ tenant: 'camper', createdAt: plus(expired, -30 * day), expiresAt: expired })
      .returning();
    const exists = async (id: string) => (await db().select().from(sessions).where(eq(sessions.id, id))).length;
    const due = plus(expired, recordRetention.expiredSessionsDays * day);
    await purgeExpiredRecords(db(), 'car', plus(due, -1000));
    expect(await exists(mine?.id ?? '')).toBe(1);
    const gone = await purgeExpiredRecords(db(), 'car', plus(due, 1000));
    expect(gone.sessions).toBeGreaterThanOrEqual(1);
    expect(await exists(mine?.id ?? '')).toBe(0);
    expect(await exists(theirs?.id ?? '')).toBe(1);
  });

  it('deletes find attempts after their retention', async () => {
    const attempted = at('1999-02-10T12:00:00Z');
    const [row] = await db()
      .insert(findAttempts)
      .values({ tenant: 'car', client: 'purge-test', reference: 'CPURGE1', succeeded: false, at: attempted })
      .returning();
    const exists = async () =>
      (
        await db()
          .select()
          .from(findAttempts)
          .where(eq(findAttempts.id, row?.id ?? -1))
      ).length;
    const due = plus(attempted, recordRetention.findAttemptsDays * day);
    await purgeExpiredRecords(db(), 'car', plus(due, -1000));
    expect(await exists()).toBe(1);
    expect((await purgeExpiredRecords(db(), 'car', plus(due, 1000))).findAttempts).toBeGreaterThanOrEqual(1);
    expect(await exists()).toBe(0);
  });

  it('deletes idempotency keys after their retention', async () => {
    const created = at('1999-03-10T12:00:00Z');
    const key = `purge-test-${process.pid}`;
    await db()
      .insert(idempotencyKeys)
      .values({ tenant: 'car', scope: 'reservation', key, requestHash: 'x', createdAt: created });
    const exists = async () =>
      (
        await db()
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.tenant, 'car'), eq(idempotencyKeys.key, key)))
      ).length;
    const due = plus(created, recordRetention.idempotencyKeysDays * day);
    await purgeExpiredRecords(db(), 'car', plus(due, -1000));
    expect(await exists()).toBe(1);
    expect((await purgeExpiredRecords(db(), 'car', plus(due, 1000))).idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await exists()).toBe(0);
  });

  it('deletes rate counters after their retention', async () => {
    const windowStart = at('1999-04-10T12:00:00Z');
    const client = `purge-test-${process.pid}`;
    await db().insert(affiliateRateLimits).values({ scope: 'click', client, windowStart, count: 3 });
    const exists = async () =>
      (await db().select().from(affiliateRateLimits).where(eq(affiliateRateLimits.client, client))).length;
    const due = plus(windowStart, recordRetention.rateCountersHours * 3_600_000);
    await purgeExpiredRecords(db(), 'car', plus(due, -1000));
    expect(await exists()).toBe(1);
    expect((await purgeExpiredRecords(db(), 'car', plus(due, 1000))).rateCounters).toBeGreaterThanOrEqual(1);
    expect(await exists()).toBe(0);
  });

  it('keeps a session that has not expired', async () => {
    const now = at('1999-05-10T12:00:00Z');
    const [live] = await db()
      .insert(sessions)
      .values({ tenant: 'car', createdAt: plus(now, -day), expiresAt: plus(now, day) })
      .returning();
    await purgeExpiredRecords(db(), 'car', now);
    const { rows } = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sessions WHERE id = ${live?.id ?? ''}::uuid`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
