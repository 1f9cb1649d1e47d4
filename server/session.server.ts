import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './db/client.server';
import { sessions } from './db/schema';
import { readCookie, signedCookie, signingSecret, verifySigned } from './http/cookies.server';

/**
 * Anonymous sessions (issue 5): a signed, HttpOnly, SameSite=Lax, Secure cookie holding the id of a
 * session row. The row, not the cookie, says which reservations the visitor proved, so nothing in
 * the cookie can be forged into access. The signing key is SESSION_SECRET, or on the embedded default
 * a random key the database keeps (generated once; never in the repository or the bundle).
 *
 * Issue 38: the cookie's name has the `__Host-` prefix, so a browser takes it only from this very host,
 * Secure, with Path=/ and no Domain (a sibling subdomain cannot plant one); a session is written only
 * when something needs it (a booking, a proof), and its id changes when it proves a reservation that it
 * did not make itself (session fixation).
 */

export const sessionCookieName = '__Host-nl_session';
const sessionLifetimeMs = 30 * 24 * 3_600_000;

export interface Session {
  id: string;
  tenant: string;
  expiresAt: Date;
  provenReservations: string[];
}

export interface SessionResult {
  session: Session;
  /** Set-Cookie to send when the session was created or renewed. */
  setCookie?: string;
}

const sessionSecret = (db: Database) => signingSecret(db, 'SESSION_SECRET', 'session_signing_key');

/** The session id of a cookie header whose signature is right, else undefined. */
export function verifySessionCookie(cookieHeader: string | null, secret: string): string | undefined {
  const signed = readCookie(cookieHeader, sessionCookieName);
  const id = signed === undefined ? undefined : verifySigned(signed, secret);
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

const cookieFor = (id: string, secret: string, expiresAt: Date) =>
  signedCookie(sessionCookieName, id, secret, expiresAt);

function toSession(row: typeof sessions.$inferSelect): Session {
  return { id: row.id, tenant: row.tenant, expiresAt: row.expiresAt, provenReservations: row.provenReservations };
}

/** The caller's live session, or undefined when there is none (no cookie, a forged one, expired). */
export async function findSession(
  db: Database,
  request: Request,
  tenant: string,
  now: Date,
): Promise<Session | undefined> {
  const secret = await sessionSecret(db);
  const id = verifySessionCookie(request.headers.get('cookie'), secret);
  if (!id) return undefined;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.tenant, tenant), gt(sessions.expiresAt, now)));
  return row ? toSession(row) : undefined;
}

/** The caller's session, created (with its cookie) on first need. */
export async function ensureSession(db: Database, request: Request, tenant: string, now: Date): Promise<SessionResult> {
  const existing = await findSession(db, request, tenant, now);
  if (existing) return { session: existing };
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  const [row] = await db.insert(sessions).values({ tenant, expiresAt, createdAt: now }).returning();
  if (!row) throw new Error('The session could not be created');
  return { session: toSession(row), setCookie: cookieFor(row.id, await sessionSecret(db), expiresAt) };
}

/**
 * Gives the session a new id, keeping its proofs and its expiry (issue 38, session fixation): called when
 * a session that existed before the request proves a reservation, so an id planted in the visitor's
 * browser before that no longer opens anything. Answers the Set-Cookie of the new id.
 */
export async function rotateSession(db: Database, session: Session): Promise<Required<SessionResult>> {
  const [row] = await db
    .update(sessions)
    .set({ id: sql`gen_random_uuid()` })
    .where(eq(sessions.id, session.id))
    .returning();
  if (!row) throw new Error('The session could not be renewed');
  return { session: toSession(row), setCookie: cookieFor(row.id, await sessionSecret(db), row.expiresAt) };
}

/** Records that the session proved a reservation (reference and email or last name). */
export async function proveReservation(db: Database, sessionId: string, reference: string): Promise<void> {
  await db
    .update(sessions)
    .set({
      provenReservations: sql`(
        SELECT coalesce(jsonb_agg(DISTINCT value), '[]'::jsonb)
        FROM jsonb_array_elements_text(${sessions.provenReservations} || ${JSON.stringify([reference])}::jsonb)
      )`,
    })
    .where(eq(sessions.id, sessionId));
}

export function hasProved(session: Session | undefined, reference: string): boolean {
  return session?.provenReservations.includes(reference) ?? false;
}

/**
 * Ends the session (issue 40, "sign out of a reservation" on a shared device): its row is deleted, so the
 * cookie, even if kept, proves nothing any more. Answers the Set-Cookie that clears the cookie.
 */
export async function endSession(db: Database, session: Session): Promise<string> {
  await db.delete(sessions).where(eq(sessions.id, session.id));
  return clearedSessionCookie;
}

/** The Set-Cookie that removes the session cookie from the browser (an empty value, long expired). */
export const clearedSessionCookie = [
  `${sessionCookieName}=`,
  'Path=/',
  'HttpOnly',
  'Secure',
  'SameSite=Lax',
  'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
].join('; ');
