import { clock } from '../../../server/clock.server';
import type { ApiClient } from '../../../server/testing/api-client.server';
import reservationPayments from '../reservation-payments.mts';

/** A customer as the booking form sends it (spec §5: names of 2+ letters, a 7-digit phone, 18+). */
export const customer = {
  firstName: 'Guðrún',
  lastName: 'Jónsdóttir',
  email: 'gudrun@example.com',
  phone: '555 1234',
  country: 'IS',
  dateOfBirth: '1990-05-01',
};

export const card = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holderName: 'Gudrun Jonsdottir',
};
export const declinedCard = { ...card, number: '4000 0000 0000 0002' };
export const insufficientFundsCard = { ...card, number: '4000 0000 0000 9995' };

/** Pins the server clock (tests never read the real time). */
export function pinClock(iso: string): void {
  jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));
}

export function trip(pickupAt: string, returnAt: string, overrides: Record<string, unknown> = {}) {
  return {
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupAt,
    returnAt,
    currency: 'EUR',
    locale: 'en',
    ...overrides,
  };
}

let keys = 0;
export const newKey = (label = 'key') => `${label}-${process.pid}-${Date.now()}-${(keys += 1)}`;

/** A 1×1 PNG, as signature_pad would send a (very small) drawing. */
export const signaturePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Pays what is due on `reference` with the test card that succeeds, as its owner `client`. */
export function payByCard<T = unknown>(client: ApiClient, reference: string) {
  return client.call<T>(reservationPayments, {
    path: `/api/reservations/${reference}/payments`,
    params: { reference },
    body: { card },
    headers: { 'idempotency-key': newKey('pay') },
  });
}
