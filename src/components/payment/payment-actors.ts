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
import type { SnapshotStorage } from '../../machines/persist';
import {
  dropTicket,
  languageOfPath,
  loadTicket,
  paymentReturnUrl,
  saveTicket,
  type PaymentFlow,
} from './processor-return';

/** What the processor's page needs of the browser: the tab's storage and the way to leave the page. */
export interface ProcessorWindow {
  storage: SnapshotStorage;
  /** The page's path, for its language (the return page speaks it too). */
  pathname: string;
  origin: string;
  /** Sends the whole window to the processor's page (`location.assign`: Back comes back here). */
  assign: (url: string) => void;
  /** Calls `listener` when the page is shown again from the back-forward cache; answers the unsubscribe. */
  onShownAgain: (listener: () => void) => () => void;
}

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

/**
 * Opens the processor's page in the whole window (decision 044), after writing the return ticket. A
 * page that shows this attempt again finds the ticket: still `sent`, the customer came back without our
 * return page (Back, a reload) and the attempt is given up here (`left`: the step shows its form, the
 * booking intact); `returned` or `done`, the return page has asked the outcome, which is asked again.
 * A page restored from the back-forward cache (Back) is told by `pageshow`.
 */
export function openProcessorPage(
  flow: PaymentFlow,
  input: OpenProcessorInput,
  browser: ProcessorWindow,
  signal: AbortSignal,
): Promise<ProcessorPageOutcome> {
  const ticket = loadTicket(browser.storage);
  if (ticket && ticket.paymentId === input.paymentId) {
    if (ticket.state !== 'sent') return Promise.resolve('returned');
    dropTicket(browser.storage);
    return Promise.resolve('left');
  }
  saveTicket(browser.storage, {
    flow,
    reference: input.reference,
    paymentId: input.paymentId,
    language: languageOfPath(browser.pathname),
    state: 'sent',
  });
  return new Promise<ProcessorPageOutcome>((resolve) => {
    const stop = browser.onShownAgain(() => {
      stop();
      dropTicket(browser.storage);
      resolve('left');
    });
    signal.addEventListener('abort', stop);
    browser.assign(input.url);
  });
}

export interface PaymentProvision<R extends PaymentReservation> {
  /** Which flow pays: the return page lands the customer on its next step (`landingOf`). */
  flow: PaymentFlow;
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
      openProcessorPage: fromPromise<ProcessorPageOutcome, OpenProcessorInput>(({ input, signal }) =>
        openProcessorPage(provision.flow, input, browser(), signal),
      ),
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
