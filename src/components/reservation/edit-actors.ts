import { fromPromise } from 'xstate';
import { api } from '../../api-client/client';
import type { ChangeReservationRequest, QuoteRequest, Reservation } from '../../api-client/types';
import type { LocaleCode } from '../../config/locales';
import { providePayment } from '../payment/payment-actors';
import {
  editMachine,
  type ChangeQuote,
  type EditableReservation,
  type ProposedChange,
} from '../../machines/edit.machine';

/** The pages give the machine whole reservations (GET and PATCH answers); the machine types only what it needs. */
export function isFullReservation(reservation: EditableReservation): reservation is Reservation {
  return 'pickup' in reservation && 'price' in reservation;
}

function fullReservation(reservation: EditableReservation): Reservation {
  if (!isFullReservation(reservation)) throw new Error('The reservation is incomplete');
  return reservation;
}

/** The quote of the reservation as it would be after the proposal (POST /api/quote, docs/api.md). */
export function quoteRequestOfChange(
  reservation: Reservation,
  proposal: ProposedChange,
  locale: LocaleCode,
): QuoteRequest {
  const trip = proposal.trip;
  const options = proposal.options;
  return {
    pickupLocationId: trip?.pickupLocationId ?? reservation.pickup.location.id,
    returnLocationId: trip?.returnLocationId ?? reservation.return.location.id,
    pickupAt: trip?.pickupAt ?? reservation.pickup.at,
    returnAt: trip?.returnAt ?? reservation.return.at,
    currency: reservation.currency,
    locale,
    ...(reservation.promoCode ? { promoCode: reservation.promoCode } : {}),
    classId: trip?.classId ?? reservation.classId,
    extras: options ? options.extras : reservation.extras.map(({ id, quantity }) => ({ id, quantity })),
    ...(options
      ? options.insuranceId
        ? { insuranceId: options.insuranceId }
        : {}
      : { insuranceId: reservation.insurance.id }),
    extraDrivers: options ? options.extraDrivers : reservation.extraDrivers,
  };
}

/**
 * What the change would leave, as PATCH computes it (docs/api.md): the new share due now less what is
 * held is to pay; what is held above the new total goes back to the card.
 */
export function changeQuoteOf(reservation: Reservation, total: number, dueNow: number): ChangeQuote {
  const held = reservation.paid - reservation.refunded;
  return { total, toPay: Math.max(0, dueNow - held), refund: Math.max(0, held - total) };
}

/** The PATCH body: only what docs/api.md lets a change carry, and only the parts the customer changed. */
export function changeRequestOf(proposal: ProposedChange, version: number): ChangeReservationRequest {
  const { trip, details, options } = proposal;
  return {
    ...(trip
      ? {
          pickupLocationId: trip.pickupLocationId,
          returnLocationId: trip.returnLocationId,
          pickupAt: trip.pickupAt,
          returnAt: trip.returnAt,
          ...(trip.classId ? { classId: trip.classId } : {}),
        }
      : {}),
    ...(options
      ? {
          extras: options.extras,
          ...(options.insuranceId ? { insuranceId: options.insuranceId } : {}),
          extraDrivers: options.extraDrivers,
        }
      : {}),
    // The driver and the trip details are not changeable through PATCH: never sent.
    ...(details?.customer && Object.keys(details.customer).length > 0 ? { customer: details.customer } : {}),
    version,
  };
}

/** The edit machine with its requests: the calls of src/api-client in the page's language. */
export function editMachineFor(locale: LocaleCode) {
  return editMachine.provide({
    actors: {
      quoteChange: fromPromise(async ({ input, signal }) => {
        const reservation = fullReservation(input.reservation);
        // The engine prices a change with the rate frozen at booking; the quote uses today's, so the
        // review says the figure is checked again on confirming (the outcome shows the engine's).
        const { quote } = await api.quote(quoteRequestOfChange(reservation, input.proposal, locale), signal);
        return changeQuoteOf(reservation, quote.price.total, quote.price.dueNow);
      }),
      changeReservation: fromPromise(async ({ input, signal }) => {
        const { reservation } = await api.changeReservation(
          input.reference,
          changeRequestOf(input.proposal, input.version),
          signal,
        );
        return reservation;
      }),
      loadReservation: fromPromise(async ({ input, signal }) => {
        const { reservation } = await api.getReservation(input.reference, locale, signal);
        return reservation;
      }),
      // The difference, on the processor's page (purpose `change`).
      payment: providePayment(api, { flow: 'edit', reservationOf: (reservation) => reservation }),
    },
  });
}
