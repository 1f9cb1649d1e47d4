import { currencyMinorUnits, isCurrency } from '../../src/config/currencies';
import { deskRefundLimit } from '../../src/config/staff';
import type { StaffRole } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import { roleAllows } from './roles';

/** The desk's limit in words: "50,000 ISK", "350.00 EUR". */
function limitInWords(limit: number, currency: string): string {
  const digits = isCurrency(currency) ? Math.log10(currencyMinorUnits[currency]) : 0;
  const major = limit / 10 ** digits;
  const number = new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${number.format(major)} ${currency}`;
}

/**
 * Whether `role` may approve a refund of `amount` (minor units of the reservation's `currency`): a
 * manager always, the desk up to `deskRefundLimit` of that currency. Pure; 403 `manager_required` when
 * not, saying the limit. A currency without a limit (none today) needs a manager.
 */
export function assertMayApproveRefund(role: StaffRole, amount: number, currency: string): void {
  if (roleAllows(role, 'manager')) return;
  const limit = isCurrency(currency) ? deskRefundLimit[currency] : 0;
  if (amount <= limit) return;
  throw new ApiError(
    403,
    'manager_required',
    limit > 0
      ? `Refunds above ${limitInWords(limit, currency)} need a manager: ask a manager to approve this one.`
      : 'This refund needs a manager: ask a manager to approve it.',
  );
}
