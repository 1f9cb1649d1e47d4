import { randomInt } from 'node:crypto';
import type { TenantId } from '../../src/config/tenants';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const tenantLetter: Record<TenantId, string> = { car: 'C', camper: 'K', longterm: 'L' };

/**
 * A short human-friendly reservation reference: the brand's letter and six random characters
 * (31^6, about 887 million), e.g. "C7KQ3XP". Random, so references cannot be enumerated; finding one
 * also needs the email or last name and is rate limited.
 */
export function newReference(tenant: TenantId): string {
  let reference = tenantLetter[tenant];
  for (let index = 0; index < 6; index += 1) reference += alphabet[randomInt(alphabet.length)];
  return reference;
}

/** A reference as a customer types it: trimmed, upper case, without spaces or dashes. */
export function normalizeReference(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}
