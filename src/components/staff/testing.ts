import type { StaffReservationAnswer, StaffReservationFacts } from '../../api-client/staff-types';
import { confirmedReservation } from '../reservation/testing';

/**
 * A reservation as the desk's GET /api/staff/reservations/{reference} answers it (docs/api.md "Staff
 * desk"), with every part filled: the customer's every field, a second driver, licence photos, a signed
 * contract, a held deposit, a payment problem, a refund request, the ledger, the history and the e-mails.
 * `history`, `emails` and `ledger` are given by the test (every code the server writes).
 */
export function fullStaffAnswer(
  parts: Pick<StaffReservationFacts, 'history' | 'emails' | 'ledger'>,
): StaffReservationAnswer {
  return {
    reservation: {
      ...confirmedReservation,
      status: 'checked_in',
      pickup: { location: { id: 'kef', title: 'Keflavík Airport' }, at: '2026-11-28T14:05' },
      return: { location: { id: 'rvk', title: 'Reykjavík' }, at: '2026-12-01T10:00' },
      customer: {
        firstName: 'Guðrún',
        lastName: 'Jónsdóttir',
        email: 'gudrun@example.com',
        phone: '+3545551234',
        country: 'IS',
        dateOfBirth: '1990-05-02',
      },
      trip: { numberOfPassengers: 2, flightNumber: 'FI615', arrivalTime: '13:30', specialComments: null },
      deposit: { ...confirmedReservation.deposit, status: 'held', heldAmount: 100000 },
      createdAt: '2026-11-01T09:30:00.000Z',
    },
    staff: {
      pickedUpAt: '2026-11-28T14:05:00.000Z',
      returnedAt: null,
      handover: { pickup: { odometer: 12345, fuel: 'full' } },
      depositReleaseOn: '2026-12-08T10:00:00.000Z',
      bookingDetails: null,
      checkInDetails: {
        licenseNumber: '1234567',
        drivers: [{ fullName: 'Jón Jónsson', licenseNumber: '7654321', dateOfBirth: '1988-01-15' }],
      },
      lease: null,
      licencePhotos: [
        {
          driver: 0,
          side: 'front',
          contentType: 'image/jpeg',
          uploadedAt: '2026-11-27T10:00:00.000Z',
          url: '/api/staff/reservations/CJY9NMP/licence-photos/0/front',
        },
      ],
      contract: {
        url: '/api/staff/reservations/CJY9NMP/contract',
        createdAt: '2026-11-27T10:05:00.000Z',
        sha256: 'abc',
        signed: true,
        signedAt: '2026-11-27T10:06:00.000Z',
        signerName: 'Guðrún Jónsdóttir',
      },
      ledger: parts.ledger,
      paymentProblems: [
        {
          reason: 'amount_mismatch',
          action: 'refunded',
          refund: 'done',
          refundFailure: null,
          expected: { amount: 14400, currency: 'EUR' },
          authorised: { amount: 10000, currency: 'EUR' },
          pspReference: 'PSP123',
          at: '2026-11-02T10:00:00.000Z',
        },
      ],
      deposit: {
        status: 'held',
        heldAmount: 100000,
        capturedAmount: 0,
        amount: 100000,
        missing: false,
        holdRefused: false,
        pending: { capture: 0, release: 0, renewal: false },
        failures: [],
        renewalFailed: false,
        lapsesAt: null,
      },
      refundRequests: [
        {
          id: 'rr-1',
          amount: 1000,
          reason: 'The child seat was missing',
          status: 'approved',
          requestedAt: '2026-11-29T08:00:00.000Z',
          decidedAt: '2026-11-29T09:00:00.000Z',
          decidedBy: 'desk@example.com',
          refundedAmount: 1000,
        },
      ],
      history: parts.history,
      emails: parts.emails,
    },
  };
}
