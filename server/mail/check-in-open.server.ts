import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { tenants, type TenantId } from '../../src/config/tenants';
import type { Database } from '../db/client.server';
import { mailOutbox, reservations } from '../db/schema';
import { checkInOpensAt, isCheckInOpenMessageDue } from './check-in-open';
import { enqueueMessage } from './outbox.server';

/**
 * The scheduled part of the "check-in is open" message: writes the message for every reservation of
 * `tenant` whose check-in has opened by `now` (`isCheckInOpenMessageDue`). Each is written in a
 * transaction that locks the reservation and checks the rule again, under the version `pickup-<time>`:
 * run twice, or by two schedulers at once, it writes one message; a changed pickup time earns a new one.
 * Reservations that already have their message are not looked at again. Returns how many were.
 */
export async function enqueueCheckInOpenMessages(db: Database, tenant: TenantId, now: Date): Promise<number> {
  const hours = tenants[tenant].hours.hoursUntilCheckInOpen;
  const windowEnd = new Date(now.getTime() + hours * 3_600_000);
  // Pickups ahead whose window has opened: pickup in (now, now + hours].
  const candidates = await db
    .select({ id: reservations.id, pickupAt: reservations.pickupAt })
    .from(reservations)
    .where(
      and(
        eq(reservations.tenant, tenant),
        eq(reservations.status, 'confirmed'),
        gt(reservations.pickupAt, now),
        lte(reservations.pickupAt, windowEnd),
      ),
    );
  const versionOf = (pickupAt: Date) => `pickup-${checkInOpensAt(pickupAt, hours).toISOString()}`;
  const written = new Set(
    candidates.length === 0
      ? []
      : (
          await db
            .select({ reservationId: mailOutbox.reservationId, version: mailOutbox.version })
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.kind, 'check-in-open'),
                inArray(
                  mailOutbox.reservationId,
                  candidates.map((candidate) => candidate.id),
                ),
              ),
            )
        ).map((message) => `${message.reservationId} ${message.version}`),
  );
  const pending = candidates.filter(({ id, pickupAt }) => !written.has(`${id} ${versionOf(pickupAt)}`));
  for (const { id } of pending) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
      if (!row || !isCheckInOpenMessageDue(row, hours, now)) return;
      await enqueueMessage(tx, {
        kind: 'check-in-open',
        reservation: row,
        now,
        version: versionOf(row.pickupAt),
      });
    });
  }
  return pending.length;
}
