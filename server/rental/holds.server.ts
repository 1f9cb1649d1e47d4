import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { unpaidHoldLimits } from '../../src/config/abuse';
import { storedSecret } from '../app-secrets.server';
import type { Database, Transaction } from '../db/client.server';
import { ApiError } from '../http/api-error.server';

/**
 * The limit of unpaid holds per client (issue 38, docs/decisions/045): each unpaid booking holds a unit
 * for `unpaidHoldMinutes`, so without a limit a short script keeps a class "booked" all day. A hold
 * counts for its session and for its client's address until it is paid, cancelled or expires; the
 * counts are rows of `reservations` in PostgreSQL, so every function instance agrees.
 */

/** Who asks for a hold: the session, and the client's address when known (a keyed hash of it is kept). */
export interface HoldClient {
  sessionId: string;
  address: string | null;
}

/** What is stored of the client: its session and a keyed hash of its address (never the address itself). */
export interface HoldOwner {
  sessionId: string;
  addressHash: string | null;
}

/** A keyed SHA-256 of the address (the key stored once in `app_secrets`), so the address is never kept. */
export async function holdOwnerOf(db: Database, client: HoldClient): Promise<HoldOwner> {
  if (client.address === null || client.address === 'unknown')
    return { sessionId: client.sessionId, addressHash: null };
  const key = await storedSecret(db, 'client_hash_key');
  const addressHash = createHmac('sha256', key).update(`address:${client.address}`).digest('hex').slice(0, 32);
  return { sessionId: client.sessionId, addressHash };
}

/**
 * Refuses a new unpaid hold with 429 `too_many_holds` when the owner's session or address already has
 * its limit of live unpaid holds; `Retry-After` is the time until the first of them runs out. Run in the
 * booking's transaction before the hold is written: the advisory lock makes two holds of one client at
 * the same instant count one after the other.
 */
export async function checkHoldLimit(tx: Transaction, tenant: string, owner: HoldOwner, now: Date): Promise<void> {
  const client = owner.addressHash ?? owner.sessionId;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`holds:${tenant}:${client}`}))`);
  const at = now.toISOString();
  const [counts] = (
    await tx.execute<{ session: number; address: number; first: string | Date | null }>(sql`
      SELECT
        count(*) FILTER (WHERE hold_session = ${owner.sessionId}::uuid)::int AS session,
        count(*) FILTER (WHERE hold_client = ${owner.addressHash})::int AS address,
        min(hold_expires_at) AS first
      FROM reservations
      WHERE tenant = ${tenant} AND status = 'pending_payment' AND hold_expires_at > ${at}::timestamptz
        AND (hold_session = ${owner.sessionId}::uuid OR hold_client = ${owner.addressHash})`)
  ).rows;
  const session = counts?.session ?? 0;
  const address = counts?.address ?? 0;
  if (session < unpaidHoldLimits.perSession && address < unpaidHoldLimits.perAddress) return;
  const first = counts?.first ? new Date(counts.first) : new Date(now.getTime() + 60_000);
  const seconds = Math.max(1, Math.ceil((first.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new ApiError(
    429,
    'too_many_holds',
    `You already have ${Math.max(session, address)} bookings waiting for payment. Please pay for one of them, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
