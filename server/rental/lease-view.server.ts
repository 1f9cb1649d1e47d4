import type { LeaseTerms, LeaseView, LicencePhoto, Place } from '../../src/api-client/types';
import type { Currency } from '../../src/config/currencies';
import { leaseDays, leaseMonths, maskKennitala, monthlyPrice } from '../../src/domain/lease';
import type { LeaseColumn } from '../db/schema';

/** How a lease shows in its reservation (no engine imports: the reservation view uses it). */

/** The period and handover of a stored or quoted lease. */
export function leaseTermsOf(
  lease: Pick<LeaseColumn, 'startDate' | 'endDate' | 'months' | 'handover' | 'deliveryLocation'>,
  place: Place,
  time: string,
): LeaseTerms {
  return {
    startDate: lease.startDate,
    endDate: lease.endDate,
    months: lease.months,
    lengthInMonths: Math.round(leaseMonths(lease.startDate, lease.endDate) * 100) / 100,
    days: leaseDays(lease.startDate, lease.endDate),
    handover: lease.handover,
    place,
    time,
    deliveryLocation: lease.deliveryLocation,
  };
}

/** The lease of a reservation: the kennitala masked, never whole (issue 15). */
export function leaseView(
  lease: LeaseColumn,
  place: Place,
  time: string,
  total: number,
  currency: Currency,
  licencePhotos: LicencePhoto[],
): LeaseView {
  return {
    ...leaseTermsOf(lease, place, time),
    perMonth: monthlyPrice(total, lease.startDate, lease.endDate, currency),
    lessee: { ...lease.lessee, ssn: lease.lessee.ssn === null ? null : maskKennitala(lease.lessee.ssn) },
    licencePhotos,
  };
}
