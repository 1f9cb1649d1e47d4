import type { StaffReservationAnswer, StaffReservationFacts } from '../../api-client/staff-types';
import type { ConditionPhoto, StaffConditionAnswer } from '../../api-client/types';
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

const base = '/api/staff/reservations/CJY9NMP';

function photo(stage: string, angle: string, sequence: number, extra: Partial<ConditionPhoto> = {}): ConditionPhoto {
  const id = `${stage}-${angle}-${sequence}`;
  return {
    id,
    clientId: `client-${id}`,
    angle,
    sequence,
    note: null,
    position: null,
    takenAt: stage === 'pickup' ? '2026-11-28T14:02:00.000Z' : '2026-12-01T09:40:00.000Z',
    receivedAt: stage === 'pickup' ? '2026-11-28T14:03:10.000Z' : '2026-12-01T09:41:30.000Z',
    place: null,
    author: 'customer',
    contentType: 'image/jpeg',
    size: 1000,
    url: `${base}/condition/photos/${id}`,
    ...extra,
  };
}

/** The desk's condition answer (GET …/condition): pickup and return photos of each angle, damage, notes. */
export function fullConditionAnswer(extra: Partial<StaffConditionAnswer['condition']> = {}): StaffConditionAnswer {
  const angles = ['front', 'back', 'left', 'right', 'windscreen', 'dashboard'];
  return {
    condition: {
      settings: { angles, maxDamagePhotos: 8 },
      open: 'return',
      stages: [
        {
          stage: 'pickup',
          opensAt: '2026-11-28T14:00:00.000Z',
          confirmedAt: '2026-11-28T14:10:00.000Z',
          closedAt: null,
          photos: [
            ...angles.map((angle, index) => photo('pickup', angle, index + 1)),
            photo('pickup', 'damage', 7, { note: 'Scratch on the rear bumper', position: { x: 0.42, y: 0.81 } }),
            photo('pickup', 'front', 8, { author: 'staff', takenAt: '2026-11-28T14:20:00.000Z' }),
          ],
          notes: [
            { id: 'n1', text: 'Small chip in the windscreen', author: 'staff', createdAt: '2026-11-28T14:25:00.000Z' },
          ],
        },
        {
          stage: 'return',
          opensAt: '2026-11-30T10:00:00.000Z',
          confirmedAt: null,
          closedAt: null,
          photos: angles.slice(0, 3).map((angle, index) => photo('return', angle, index + 1)),
          notes: [],
        },
      ],
      report: `${base}/condition/report.pdf`,
      claim: null,
      purgeAfter: '2027-01-30T10:00:00.000Z',
      ...extra,
    },
  };
}

/** An answer of the fake functions: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * A fetch that answers by method and path (`GET /api/staff/me`, or a prefix ending in `*`), as the functions would: each route
 * gives the answer (or a function of the request's body) of its calls; every call is kept.
 */
export function answerRoutes(routes: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  // jsdom has no fetch: the client calls globalThis.fetch, which this stands in for.
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).split('?')[0] ?? '';
    const raw = init?.body;
    const body =
      typeof raw === 'string'
        ? (JSON.parse(raw) as unknown)
        : raw instanceof FormData
          ? {
              meta: JSON.parse(String(raw.get('meta'))) as unknown,
              photo: raw.get('photo'),
              reportCopy: raw.get('reportCopy'),
            }
          : null;
    calls.push({ method, path, body });
    // A route ending in `*` answers every path that starts as it does (a photo's id the page makes up).
    const route =
      routes[`${method} ${path}`] ??
      Object.entries(routes).find(
        ([key]) => key.endsWith('*') && `${method} ${path}`.startsWith(key.slice(0, -1)),
      )?.[1];
    const answer = typeof route === 'function' ? route(body) : route;
    if (!answer) throw new Error(`No answer for ${method} ${path}`);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers(),
      json: async () => answer.body,
    } as unknown as Response;
  });
  globalThis.fetch = fetch;
  return calls;
}
