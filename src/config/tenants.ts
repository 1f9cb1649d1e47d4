import * as constants from './constants';

/** The three brands that share this codebase (spec §1). One static site is built per tenant. */
export const tenantIds = ['car', 'camper', 'longterm'] as const;

export type TenantId = (typeof tenantIds)[number];

export const defaultTenant: TenantId = 'car';

/** Hours subtracted from the hours until a booking starts (spec §9), per tenant. */
export interface TenantHours {
  hoursUntilCheckInOpen: number;
  minimumBookingHoursInAdvanceForSelfService: number;
  minimumBookingHoursInAdvanceForPickupReturnChange: number;
}

export interface Tenant {
  id: TenantId;
  /** Brand name shown in titles and the header. */
  name: string;
  /** Contact e-mail ({email} in texts). */
  email: string;
  hours: TenantHours;
  /** Long-term brand: hides the first office, the language switcher and the header search entry. */
  isMinimalHeader: boolean;
  /** Car and camper brands show a certificate logo in the footer. */
  showsCertificateLogo: boolean;
  /** The promotion popup is used only for car and camper. */
  usesPromotion: boolean;
  /** The currency-rates table conversion is skipped for the third brand. */
  convertsRatesTable: boolean;
  /**
   * The brand leases cars by the month (issue 15; its terms are `leaseSettings` in src/config/lease.ts).
   * A flag here, so the vehicle pages need not bring the lease settings into the browser.
   */
  offersLeases: boolean;
  /** Fixed company details shown in the long-term brand's footer. */
  company?: { name: string; registrationNumber: string; vatNumber: string };
}

const standardHours: TenantHours = {
  hoursUntilCheckInOpen: constants.hoursUntilCheckInOpen,
  minimumBookingHoursInAdvanceForSelfService: constants.minimumBookingHoursInAdvanceForSelfService,
  minimumBookingHoursInAdvanceForPickupReturnChange: constants.minimumBookingHoursInAdvanceForPickupReturnChange,
};

export const tenants: Record<TenantId, Tenant> = {
  car: {
    id: 'car',
    name: 'Norðurljós Car Rental',
    email: 'cars@example-rental.is',
    hours: standardHours,
    isMinimalHeader: false,
    showsCertificateLogo: true,
    usesPromotion: true,
    convertsRatesTable: true,
    offersLeases: false,
  },
  camper: {
    id: 'camper',
    name: 'Norðurljós Campers',
    email: 'campers@example-rental.is',
    hours: standardHours,
    isMinimalHeader: false,
    showsCertificateLogo: true,
    usesPromotion: true,
    convertsRatesTable: true,
    offersLeases: false,
  },
  longterm: {
    id: 'longterm',
    name: 'Norðurljós Long-Term Rentals',
    email: 'longterm@example-rental.is',
    // Monthly rentals are arranged further ahead: check-in opens 14 days before the lease starts.
    hours: { ...standardHours, hoursUntilCheckInOpen: 336 },
    isMinimalHeader: true,
    showsCertificateLogo: false,
    usesPromotion: false,
    convertsRatesTable: false,
    offersLeases: true,
    company: { name: 'Norðurljós Langtímaleiga ehf.', registrationNumber: '530619-0420', vatNumber: '134512' },
  },
};

export function isTenantId(value: unknown): value is TenantId {
  return typeof value === 'string' && (tenantIds as readonly string[]).includes(value);
}

/**
 * The tenant chosen by `TENANT` at build time. An unknown value is an error, not a silent default,
 * so a typo in a deploy setting fails the build.
 */
export function tenantFromEnv(value: string | undefined): Tenant {
  if (value === undefined || value === '') return tenants[defaultTenant];
  if (!isTenantId(value)) {
    throw new Error(`Unknown TENANT "${value}": expected one of ${tenantIds.join(', ')}`);
  }
  return tenants[value];
}
