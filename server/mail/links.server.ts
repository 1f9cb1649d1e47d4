import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { reservationLinkValidDaysAfterReturn } from '../../src/config/constants';
import { storedSecret } from '../app-secrets.server';
import type { Database } from '../db/client.server';
import { reservationLinks, reservations } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import { audit } from '../rental/reservations.server';
import type { EngineContext } from '../rental/context.server';
import { proveReservation, type Session } from '../session.server';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** When a reservation's e-mail link stops working: `reservationLinkValidDaysAfterReturn` days after the return. */
export function reservationLinkExpiresAt(returnAt: Date): Date {
  return new Date(returnAt.getTime() + reservationLinkValidDaysAfterReturn * 86_400_000);
}

/**
 * The token of one outbox message's link: an HMAC of the message id under a key the database keeps, so
 * a retried send puts the same link in the same message, and the token itself is stored nowhere. Only
 * its SHA-256 is kept, with the reservation it opens and until when.
 */
export async function reservationLinkToken(
  db: Database,
  link: { tenant: string; reservationId: string; messageId: string; expiresAt: Date; now: Date },
): Promise<string> {
  const key = await storedSecret(db, 'reservation_link_key');
  const token = createHmac('sha256', key).update(link.messageId).digest('base64url');
  await db
    .insert(reservationLinks)
    .values({
      tokenSha256: sha256(token),
      tenant: link.tenant,
      reservationId: link.reservationId,
      expiresAt: link.expiresAt,
      createdAt: link.now,
    })
    .onConflictDoNothing();
  return token;
}

/**
 * POST /api/reservations/open: the e-mail link's token proves its reservation to the caller's session,
 * exactly as the find page's reference and e-mail do. An unknown token answers 404 `link_invalid`, an
 * expired one 410 `link_expired`; the page then shows the find form with a message.
 */
export async function openReservationByLink(context: EngineContext, token: string, session: Session) {
  const { db, tenant, now } = context;
  const [link] = await db
    .select()
    .from(reservationLinks)
    .where(and(eq(reservationLinks.tokenSha256, sha256(token)), eq(reservationLinks.tenant, tenant)));
  if (!link) throw new ApiError(404, 'link_invalid', 'This link does not open a reservation.');
  if (link.expiresAt <= now) throw new ApiError(410, 'link_expired', 'This link has expired.');
  const [row] = await db.select().from(reservations).where(eq(reservations.id, link.reservationId));
  if (!row) throw new ApiError(404, 'link_invalid', 'This link does not open a reservation.');
  await proveReservation(db, session.id, row.reference);
  await audit(db, {
    tenant,
    reservationId: row.id,
    sessionId: session.id,
    action: 'reservation.opened-by-link',
    at: now,
  });
  return row;
}
