import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { PaymentAttempt, Reservation } from '../../api-client/types';
import {
  paymentMachine,
  type ConfirmedPayment,
  type ConfirmInput,
  type OpenProcessorInput,
  type PaymentInput,
  type PaymentReservation,
  type ProcessorPageOutcome,
  type StartedCheckout,
} from '../../machines/payment.machine';
import type { ProcessorWindow } from './open-processor-page';
import type { PaymentFlow } from './processor-return';
import { languageOfPath, paymentReturnUrl } from './return-url';

/** The page's browser, as `openProcessorPage` needs it (src/components/payment/open-processor-page.ts). */
export function browserWindow(): ProcessorWindow {
  return {
    storage: window.sessionStorage,
    pathname: window.location.pathname,
    origin: window.location.origin,
    assign: (url) => window.location.assign(url),
    onShownAgain: (listener) => {
      const onPageShow = (event: PageTransitionEvent) => {
        if (event.persisted) listener();
      };
      window.addEventListener('pageshow', onPageShow);
      return () => window.removeEventListener('pageshow', onPageShow);
    },
  };
}

export interface PaymentProvision<R extends PaymentReservation> {
  /**
   * Which flow pays: the return page lands the customer on its next step (`landingOf`). Without it,
   * the reservation's overview, which shows how the payment ended.
   */
  flow?: PaymentFlow;
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
 * key and the return address, the window sent to the processor's page (issue 37), the outcome with the
 * processor's session result, and a plain timer between two questions. Every flow (booking, check-in,
 * edit, lease, the overview) gives it to its machine as the `payment` actor; the return page runs it
 * from the outcome.
 */
export function providePayment<R extends PaymentReservation>(
  api: ApiClient,
  provision: PaymentProvision<R>,
  browser: () => ProcessorWindow = browserWindow,
) {
  const seen = (reservation: Reservation, paid = false): R => {
    provision.onReservation?.(reservation);
    if (paid) provision.onPaid?.(reservation);
    return provision.reservationOf(reservation);
  };
  return paymentMachine.provide({
    actors: {
      startCheckout: fromPromise<StartedCheckout, PaymentInput>(async ({ input, signal }) => {
        const { origin, pathname } = browser();
        const returnUrl = paymentReturnUrl(origin, languageOfPath(pathname));
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
      // Loaded on Pay: the booking step's script budget (decision 039) does not carry it.
      openProcessorPage: fromPromise<ProcessorPageOutcome, OpenProcessorInput>(async ({ input, signal }) => {
        const { openProcessorPage } = await import(
          /* webpackChunkName: "open-processor-page" */ './open-processor-page'
        );
        return openProcessorPage(provision.flow ?? 'overview', input, browser(), signal);
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
