import type { LeaseSearchRequest, Lessee, Reservation } from '../api-client/types';

/** A lease as the lease machine's tests book it: the search, the lessee, and the reservation held, then paid. */

export const search: LeaseSearchRequest = {
  classId: 'car-kia-picanto',
  leaseStartDate: '2027-03-01',
  months: 3,
  handover: 'office',
  pickupTime: '10:00',
  currency: 'EUR',
};
export const lessee: Lessee = {
  fullName: 'Guðrún Jónsdóttir',
  ssn: '1203892389',
  email: 'gudrun@example.com',
  mobile: '5551234',
  address: 'Laugavegur 1',
  zipcode: '101',
  city: 'Reykjavík',
  licenseNumber: 'IS123456',
};
export const held = { reference: 'LT12345', status: 'pending_payment' } as Reservation;
export const paid = { ...held, status: 'confirmed' } as Reservation;
