import { createHmac, timingSafeEqual } from 'node:crypto';
import { storedSecret } from '../app-secrets.server';
import type { Database } from '../db/client.server';

/**
 * The one place that signs, verifies, parses and writes this site's cookies (issue 41). The customers'
 * session (`server/session.server.ts`), the staff session and the staff sign-in
 * (`server/staff/sessions.server.ts`) all use it, each with its own name and its own key.
 *
 * A signed cookie is `value.signature`, the signature an HMAC-SHA256 of the value (base64url). Every
 * cookie written here is `Path=/; HttpOnly; Secure; SameSite=Lax` with an expiry, which is what a
 * `__Host-` name asks (Secure, Path=/, no Domain).
 */

/** The value of cookie `name` in a Cookie header, undefined when it is not there or empty. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  return value || undefined;
}

/** The HMAC-SHA256 of `value` under `secret`, base64url. */
export function signature(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** The value of a `value.signature` pair whose signature is right (compared in constant time), else undefined. */
export function verifySigned(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(signature(value, secret));
  const given = Buffer.from(signed.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : undefined;
}

/** The value of cookie `name` whose signature is right, else undefined. */
export function verifiedCookie(cookieHeader: string | null, name: string, secret: string): string | undefined {
  const signed = readCookie(cookieHeader, name);
  return signed === undefined ? undefined : verifySigned(signed, secret);
}

/** A Set-Cookie header: HttpOnly, Secure, SameSite=Lax, Path=/ (the pages and the API), until `expiresAt`. */
export function serializeCookie(name: string, value: string, expiresAt: Date): string {
  return [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'Secure',
    'SameSite=Lax',
    `Expires=${expiresAt.toUTCString()}`,
  ].join('; ');
}

/** A Set-Cookie for a signed value. */
export function signedCookie(name: string, value: string, secret: string, expiresAt: Date): string {
  return serializeCookie(name, `${value}.${signature(value, secret)}`, expiresAt);
}

/** A Set-Cookie that makes the browser forget cookie `name`. */
export function clearedCookie(name: string): string {
  return serializeCookie(name, '', new Date(0));
}

/**
 * A signing key: the environment variable `variable` when set (at least 32 characters), else a random key
 * the database keeps under `storedName` (generated once; never in the repository or the bundle).
 */
export async function signingSecret(db: Database, variable: string, storedName: string): Promise<string> {
  const configured = process.env[variable];
  if (configured) {
    if (configured.length < 32) throw new Error(`${variable} must be at least 32 characters`);
    return configured;
  }
  return storedSecret(db, storedName);
}
