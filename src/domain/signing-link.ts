import { signingLinkValidHours } from '../config/constants';

/**
 * A signing link opens the signature step of one contract without a session (spec §2). It works until
 * it expires or until that contract is signed, whichever comes first.
 */

export function signingLinkExpiresAt(createdAt: Date, validHours = signingLinkValidHours): Date {
  return new Date(createdAt.getTime() + validHours * 3_600_000);
}

export type SigningLinkState = 'valid' | 'expired' | 'used';

/** The link's state at `now` (the clock passed in): a used link says so even after it has also expired. */
export function signingLinkState(link: { expiresAt: Date; usedAt: Date | null }, now: Date): SigningLinkState {
  if (link.usedAt) return 'used';
  return now.getTime() < link.expiresAt.getTime() ? 'valid' : 'expired';
}
