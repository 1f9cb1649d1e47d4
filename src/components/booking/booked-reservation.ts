import type { Reservation } from '../../api-client/types';
import type { BookedReservation } from '../../machines/booking.machine';

/**
 * What the payment and confirmation steps show of a reservation. In a module of its own, so the
 * check-in, edit and lease pages use it without bringing the booking wizard's actor into their chunks.
 */
export function bookedReservationOf(reservation: Reservation): BookedReservation {
  return {
    reference: reservation.reference,
    status: reservation.status,
    currency: reservation.currency,
    total: reservation.total,
    amountDue: reservation.amountDue,
    holdExpiresAt: reservation.holdExpiresAt ?? null,
    price: reservation.price,
  };
}
