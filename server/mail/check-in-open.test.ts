/**
 * @jest-environment node
 */
import { isCheckInOpenMessageDue } from './check-in-open';

describe('isCheckInOpenMessageDue (168 h before pickup; 336 h for the long-term brand)', () => {
  const pickupAt = new Date('2027-03-01T10:00:00Z');
  const booked = { status: 'confirmed', pickupAt, createdAt: new Date('2027-01-10T12:00:00Z') };
  const at = (iso: string) => new Date(iso);

  it('is due from the hour check-in opens until the pickup', () => {
    expect(isCheckInOpenMessageDue(booked, 168, at('2027-02-22T09:59:59Z'))).toBe(false);
    expect(isCheckInOpenMessageDue(booked, 168, at('2027-02-22T10:00:00Z'))).toBe(true);
    expect(isCheckInOpenMessageDue(booked, 168, at('2027-03-01T09:59:00Z'))).toBe(true);
    expect(isCheckInOpenMessageDue(booked, 168, at('2027-03-01T10:00:00Z'))).toBe(false);
    expect(isCheckInOpenMessageDue(booked, 336, at('2027-02-15T10:00:00Z'))).toBe(true);
    expect(isCheckInOpenMessageDue(booked, 336, at('2027-02-15T09:59:00Z'))).toBe(false);
  });

  it.each(['pending_payment', 'cancelled', 'expired', 'checked_in'])('is not due for a %s reservation', (status) => {
    expect(isCheckInOpenMessageDue({ ...booked, status }, 168, at('2027-02-23T10:00:00Z'))).toBe(false);
  });

  it('is not due for a booking made after check-in opened (its confirmation says check-in is open)', () => {
    const late = { ...booked, createdAt: at('2027-02-25T08:00:00Z') };
    expect(isCheckInOpenMessageDue(late, 168, at('2027-02-25T09:00:00Z'))).toBe(false);
  });
});
