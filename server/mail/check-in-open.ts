/**
 * Whether the "check-in is open" message is due for a reservation at `now` (issue 27; spec §9
 * hoursUntilCheckInOpen: 168 h before pickup, 336 h for the long-term brand). Pure: the clock is passed.
 *
 * Due when the reservation is confirmed (not pending payment, cancelled, expired or already checked in),
 * check-in has opened and the pickup is still ahead, and the booking was made before check-in opened:
 * a booking made inside the window already says in its confirmation that check-in is open.
 */
export function isCheckInOpenMessageDue(
  reservation: { status: string; pickupAt: Date; createdAt: Date },
  hoursUntilCheckInOpen: number,
  now: Date,
): boolean {
  const opensAt = checkInOpensAt(reservation.pickupAt, hoursUntilCheckInOpen);
  return (
    reservation.status === 'confirmed' &&
    now >= opensAt &&
    now < reservation.pickupAt &&
    reservation.createdAt < opensAt
  );
}

/** The instant online check-in opens for a pickup. */
export function checkInOpensAt(pickupAt: Date, hoursUntilCheckInOpen: number): Date {
  return new Date(pickupAt.getTime() - hoursUntilCheckInOpen * 3_600_000);
}
