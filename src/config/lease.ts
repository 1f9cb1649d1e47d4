import { tenants, type TenantId } from './tenants';

/**
 * How the long-term brand hands a leased car over (issue 15). The lease's length limits, share due now,
 * hold and cancellation terms are the brand's `rentalTerms` (src/config/rental.ts); this file holds what
 * only a lease has. The delivery fee is a price-list entry (server/rental/price-list.ts).
 */
export interface LeaseSettings {
  /** The place a lessee picks the car up at (a content location id). */
  officeLocationId: string;
  /** The place whose opening hours are the delivery slots (a content location id). */
  deliveryLocationId: string;
  /** Lease lengths offered in whole months; a length is offered only when it fits the day limits. */
  monthsOffered: readonly number[];
  /**
   * Postcodes (póstnúmer) of the delivery area: the capital region, where the office's drivers deliver
   * and collect. Reykjavík 101–113 and 116 (Kjalarnes), Seltjarnarnes 170, Kópavogur 200–203, Garðabær
   * 210, Hafnarfjörður 220–221, Álftanes 225, Mosfellsbær 270–271. PO-box-only codes are left out.
   */
  deliveryPostcodes: readonly string[];
}

export const leaseSettings: Partial<Record<TenantId, LeaseSettings>> = {
  longterm: {
    officeLocationId: 'rvk',
    deliveryLocationId: 'delivery',
    monthsOffered: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    deliveryPostcodes: [
      '101',
      '102',
      '103',
      '104',
      '105',
      '107',
      '108',
      '109',
      '110',
      '111',
      '112',
      '113',
      '116',
      '170',
      '200',
      '201',
      '203',
      '210',
      '220',
      '221',
      '225',
      '270',
      '271',
    ],
  },
};

/** Whether the brand offers leases (only the long-term brand, spec §1); its settings are then above. */
export function offersLeases(tenant: TenantId): boolean {
  return tenants[tenant].offersLeases;
}
