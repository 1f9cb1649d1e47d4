import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.server';
import { auditLog, staffActions } from '../db/schema';
import type { StaffSession } from './sessions.server';

/**
 * The staff audit: every action a staff member takes, with who (session, e-mail, role), when, what,
 * and the state before and after, written in the transaction of the action itself. `before`/`after`
 * hold state (status, times, amounts), never licence photos, kennitala or signatures.
 */
export async function recordStaffAction(
  db: Executor,
  staff: StaffSession,
  entry: {
    reservationId: string | null;
    action: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    details?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await db.insert(staffActions).values({
    tenant: staff.tenant,
    reservationId: entry.reservationId,
    staffSessionId: staff.id,
    actor: staff.email,
    role: staff.role,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    details: entry.details ?? {},
    at: entry.at,
  });
}

export interface HistoryEntry {
  at: string;
  action: string;
  /** `customer` for the customer's own session, the staff member's e-mail, or `system`. */
  by: string;
  role: 'customer' | 'desk' | 'manager' | 'system';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown>;
}

/**
 * Every change of a reservation, oldest first: the engine's audit log and the staff actions together.
 * Opening the reservation's page (`reservation.viewed`, audited for every view) is no change: it stays in
 * `staff_actions` for an audit, out of the desk's history, which it would fill with each visit.
 */
export async function historyOf(db: Executor, tenant: string, reservationId: string): Promise<HistoryEntry[]> {
  const engine = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenant, tenant), eq(auditLog.reservationId, reservationId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const staff = await db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.tenant, tenant), eq(staffActions.reservationId, reservationId)))
    .orderBy(asc(staffActions.at), asc(staffActions.id));
  // The engine's rows of a change staff made on the customer's behalf carry the staff session's id.
  const staffBySession = new Map(staff.map((row) => [row.staffSessionId, row]));
  const whoOf = (row: typeof auditLog.$inferSelect): Pick<HistoryEntry, 'by' | 'role'> => {
    const actor = row.sessionId ? staffBySession.get(row.sessionId) : undefined;
    if (actor) return { by: actor.actor, role: actor.role };
    if (typeof row.details.by === 'string') return { by: row.details.by, role: 'manager' };
    return row.sessionId ? { by: 'customer', role: 'customer' } : { by: 'system', role: 'system' };
  };
  const entries: HistoryEntry[] = [
    ...engine.map((row) => ({
      at: row.at.toISOString(),
      action: row.action,
      ...whoOf(row),
      before: null,
      after: null,
      details: row.details,
    })),
    ...staff
      .filter((row) => row.action !== 'reservation.viewed')
      .map((row) => ({
        at: row.at.toISOString(),
        action: `staff.${row.action}`,
        by: row.actor,
        role: row.role,
        before: row.before,
        after: row.after,
        details: row.details,
      })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
