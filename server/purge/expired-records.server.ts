import { and, eq, lt } from 'drizzle-orm';
import { recordRetention } from '../../src/config/abuse';
import type { Database } from '../db/client.server';
import { affiliateRateLimits, findAttempts, idempotencyKeys, sessions } from '../db/schema';

/**
 * The daily purge of records that only served a while (issue 38, server/purge/README.md): expired
 * sessions, find attempts, idempotency keys and rate counters, each kept as long as `recordRetention`
 * (src/config/abuse.ts) says. The brand's own rows; the rate counters (no brand) of every brand.
 */

export interface PurgeCounts {
  sessions: number;
  findAttempts: number;
  idempotencyKeys: number;
  rateCounters: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Deletes what is past its retention at `now`; answers how many rows of each kind went (counts only). */
export async function purgeExpiredRecords(db: Database, tenant: string, now: Date): Promise<PurgeCounts> {
  const goneSessions = await db
    .delete(sessions)
    .where(
      and(eq(sessions.tenant, tenant), lt(sessions.expiresAt, daysBefore(now, recordRetention.expiredSessionsDays))),
    )
    .returning({ id: sessions.id });
  const goneAttempts = await db
    .delete(findAttempts)
    .where(and(eq(findAttempts.tenant, tenant), lt(findAttempts.at, daysBefore(now, recordRetention.findAttemptsDays))))
    .returning({ id: findAttempts.id });
  const goneKeys = await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenant, tenant),
        lt(idempotencyKeys.createdAt, daysBefore(now, recordRetention.idempotencyKeysDays)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  const goneCounters = await db
    .delete(affiliateRateLimits)
    .where(lt(affiliateRateLimits.windowStart, new Date(now.getTime() - recordRetention.rateCountersHours * 3_600_000)))
    .returning({ client: affiliateRateLimits.client });
  return {
    sessions: goneSessions.length,
    findAttempts: goneAttempts.length,
    idempotencyKeys: goneKeys.length,
    rateCounters: goneCounters.length,
  };
}
