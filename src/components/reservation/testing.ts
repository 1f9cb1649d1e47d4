import type { Reservation } from '../../api-client/types';

/** A confirmed reservation as GET /api/reservations/{reference} answers it (docs/api.md). */
export const confirmedReservation: Reservation = {
  reference: 'CJY9NMP',
  status: 'confirmed',
  classId: 'car-toyota-aygo-x',
  vehicle: { classId: 'car-toyota-aygo-x', name: 'Toyota Aygo X', orSimilar: true },
  pickup: { location: { id: 'kef', title: 'Keflavík Airport' }, at: '2027-03-01T10:00' },
  return: { location: { id: 'rvk', title: 'Reykjavík' }, at: '2027-03-04T10:00' },
  selfService: false,
  customer: { firstName: 'Guðrún', lastName: 'Jónsdóttir', email: 'gudrun@example.com' },
  driver: null,
  trip: null,
  extraDrivers: 1,
  extras: [{ id: 'gps', quantity: 1, name: 'GPS navigator' }],
  insurance: { id: 'basic', name: 'Basic cover (CDW)' },
  promoCode: null,
  locale: 'en',
  currency: 'EUR',
  price: {
    currency: 'EUR',
    rate: 1,
    days: 3,
    lines: [
      { type: 'rental', amount: 11700 },
      { type: 'extra', id: 'gps', quantity: 1, amount: 2700 },
      { type: 'insurance', id: 'basic', amount: 0 },
    ],
    total: 14400,
    totalBeforeDiscount: 14400,
    discountPercent: 0,
    perDay: 4800,
    dueNow: 14400,
    dueAtPickup: 0,
    deposit: 100000,
    guaranteedModel: false,
    couponPercent: 0,
  },
  total: 14400,
  dueNow: 14400,
  paid: 14400,
  refunded: 0,
  amountDue: 0,
  dueAtPickup: 0,
  holdExpiresAt: null,
  deposit: {
    amount: 100000,
    status: 'not_held',
    heldAmount: 0,
    capturedAmount: 0,
    releaseOn: null,
    heldAt: null,
    captureReasons: [],
    pending: { capture: 0, release: 0, renewal: false },
    failures: [],
    renewalFailed: false,
    lapsesOn: null,
    holdRefused: false,
  },
  payments: { paid: 14400, refunded: 0, held: 0 },
  ledger: [
    {
      kind: 'captured',
      purpose: 'booking',
      amount: 14400,
      currency: 'EUR',
      at: '2027-01-10T12:01:00.000Z',
      cardBrand: 'visa',
      cardLast4: '4242',
    },
  ],
  policies: {
    freeCancellationHours: 48,
    lateCancellationFeePercent: 20,
    editableUntilHoursBeforePickup: 12,
    checkInOpensHoursBeforePickup: 168,
  },
  cancellation: { allowed: true, free: true, freeUntil: '2027-02-27T10:00:00.000Z', fee: 0, refund: 14400 },
  edit: { allowed: true, until: '2027-02-28T22:00:00.000Z' },
  checkInWindow: { opensAt: '2027-02-22T10:00:00.000Z', open: false },
  checkIn: null,
  lease: null,
  createdAt: '2027-01-10T12:00:00.000Z',
  updatedAt: '2027-01-10T12:00:00.000Z',
  version: 2,
};

/** A fetch that answers as the functions do: JSON with a status and headers, one answer per call. */
export function answerWith(...answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const queue = [...answers];
  // jsdom has no fetch: the client calls globalThis.fetch, which this stands in for.
  const fetch = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = queue.shift();
    if (!answer) throw new Error('No answer left for this call');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: {
        get: (name: string) =>
          Object.entries(answer.headers ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null,
      },
      json: async () => answer.body,
    } as unknown as Response;
  });
  globalThis.fetch = fetch;
  return fetch;
}
