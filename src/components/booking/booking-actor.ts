import { createActor, fromPromise, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import type { BookingRequest } from '../../api-client/types';
import { reportConversion } from '../../affiliate/affiliate-trigger';
import { api } from '../../api-client/client';
import { quoteRequestOf, tripOf } from '../../booking/requests';
import type { Currency } from '../../config/currencies';
import type { LocaleCode } from '../../config/locales';
import { providePayment } from '../payment/payment-actors';
import { saveReservationReference } from '../reservation/reservation-storage';
import { bookedReservationOf } from './booked-reservation';
import {
  bookingMachine,
  emptyBooking,
  savedBookingOf,
  type BookingContext,
  type BookingStep,
  type SavedBooking,
} from '../../machines/booking.machine';

/** Session storage key of the wizard's state (spec §3 client state book-rentals). */
export const bookRentalsKey = 'book-rentals';
// 2: the payment attempt's key (`paymentKey`) is kept, so a reload answers the same processor page.
const savedVersion = 2;

type BookingActor = ActorRefFrom<typeof bookingMachine>;

/** What was kept for this tab, or null when nothing (or something unreadable) is stored. */
export function loadSavedBooking(storage: Pick<Storage, 'getItem'>): SavedBooking | null {
  try {
    const raw = storage.getItem(bookRentalsKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { version?: unknown; booking?: unknown };
    if (parsed.version !== savedVersion || typeof parsed.booking !== 'object' || parsed.booking === null) return null;
    return { ...emptyBooking, ...(parsed.booking as Partial<SavedBooking>) };
  } catch {
    return null;
  }
}

/** The booking request of the wizard's choices: trip, options and details (docs/api.md POST /api/reservations). */
export function bookingRequestOf(context: BookingContext, currency: Currency, locale: LocaleCode): BookingRequest {
  const { vehicle, options, details } = context;
  const trip = tripOf(context.search, currency, locale);
  if (!trip) throw new Error('The search is not complete');
  if (!vehicle || !options || !details) throw new Error('The booking is not complete');
  return {
    ...quoteRequestOf(trip, vehicle.classId, options),
    customer: details.customer,
    ...(details.mainDriver || !details.driver ? {} : { driver: details.driver }),
    trip: details.trip,
  };
}

let actor: BookingActor | null = null;
let settings = { currency: 'EUR' as Currency, locale: 'en' as LocaleCode };

/**
 * The wizard's one actor for this tab: created on the first booking page with what session storage
 * kept (so a reload comes back to the same step), and kept across Gatsby's page changes. Every change
 * is written back to session storage. The currency and language of requests are those of the page
 * the visitor is on (`useBookingSettings`).
 */
export function bookingActor(step: BookingStep, inspect?: ActorOptions<AnyActorLogic>['inspect']): BookingActor {
  if (actor) return actor;
  const machine = bookingMachine.provide({
    actors: {
      book: fromPromise(async ({ input }) => {
        const request = bookingRequestOf(input.context, settings.currency, settings.locale);
        const { reservation } = await api.createReservation(request, input.idempotencyKey);
        // The overview (/reservation/) shows the tab's reservation from its hold on: a customer whose
        // card was declined pays there as well.
        saveReservationReference(window.sessionStorage, reservation.reference);
        return bookedReservationOf(reservation);
      }),
      payment: providePayment(api, {
        flow: 'booking',
        reservationOf: bookedReservationOf,
        // spec §7: the affiliate conversion of the paid booking, when a click id is kept (not shown).
        onPaid: reportConversion,
      }),
      loadReservation: fromPromise(async ({ input }) => {
        const { reservation } = await api.getReservation(input.reference, settings.locale);
        return bookedReservationOf(reservation);
      }),
    },
  });
  actor = createActor(machine, {
    input: { saved: loadSavedBooking(window.sessionStorage), step },
    ...(inspect ? { inspect } : {}),
  });
  actor.subscribe((snapshot) => {
    try {
      window.sessionStorage.setItem(
        bookRentalsKey,
        JSON.stringify({ version: savedVersion, booking: savedBookingOf(snapshot) }),
      );
    } catch {
      // Storage full or switched off: the wizard still works until the next reload.
    }
  });
  actor.start();
  return actor;
}

/** The currency and language the wizard's requests use. */
export function setBookingSettings(currency: Currency, locale: LocaleCode): void {
  settings = { currency, locale };
}
