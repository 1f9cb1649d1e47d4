import type { TenantId } from './tenants';

/**
 * How each brand holds the deposit (the excess) on the customer's card: a pre-authorisation, never a
 * charge, released after the return unless staff capture part of it (docs/decisions/024).
 */
export interface DepositTerms {
  /** For customers who skip online check-in: the hold is placed this many days before pickup. */
  placeDaysBeforePickup: number;
  /** The hold is released this many days after the return. */
  releaseDaysAfterReturn: number;
  /**
   * How long the processor keeps a car-rental pre-authorisation. A hold that would lapse before its
   * release is renewed (an authorisation adjustment of the same amount) a few days before it lapses.
   */
  authorisationValidityDays: number;
  renewDaysBeforeExpiry: number;
  /** A hold the stored card refused is tried again, with a new attempt, this many hours later (the sweep). */
  holdRetryHours: number;
}

export const depositTerms: Record<TenantId, DepositTerms> = {
  car: {
    placeDaysBeforePickup: 2,
    releaseDaysAfterReturn: 3,
    authorisationValidityDays: 28,
    renewDaysBeforeExpiry: 3,
    holdRetryHours: 24,
  },
  camper: {
    placeDaysBeforePickup: 2,
    releaseDaysAfterReturn: 5,
    authorisationValidityDays: 28,
    renewDaysBeforeExpiry: 3,
    holdRetryHours: 24,
  },
  longterm: {
    placeDaysBeforePickup: 2,
    releaseDaysAfterReturn: 7,
    authorisationValidityDays: 28,
    renewDaysBeforeExpiry: 3,
    holdRetryHours: 24,
  },
};
