import type { OpenProcessorInput, ProcessorPageOutcome } from '../../machines/payment.machine';
import type { SnapshotStorage } from '../../machines/persist';
import { dropTicket, loadTicket, saveTicket, type PaymentFlow } from './processor-return';
import { languageOfPath } from './return-url';

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
