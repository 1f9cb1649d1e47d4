import type { Currency } from './currencies';

/**
 * The largest refund request the desk may approve alone, per currency, in minor units: about
 * 50,000 ISK (about €350) in each currency, rounded. A refund is paid in the reservation's own
 * currency, so the limit is read in that currency, never converted at today's rate. Above it only a
 * manager approves (403 `manager_required` to a desk account; server/staff/README.md).
 */
export const deskRefundLimit: Record<Currency, number> = {
  ISK: 50_000,
  EUR: 35_000,
  USD: 37_500,
  GBP: 30_000,
  CAD: 51_000,
  CHF: 33_000,
  DKK: 260_000,
  SEK: 390_000,
  NOK: 400_000,
};
