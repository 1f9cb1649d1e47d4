import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { PaymentAttempt, Reservation } from '../../api-client/types';
import {
  paymentMachine,
  type ConfirmedPayment,
  type ConfirmInput,
  type PaymentInput,
  type PaymentReservation,
  type StartedCheckout,
} from '../../machines/payment.machine';

/** The path of the static page the processor sends its frame back to (static/payment-return/index.html). */
export const paymentReturnPath = '/payment-return/';

/** Where the processor sends the frame back: our own origin, so the page may talk to its parent. */
export function paymentReturnUrl(origin: string = window.location.origin): string {
  return `${origin}${paymentReturnPath}`;
}

export interface PaymentProvision<R extends PaymentReservation> {
  /** What the flow keeps of the engine's reservation (the booking wizard keeps less than the overview). */
  reservationOf: (reservation: Reservation) => R;
  /** Every reservation the engine answered, for pages that show more than the flow keeps. */
  onReservation?: (reservation: Reservation) => void;
  /** A payment that succeeded (the affiliate conversion of a paid booking, spec §7). */
  onPaid?: (reservation: Reservation) => void;
  /** POST …/check-in/payment instead of POST …/payments. */
  checkIn?: boolean;
}

/**
 * A refused attempt (402) as the payment machine reads it: the failure's code and message, with the
 * attempt and the flow's own reservation in `body`.
 */
function refusalOf<R extends PaymentReservation>(error: ApiError, reservationOf: (reservation: Reservation) => R) {
  const body = error.body as { payment?: PaymentAttempt; reservation?: Reservation } | null;
  return new ApiError(error.status, error.code, error.message, error.fields, {
    ...(body?.payment ? { payment: body.payment } : {}),
    ...(body?.reservation ? { reservation: reservationOf(body.reservation) } : {}),
  });
}

/**
 * The payment machine with the calls of `src/api-client` (issue 26): the start of an attempt with its
 * key and the return address, the outcome with the processor's session result, and a plain timer
 * between two questions. Every flow (booking, check-in, edit, lease, the overview) gives it to its
 * machine as the `payment` actor.
 */
export function providePayment<R extends PaymentReservation>(api: ApiClient, provision: PaymentProvision<R>) {
  const seen = (reservation: Reservation, paid = false): R => {
    provision.onReservation?.(reservation);
    if (paid) provision.onPaid?.(reservation);
    return provision.reservationOf(reservation);
  };
  return paymentMachine.provide({
    actors: {
      startCheckout: fromPromise<StartedCheckout, PaymentInput>(async ({ input, signal }) => {
        const returnUrl = paymentReturnUrl();
        const answer = provision.checkIn
          ? await api.startCheckInPayment(input.reference, returnUrl, input.idempotencyKey, signal)
          : await api.startPayment(input.reference, returnUrl, input.idempotencyKey, signal);
        if (!('payment' in answer)) return { payment: null, checkout: null, reservation: seen(answer.reservation) };
        const paid = answer.payment.status === 'succeeded';
        return { payment: answer.payment, checkout: answer.checkout, reservation: seen(answer.reservation, paid) };
      }),
      confirmPayment: fromPromise<ConfirmedPayment, ConfirmInput>(async ({ input, signal }) => {
        try {
          const answer = await api.paymentResult(input.reference, input.paymentId, input.sessionResult, signal);
          const paid = answer.payment.status === 'succeeded';
          return { payment: answer.payment, reservation: seen(answer.reservation, paid) };
        } catch (error) {
          if (error instanceof ApiError && error.status === 402) {
            const body = error.body as { reservation?: Reservation } | null;
            if (body?.reservation) provision.onReservation?.(body.reservation);
            throw refusalOf(error, provision.reservationOf);
          }
          throw error;
        }
      }),
      pause: fromPromise<void, { ms: number }>(
        ({ input, signal }) =>
          new Promise((resolve) => {
            const timer = setTimeout(resolve, input.ms);
            signal.addEventListener('abort', () => clearTimeout(timer));
          }),
      ),
    },
  });
}
