import { ledgerTotals, rejectedPurpose } from './ledger.server';

const at = new Date('2027-12-01T10:00:00Z');

function entry(kind: string, purpose: string, amount: number, reference: string, key: string) {
  return {
    kind: kind as Parameters<typeof ledgerTotals>[0][number]['kind'],
    purpose,
    amount,
    gatewayReference: reference,
    paymentReference: null,
    createdAt: at,
    authorisationExpiresAt: null,
    idempotencyKey: key,
    failureCode: null,
  };
}

describe('ledgerTotals and a charge not taken as payment (issue 37)', () => {
  it('counts neither its refund, nor that refund failing, in the customer’s totals', () => {
    const paidBooking = [
      entry('authorised', 'booking', 40_000, 'PSP-PAID', 'authorised:PSP-PAID'),
      entry('captured', 'booking', 40_000, 'PSP-PAID', 'captured:PSP-PAID'),
    ];
    const rejected = [
      entry('failed', 'booking', 35_000, 'PSP-GBP', 'rejected:PSP-GBP'),
      entry('refund_requested', rejectedPurpose, 35_000, 'PSP-REFUND', 'rejected:PSP-GBP:refund'),
    ];
    const refunded = entry('refunded', rejectedPurpose, 35_000, 'PSP-REFUND', 'refunded:PSP-REFUND');
    const failed = entry('failed', rejectedPurpose, 35_000, 'PSP-REFUND', 'failed:refund:PSP-REFUND');
    for (const outcome of [[], [refunded], [failed]]) {
      const totals = ledgerTotals([...paidBooking, ...rejected, ...outcome]);
      expect({ paid: totals.paid, refunded: totals.refunded }).toEqual({ paid: 40_000, refunded: 0 });
      expect(totals.deposit).toMatchObject({ status: 'not_held', pending: { capture: 0, release: 0, renewal: false } });
    }
    // The customer's own refund still counts.
    const own = entry('refunded', 'cancellation', 10_000, 'PSP-OWN', 'cancellation:PSP-PAID');
    expect(ledgerTotals([...paidBooking, ...rejected, refunded, own]).refunded).toBe(10_000);
  });
});
