import { bookingPagePaths, checkInPagePaths, reservationPagePaths } from '../../build/pages';
import { localeCodes, type LocaleCode } from '../../config/locales';
import { leasePagePath } from '../../domain/paths';
import type { SnapshotStorage } from '../../machines/persist';

/**
 * The way back from the processor's page (issue 37, decision 044). Pay sends the whole window to the
 * processor's hosted page; before it goes, the payment writes a ticket in session storage (which
 * survives the trip: same tab, same origin). The processor sends the window to our return page
 * (`/reservation/payment-return/` in the page's language), which reads the ticket, asks the outcome
 * and lands the customer on the flow's next step, where the flow's own persisted state is restored.
 */

/** The flows that pay on the processor's page, each with its own landing (`landingOf`). */
export type PaymentFlow = 'booking' | 'edit' | 'checkin' | 'lease' | 'overview';

/**
 * Where a ticket stands: `sent`, the window went to the processor's page; `returned`, the return page
 * is asking the outcome; `done`, the return page has its answer and sends the customer on (`landing`).
 */
export type TicketState = 'sent' | 'returned' | 'done';

export interface PaymentReturnTicket {
  version: number;
  flow: PaymentFlow;
  reference: string;
  paymentId: string;
  language: LocaleCode;
  state: TicketState;
  /** Set with `done`: the path the return page sent the customer to, so a reload goes there again. */
  landing?: string;
}

/** The session-storage key of the ticket: one payment at a time per tab. */
export const ticketKey = 'payment-return';
/** Raise when the ticket changes shape: an older one is then ignored. */
export const ticketVersion = 1;

const flows: readonly PaymentFlow[] = ['booking', 'edit', 'checkin', 'lease', 'overview'];
const states: readonly TicketState[] = ['sent', 'returned', 'done'];

export function saveTicket(storage: SnapshotStorage, ticket: Omit<PaymentReturnTicket, 'version'>): void {
  try {
    storage.setItem(ticketKey, JSON.stringify({ ...ticket, version: ticketVersion }));
  } catch {
    // Storage switched off: the return page then sends the customer to the reservation's overview.
  }
}

/** The ticket kept in this tab, or null when none (or an unreadable or older one) is kept. */
export function loadTicket(storage: SnapshotStorage): PaymentReturnTicket | null {
  try {
    const raw = storage.getItem(ticketKey);
    if (!raw) return null;
    const ticket = JSON.parse(raw) as Partial<PaymentReturnTicket> | null;
    if (
      ticket?.version !== ticketVersion ||
      !flows.includes(ticket.flow as PaymentFlow) ||
      typeof ticket.reference !== 'string' ||
      typeof ticket.paymentId !== 'string' ||
      !(localeCodes as readonly string[]).includes(ticket.language ?? '') ||
      !states.includes(ticket.state as TicketState)
    ) {
      return null;
    }
    return ticket as PaymentReturnTicket;
  } catch {
    return null;
  }
}

export function dropTicket(storage: SnapshotStorage): void {
  try {
    storage.removeItem(ticketKey);
  } catch {
    // Storage switched off: nothing was kept.
  }
}

/** How a payment ended, as the return page decides where the customer goes. */
export type ReturnOutcome = 'succeeded' | 'failed' | 'pending' | 'expired';

/**
 * Where the return page sends the customer (without the locale prefix). A paid attempt goes on to the
 * flow's next step: the booking's confirmation (through its payment step, which finds it paid), the
 * overview after a change, the check-in's contract, the lease's confirmation (the lease page restores
 * its flow there). A refused or undecided one goes
 * back to the flow's payment step, which asks the same attempt again and says why (a refused card
 * there offers another). The overview shows both itself.
 */
export function landingOf(flow: PaymentFlow, outcome: Exclude<ReturnOutcome, 'expired'>): string {
  const paid = outcome === 'succeeded';
  switch (flow) {
    case 'booking':
      // The payment step asks how the reservation stands and goes on to the confirmation when it is
      // paid (one page load, where the confirmation's address would first be sent back to this step).
      return bookingPagePaths.contract;
    case 'edit':
      return paid ? reservationPagePaths.overview : reservationPagePaths.editPayment;
    case 'checkin':
      return paid ? checkInPagePaths['checkin-contract'] : checkInPagePaths['checkin-payment'];
    case 'lease':
      return leasePagePath;
    case 'overview':
      return reservationPagePaths.overview;
  }
}

/** Where "Book again" goes after a hold that expired: a new search, or the lease page. */
export function bookAgainPathOf(flow: PaymentFlow): string {
  return flow === 'lease' ? leasePagePath : bookingPagePaths.vehicles;
}
