/**
 * The booking that the deploy rehearsal (in-process, against the built functions) and the netlify serve
 * smoke test (over HTTP) both make: one trip and one customer, valid for every brand.
 */
import type { TenantId } from '../src/config/tenants';
import { testCustomer } from '../server/testing/customer';

/** A weekday about two months after `now`, inside every brand's rules (lead time, rental length, hours). */
export function checkTrip(tenant: TenantId, now = new Date()) {
  const pickup = new Date(now.getTime() + 60 * 86_400_000);
  while (pickup.getUTCDay() === 0 || pickup.getUTCDay() === 6) pickup.setUTCDate(pickup.getUTCDate() + 1);
  const day = (offset: number) => new Date(pickup.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const place = tenant === 'longterm' ? 'rvk' : 'kef';
  const days = tenant === 'longterm' ? 30 : tenant === 'camper' ? 3 : 2;
  return {
    pickupLocationId: place,
    returnLocationId: place,
    pickupAt: `${day(0)}T12:00`,
    returnAt: `${day(days)}T12:00`,
    currency: 'EUR',
    locale: 'en',
  };
}

export const checkCustomer = testCustomer;
