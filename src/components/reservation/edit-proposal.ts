/** Between a reservation and a proposed change: the options and the trip as the steps' forms take them. */

import type { Reservation } from '../../api-client/types';
import type { BookingSearch, SearchRules } from '../../booking/search';
import type { ChosenOptions } from '../../machines/booking.machine';
import type { TripChange } from '../../machines/edit.machine';

/** The options as booked, in the options step's shape (null insurance: the included cover). */
export function chosenOptionsOf(reservation: Reservation): ChosenOptions {
  return {
    extras: reservation.extras.map(({ id, quantity }) => ({ id, quantity })),
    insuranceId: reservation.insurance.id,
    extraDrivers: reservation.extraDrivers,
  };
}

export function sameOptions(a: ChosenOptions, b: ChosenOptions): boolean {
  const extras = (o: ChosenOptions) =>
    o.extras
      .filter((extra) => extra.quantity > 0)
      .map((extra) => `${extra.id}:${extra.quantity}`)
      .sort()
      .join(',');
  return (
    extras(a) === extras(b) &&
    (a.insuranceId ?? 'basic') === (b.insuranceId ?? 'basic') &&
    a.extraDrivers === b.extraDrivers
  );
}

/** The reservation's trip as the search bar's starting search (spec §4/§5 search rules apply to it). */
export function searchOfReservation(
  reservation: Reservation,
  rules: SearchRules,
  trip: TripChange | null,
): BookingSearch {
  const pickupId = trip?.pickupLocationId ?? reservation.pickup.location.id;
  const returnId = trip?.returnLocationId ?? reservation.return.location.id;
  const [pickupDate = null, pickupTime = '12:00'] = (trip?.pickupAt ?? reservation.pickup.at).split('T');
  const [returnDate = null, returnTime = '12:00'] = (trip?.returnAt ?? reservation.return.at).split('T');
  const index = (id: string) => rules.locations.findIndex((location) => location.id === id);
  const title = (id: string) => rules.locations.find((location) => location.id === id)?.title ?? '';
  return {
    pickupLocationId: pickupId,
    pickupLocationIndex: index(pickupId),
    pickupLocationTitle: title(pickupId),
    returnLocationId: returnId,
    returnLocationIndex: index(returnId),
    returnLocationTitle: title(returnId),
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    promoCode: '',
    selfServiceOnly: reservation.selfService,
    refreshCount: 0,
  };
}

/** The trip of a complete search, or null when it is the booked one (nothing to change). */
export function tripChangeOf(search: BookingSearch, reservation: Reservation): TripChange | null {
  if (!search.pickupLocationId || !search.returnLocationId || !search.pickupDate || !search.returnDate) return null;
  const trip: TripChange = {
    pickupLocationId: search.pickupLocationId,
    returnLocationId: search.returnLocationId,
    pickupAt: `${search.pickupDate}T${search.pickupTime}`,
    returnAt: `${search.returnDate}T${search.returnTime}`,
  };
  const same =
    trip.pickupLocationId === reservation.pickup.location.id &&
    trip.returnLocationId === reservation.return.location.id &&
    trip.pickupAt === reservation.pickup.at &&
    trip.returnAt === reservation.return.at;
  return same ? null : trip;
}
