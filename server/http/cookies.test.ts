import {
  clearedCookie,
  readCookie,
  serializeCookie,
  signature,
  signedCookie,
  signingSecret,
  verifiedCookie,
  verifySigned,
} from './cookies.server';
import type { Database } from '../db/client.server';

const secret = 'a'.repeat(32);
const id = '0b7c1a52-6a9e-4a8e-9f55-2f5d8b1e4c77';
const expiresAt = new Date('2026-12-01T12:00:00Z');

/** The `name=value` part of a Set-Cookie, as a browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('cookies', () => {
  it('reads one cookie of a header, whatever stands around it', () => {
    expect(readCookie('a=1; __Host-x=two.parts;b=3', '__Host-x')).toBe('two.parts');
    expect(readCookie('__Host-xy=1', '__Host-x')).toBeUndefined();
    expect(readCookie('__Host-x=', '__Host-x')).toBeUndefined();
    expect(readCookie(null, '__Host-x')).toBeUndefined();
  });

  it('writes a __Host- cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, an expiry', () => {
    const header = serializeCookie('__Host-x', 'v', expiresAt);
    expect(header).toBe('__Host-x=v; Path=/; HttpOnly; Secure; SameSite=Lax; Expires=Tue, 01 Dec 2026 12:00:00 GMT');
    expect(header).not.toMatch(/Domain/i);
    expect(clearedCookie('__Host-x')).toBe(
      '__Host-x=; Path=/; HttpOnly; Secure; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });

  it('gives back a signed value it wrote, and nothing for a forged, altered or foreign one', () => {
    const header = signedCookie('__Host-x', id, secret, expiresAt);
    expect(verifiedCookie(sentBack(header), '__Host-x', secret)).toBe(id);
    expect(verifiedCookie(sentBack(header), '__Host-x', 'b'.repeat(32))).toBeUndefined();
    const other = '1b7c1a52-6a9e-4a8e-9f55-2f5d8b1e4c77';
    expect(verifySigned(`${other}.${signature(id, secret)}`, secret)).toBeUndefined();
    expect(verifySigned(`${id}.${signature(id, secret)}x`, secret)).toBeUndefined();
    expect(verifySigned(`${id}.${signature(id, secret)}.extra`, secret)).toBeUndefined();
    expect(verifySigned(id, secret)).toBeUndefined();
    expect(verifySigned(`.${signature('', secret)}`, secret)).toBeUndefined();
  });

  it('keeps a value with dots whole (the signature follows the last one)', () => {
    const header = signedCookie('n', 'state.with.dots', secret, expiresAt);
    expect(verifiedCookie(sentBack(header), 'n', secret)).toBe('state.with.dots');
  });

  describe('signingSecret', () => {
    const saved = process.env.HOUSE_TEST_SECRET;
    afterEach(() => {
      if (saved === undefined) delete process.env.HOUSE_TEST_SECRET;
      else process.env.HOUSE_TEST_SECRET = saved;
    });
    // The configured key answers before the database is asked; a database that is touched fails the test.
    const untouchable = new Proxy({} as Database, {
      get: () => {
        throw new Error('the database was asked');
      },
    });

    it('takes the configured key', async () => {
      process.env.HOUSE_TEST_SECRET = secret;
      await expect(signingSecret(untouchable, 'HOUSE_TEST_SECRET', 'unused')).resolves.toBe(secret);
    });

    it('refuses a configured key shorter than 32 characters', async () => {
      process.env.HOUSE_TEST_SECRET = 'short';
      await expect(signingSecret(untouchable, 'HOUSE_TEST_SECRET', 'unused')).rejects.toThrow(
        'HOUSE_TEST_SECRET must be at least 32 characters',
      );
    });
  });
});
