import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { staffSessions, type StaffRole } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import { signedCookie, signingSecret, verifiedCookie } from '../http/cookies.server';
import { findSession } from '../session.server';
import type { EngineContext } from '../rental/context.server';
import { roleAllows } from './roles';

/**
 * Staff sessions: a signed, HttpOnly, SameSite=Lax, Secure cookie `__Host-nl_staff` holding the id of a
 * `staff_sessions` row, which says who and which role until it expires. Separate from the customers'
 * `__Host-nl_session` in every way: table, cookie, signing key. Every sign-in starts a new row (a new
 * id) and ends the one the browser came with (issue 38, session fixation).
 */
export const staffCookieName = '__Host-nl_staff';

export interface StaffSession {
  id: string;
  tenant: string;
  email: string;
  name: string;
  role: StaffRole;
  expiresAt: Date;
}

const staffSecret = (db: Database) => signingSecret(db, 'STAFF_SESSION_SECRET', 'staff_session_signing_key');

/** A Set-Cookie for `value` signed with the staff key (the staff session, the sign-in's state). */
export async function signCookie(db: Database, name: string, value: string, expiresAt: Date): Promise<string> {
  return signedCookie(name, value, await staffSecret(db), expiresAt);
}

/** The value of cookie `name` of the request when it carries the staff key's signature, else undefined. */
export async function readSignedCookie(db: Database, request: Request, name: string): Promise<string | undefined> {
  return verifiedCookie(request.headers.get('cookie'), name, await staffSecret(db));
}

/** Starts a staff session; answers it with its Set-Cookie. */
export async function createStaffSession(
  context: EngineContext,
  person: { issuer: string; subject: string; email: string; name: string; role: StaffRole },
  hours: number,
): Promise<{ session: StaffSession; setCookie: string }> {
  const { db, tenant, now } = context;
  // Expired rows of anyone go as a new one starts: the table never grows without bound.
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  const [row] = await db
    .insert(staffSessions)
    .values({ tenant, ...person, createdAt: now, expiresAt })
    .returning();
  if (!row) throw new Error('The staff session could not be created');
  return { session: toSession(row), setCookie: await signCookie(db, staffCookieName, row.id, expiresAt) };
}

function toSession(row: typeof staffSessions.$inferSelect): StaffSession {
  return { id: row.id, tenant: row.tenant, email: row.email, name: row.name, role: row.role, expiresAt: row.expiresAt };
}

/** The caller's live staff session of this brand, or undefined (no cookie, forged, expired, signed out). */
export async function findStaffSession(context: EngineContext, request: Request): Promise<StaffSession | undefined> {
  const { db, tenant, now } = context;
  const id = await readSignedCookie(db, request, staffCookieName);
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.id, id), eq(staffSessions.tenant, tenant), gt(staffSessions.expiresAt, now)));
  return row ? toSession(row) : undefined;
}

export async function endStaffSession(context: EngineContext, request: Request): Promise<void> {
  const session = await findStaffSession(context, request);
  if (session) await context.db.delete(staffSessions).where(eq(staffSessions.id, session.id));
}

/**
 * The staff session of the request, allowed to act as `role` (desk by default). 401 `staff_sign_in_required`
 * without one; 403 `not_staff` when the caller has only a customer's session; 403 `role_not_allowed`
 * when their role may not do this.
 */
export async function requireStaff(
  context: EngineContext,
  request: Request,
  role: StaffRole = 'desk',
): Promise<StaffSession> {
  const staff = await findStaffSession(context, request);
  if (!staff) {
    const customer = await findSession(context.db, request, context.tenant, context.now);
    if (customer) {
      throw new ApiError(403, 'not_staff', 'This is for the rental company’s staff only.');
    }
    throw new ApiError(401, 'staff_sign_in_required', 'Sign in as staff to see this.');
  }
  return requireRole(staff, role);
}

/** The staff session if its role may act as `role`; 403 `role_not_allowed` when it may not. */
export function requireRole(staff: StaffSession, role: StaffRole): StaffSession {
  if (!roleAllows(staff.role, role)) {
    throw new ApiError(403, 'role_not_allowed', `Only a ${role} may do this.`);
  }
  return staff;
}
