/**
 * @jest-environment node
 */
import type { reservations } from '../db/schema';
import { reservationRowOf, type OutboxPayload } from './outbox.server';

type ReservationRow = typeof reservations.$inferSelect;

describe('a reservation row read back from an outbox payload', () => {
  it('has every instant as a Date again, the desk’s handover times too', () => {
    const row = {
      reference: 'CABC123',
      pickupAt: new Date('2027-07-01T10:00:00.000Z'),
      returnAt: new Date('2027-07-04T10:00:00.000Z'),
      blockedUntil: new Date('2027-07-04T12:00:00.000Z'),
      createdAt: new Date('2027-06-01T09:00:00.000Z'),
      updatedAt: new Date('2027-07-04T09:31:00.000Z'),
      holdExpiresAt: null,
      cancelledAt: null,
      pickedUpAt: new Date('2027-07-01T10:05:00.000Z'),
      returnedAt: new Date('2027-07-04T09:30:00.000Z'),
      customer: { firstName: 'Guðrún' },
    } as unknown as ReservationRow;
    // The outbox stores the payload as JSON: every Date becomes a string.
    const payload = JSON.parse(
      JSON.stringify({ row, details: {}, reportedAt: '2027-07-04T09:31:00.000Z' }),
    ) as OutboxPayload;

    const back = reservationRowOf(payload);

    expect(back.returnedAt).toEqual(new Date('2027-07-04T09:30:00.000Z'));
    expect(back.pickedUpAt).toEqual(new Date('2027-07-01T10:05:00.000Z'));
    expect(back.returnAt).toEqual(new Date('2027-07-04T10:00:00.000Z'));
    expect(back.holdExpiresAt).toBeNull();
    expect(back.reference).toBe('CABC123');
    expect(back.customer).toEqual({ firstName: 'Guðrún' });
  });
});
