import { screen, waitFor } from '@testing-library/react';
import { createApiClient } from '../../api-client/client';
import type { LocaleCode } from '../../config/locales';
import { renderWithI18n } from '../../i18n/test-utils';
import { attempt } from '../../machines/payment-fakes';
import type { PaymentOutput } from '../../machines/payment.machine';
import { PaymentReturn, returnViewOf } from './PaymentReturn';
import { loadTicket, saveTicket, type PaymentReturnTicket } from './processor-return';

/** A tab's session storage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const reservation = { reference: 'CJY9NMP', status: 'confirmed' };

/** Our functions as the browser reaches them: `/result` answers `status` with `body`; every call is kept. */
function functions(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  const api = createApiClient({
    fetch: async (input, init) => {
      calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      // What `send` reads of a fetch answer (jsdom has no Response).
      return { ok: status < 400, status, headers: new Headers(), json: async () => body } as unknown as Response;
    },
  });
  return { api, calls };
}

function renderReturn(
  ticket: Omit<PaymentReturnTicket, 'version'> | null,
  answer: { status: number; body: unknown },
  language: LocaleCode = 'en',
) {
  const storage = memoryStorage();
  if (ticket) saveTicket(storage, ticket);
  const replaced: string[] = [];
  const { api, calls } = functions(answer.status, answer.body);
  renderWithI18n(
    <PaymentReturn
      api={api}
      check={() => Promise.resolve()}
      browser={() => ({
        storage,
        search: '?sessionId=cs_1&sessionResult=res_1',
        replace: (path) => void replaced.push(path),
      })}
    />,
    language,
    ['common', 'booking', 'reservation'],
  );
  return { storage, replaced, calls };
}

const booking: Omit<PaymentReturnTicket, 'version'> = {
  flow: 'booking',
  reference: 'CJY9NMP',
  paymentId: 'pay_1',
  language: 'is',
  state: 'sent',
};
const paidAnswer = { status: 200, body: { payment: attempt({ status: 'succeeded' }), reservation } };

describe('PaymentReturn', () => {
  it('asks the outcome once with the session result, then lands on the step in the ticket’s language', async () => {
    const { replaced, calls, storage } = renderReturn(booking, paidAnswer, 'is');
    await waitFor(() => expect(replaced).toEqual(['/is/book/payment/']));
    expect(calls).toEqual([
      { url: '/api/reservations/CJY9NMP/payments/pay_1/result', body: { sessionResult: 'res_1' } },
    ]);
    expect(loadTicket(storage)).toMatchObject({ state: 'done', landing: '/is/book/payment/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Greiðslan þín');
  });

  it('says the payment is being confirmed while it asks', () => {
    renderReturn(booking, paidAnswer);
    expect(screen.getByTestId('payment-return-status')).toHaveTextContent('Confirming your payment…');
    expect(screen.getByTestId('payment-return')).toHaveAttribute('aria-busy', 'true');
  });

  it('on a reload after the answer, goes to the same landing and asks nothing again', async () => {
    const { replaced, calls } = renderReturn({ ...booking, state: 'done', landing: '/is/book/payment/' }, paidAnswer);
    await waitFor(() => expect(replaced).toEqual(['/is/book/payment/']));
    expect(calls).toEqual([]);
  });

  it('lands a paid check-in on its contract, in the ticket’s language', async () => {
    const checkin = renderReturn({ ...booking, flow: 'checkin', language: 'de' }, paidAnswer);
    await waitFor(() => expect(checkin.replaced).toEqual(['/de/reservation/checkin/contract/']));
  });

  it('sends a refused payment back to the flow’s payment step, which says why', async () => {
    const refused = {
      status: 402,
      body: {
        error: { code: 'card_declined', message: 'Your card was declined.' },
        payment: attempt({ status: 'failed', failureCode: 'card_declined' }),
        reservation: { ...reservation, status: 'pending_payment' },
      },
    };
    const { replaced } = renderReturn({ ...booking, flow: 'edit', language: 'en' }, refused);
    await waitFor(() => expect(replaced).toEqual(['/reservation/edit/payment/']));
  });

  it('says a hold that expired meanwhile, in the page’s language, and offers to book again', async () => {
    const expired = {
      status: 409,
      body: { error: { code: 'reservation_expired', message: 'This reservation was not paid in time.' } },
    };
    const { replaced } = renderReturn({ ...booking, language: 'en' }, expired);
    expect(await screen.findByTestId('payment-return-expired')).toHaveTextContent(
      'This reservation was not paid in time and has expired. Please book again.',
    );
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/book/vehicles/');
    expect(screen.getByTestId('payment-return-status')).toHaveTextContent('');
    expect(replaced).toEqual([]);
  });

  it('says where to look when this tab kept no ticket, and asks nothing', async () => {
    const { calls, replaced } = renderReturn(null, paidAnswer);
    expect(await screen.findByText(/The payment page has finished/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your reservation' })).toHaveAttribute('href', '/reservation/');
    expect(calls).toEqual([]);
    expect(replaced).toEqual([]);
  });
});

describe('returnViewOf', () => {
  const failed = (code: string): PaymentOutput => ({
    status: 'failed',
    error: { code, message: '' },
    reservation: null,
  });

  it.each<[PaymentReturnTicket['flow'], PaymentOutput, string]>([
    ['booking', { status: 'succeeded', reservation, payment: null }, '/zh/book/payment/'],
    ['edit', { status: 'succeeded', reservation, payment: null }, '/zh/reservation/'],
    ['checkin', { status: 'pending', reservation, payment: null }, '/zh/reservation/checkin/payment/'],
    ['lease', { status: 'succeeded', reservation, payment: null }, '/zh/lease/'],
    ['lease', failed('card_declined'), '/zh/lease/'],
  ])('sends %s on to the flow’s step', (flow, output, to) => {
    expect(returnViewOf({ flow, language: 'zh' }, output)).toEqual({ kind: 'leaving', to });
  });

  it('says the expiry of the hold whether the result refused it or answered the expired reservation', () => {
    expect(returnViewOf({ flow: 'lease', language: 'fr' }, failed('reservation_expired'))).toEqual({
      kind: 'expired',
      bookAgain: '/fr/lease/',
    });
    const expired = { status: 'succeeded', reservation: { ...reservation, status: 'expired' }, payment: null } as const;
    expect(returnViewOf({ flow: 'booking', language: 'en' }, expired)).toEqual({
      kind: 'expired',
      bookAgain: '/book/vehicles/',
    });
  });

  it('shows the overview’s refusal itself, with the way back', () => {
    expect(returnViewOf({ flow: 'overview', language: 'pt' }, failed('insufficient_funds'))).toEqual({
      kind: 'failed',
      code: 'insufficient_funds',
      message: '',
      overview: '/pt/reservation/',
    });
  });
});
