import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { reportConversion } from '../../affiliate/affiliate-trigger';
import { api as siteApi, type ApiClient } from '../../api-client/client';
import { checkSession } from '../../browser/session-check';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { translateFirst } from '../../i18n/translate';
import type { PaymentOutput } from '../../machines/payment.machine';
import type { SnapshotStorage } from '../../machines/persist';
import { LoadingBar } from '../booking/LoadingBar';
import { ReservationHeading } from '../reservation/ReservationHeading';
import * as booking from '../booking/booking.module.css';
import { providePayment } from './payment-actors';
import {
  bookAgainPathOf,
  landingOf,
  loadTicket,
  saveTicket,
  type PaymentFlow,
  type PaymentReturnTicket,
} from './processor-return';

/** What the return page shows (it shows little: a paid or refused payment goes on at once). */
export type ReturnView =
  | { kind: 'confirming' }
  /** No ticket in this tab (another tab, storage switched off): the outcome is on the reservation. */
  | { kind: 'unknown' }
  /** The hold had expired: said, with the way to book again. */
  | { kind: 'expired'; bookAgain: string }
  /** A refused payment of the overview, which has no step of its own to say it. */
  | { kind: 'failed'; code: string; message: string; overview: string }
  | { kind: 'leaving'; to: string };

/**
 * Where a payment's outcome sends the customer (paths with the ticket's language prefix): the flow's
 * next step when paid, its payment step when refused or undecided (the step asks the same attempt
 * again and says why), the expired hold's message with "Book again", or the overview's refusal.
 */
export function returnViewOf(
  ticket: Pick<PaymentReturnTicket, 'flow' | 'language'>,
  output: PaymentOutput,
): ReturnView {
  const prefix = localePrefix(ticket.language);
  const expired =
    (output.status === 'failed' && output.error.code === 'reservation_expired') ||
    ('reservation' in output && output.reservation?.status === 'expired');
  if (expired) return { kind: 'expired', bookAgain: `${prefix}${bookAgainPathOf(ticket.flow)}` };
  if (output.status === 'failed' && ticket.flow === 'overview') {
    return {
      kind: 'failed',
      code: output.error.code,
      message: output.error.message,
      overview: `${prefix}${landingOf('overview', 'failed')}`,
    };
  }
  const outcome = output.status === 'succeeded' ? 'succeeded' : output.status === 'pending' ? 'pending' : 'failed';
  return { kind: 'leaving', to: `${prefix}${landingOf(ticket.flow, outcome)}` };
}

/** What the return page needs of the browser; tests give their own. */
export interface ReturnBrowser {
  storage: SnapshotStorage;
  /** The address's query: the processor's `sessionId` and `sessionResult`. */
  search: string;
  /** Leaves the return page for `path` without a history entry (Back then skips it). */
  replace: (path: string) => void;
}

function browserOf(): ReturnBrowser {
  return {
    storage: window.sessionStorage,
    search: window.location.search,
    replace: (path) => window.location.replace(path),
  };
}

/** The longest the return page waits for the affiliate conversion's request before it leaves. */
const conversionWaitMs = 3000;

/** Flows whose paid outcome is a conversion (spec §7), as their own payment reports it. */
const convertingFlows: readonly PaymentFlow[] = ['booking', 'lease', 'overview'];

/**
 * The return page (`/reservation/payment-return/`, issue 37): the processor sends the window here with
 * `?sessionId=…&sessionResult=…`. The page reads the tab's ticket, asks `…/payments/{id}/result` once
 * (the payment machine from `confirming`: pending is asked again for about 20 s) and sends the customer
 * on with `location.replace`. The ticket then says `done` with the landing, so a reload of this page
 * goes there again and asks nothing, and a page restored from storage never starts a second checkout.
 */
export function PaymentReturn({
  api = siteApi,
  browser = browserOf,
  check = checkSession,
}: {
  api?: ApiClient;
  browser?: () => ReturnBrowser;
  /** The session check of spec §2 (tests give their own). */
  check?: () => Promise<void>;
}) {
  const { t, language } = useTranslation();
  const [view, setView] = useState<ReturnView>({ kind: 'confirming' });

  useEffect(() => {
    const { storage, search, replace } = browser();
    let live = true;
    let stop: () => void = () => undefined;
    const leave = (to: string) => {
      setView({ kind: 'leaving', to });
      replace(to);
    };
    const settle = (ticket: PaymentReturnTicket) => {
      // A reload after the answer: the same landing again, nothing asked twice.
      if (ticket.state === 'done' && ticket.landing) return leave(ticket.landing);
      saveTicket(storage, { ...ticket, state: 'returned' });
      // The affiliate conversion of a paid booking or lease (spec §7) is sent from here: leaving at once
      // would cancel its request, so the page waits for it, at most `conversionWaitMs`.
      let conversion: Promise<void> = Promise.resolve();
      const machine = providePayment(api, {
        flow: ticket.flow,
        reservationOf: (reservation) => reservation,
        ...(convertingFlows.includes(ticket.flow)
          ? {
              onPaid: (reservation: Parameters<typeof reportConversion>[0]) => {
                conversion = reportConversion(reservation);
              },
            }
          : {}),
      });
      const actor = createActor(machine, {
        input: {
          reference: ticket.reference,
          idempotencyKey: '',
          returned: { paymentId: ticket.paymentId, sessionResult: new URLSearchParams(search).get('sessionResult') },
        },
      });
      actor.subscribe((snapshot) => {
        if (snapshot.status !== 'done') return;
        const next = returnViewOf(ticket, snapshot.output);
        saveTicket(storage, { ...ticket, state: 'done', ...(next.kind === 'leaving' ? { landing: next.to } : {}) });
        if (next.kind === 'leaving') {
          const to = next.to;
          void Promise.race([conversion, new Promise((resolve) => setTimeout(resolve, conversionWaitMs))]).then(() =>
            leave(to),
          );
        } else setView(next);
      });
      stop = () => actor.stop();
      actor.start();
    };
    // The result is asked with the tab's session (the cookie the booking made), checked first.
    void check()
      .catch(() => undefined)
      .then(() => {
        if (!live) return;
        const ticket = loadTicket(storage);
        if (ticket) settle(ticket);
        else setView({ kind: 'unknown' });
      });
    return () => {
      live = false;
      stop();
    };
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const busy = view.kind === 'confirming' || view.kind === 'leaving';
  return (
    <section className={booking.step} aria-labelledby="page-title" aria-busy={busy} data-testid="payment-return">
      <LoadingBar active={busy} />
      <ReservationHeading>{t('reservation.titles.paymentReturn')}</ReservationHeading>
      <p role="status" data-testid="payment-return-status">
        {busy ? t('booking.payment.confirming') : ''}
      </p>
      {view.kind === 'unknown' ? (
        <p>
          {t('reservation.paymentReturn.unknown')}{' '}
          <a href={`${localePrefix(language)}/reservation/`}>{t('reservation.titles.overview')}</a>
        </p>
      ) : null}
      {view.kind === 'expired' ? (
        <>
          <p role="alert" className={booking.errorMessage} data-testid="payment-return-expired">
            {t('booking.errors.reservation_expired')}
          </p>
          <div className={booking.actions}>
            <a className={booking.primaryButton} href={view.bookAgain}>
              {t('booking.payment.bookAgain')}
            </a>
          </div>
        </>
      ) : null}
      {view.kind === 'failed' ? (
        <>
          <p role="alert" className={booking.errorMessage} data-testid="payment-return-failed">
            {translateFirst(t, [`booking.errors.${view.code}`], view.message || t('booking.errors.unexpected'))}
          </p>
          <div className={booking.actions}>
            <a className={booking.primaryButton} href={view.overview}>
              {t('reservation.backToOverview')}
            </a>
          </div>
        </>
      ) : null}
    </section>
  );
}
