import { createHash } from 'node:crypto';

/** The SHA-256 of a document's bytes, in hex (a contract, a signed contract, a licence photo). */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
