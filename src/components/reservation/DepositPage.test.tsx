import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../i18n/test-utils';
import { DepositPage } from './DepositPage';
import { confirmedReservation } from './testing';

/**
 * The page the `deposit-hold-refused` e-mail links to (issue 37): it sends the window to the processor's
 * page with a checkout of the hold, and, back with `key` and `sessionResult`, asks the site the outcome.
 * Our functions are answered by a fake `fetch` (jsdom has none); every call is kept.
 */
const files = ['common', 'booking', 'reservation'] as const;
const refusedHold = {
  ...confirmedReservation,
  deposit: { ...confirmedReservation.deposit, holdRefused: true },
};
const heldReservation = {
  ...confirmedReservation,
  deposit: { ...confirmedReservation.deposit, status: 'held' as const, heldAmount: 100000 },
};

function answering(...answers: { status: number; body: unknown }[]) {
  const calls: { url: string; body: unknown; key: string | null }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : null,
      key: headers.get('idempotency-key'),
    });
    const answer = answers.shift() ?? { status: 500, body: {} };
    // What the client reads of an answer.
    return {
      ok: answer.status < 400,
      status: answer.status,
      headers: new Headers(),
      json: async () => answer.body,
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const payment = { id: 'pay_1', status: 'pending', failureCode: null };

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('DepositPage', () => {
  it('says what the hold is and offers the processor’s page, asking nothing before the customer does', () => {
    const calls = answering();
    renderWithI18n(<DepositPage reservation={refusedHold} />, 'en', files);
    expect(screen.getByText(/A deposit of 1\.000 € is held on a card/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the secure payment page' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to your reservation' })).toHaveAttribute('href', '/reservation/');
    expect(calls).toHaveLength(0);
  });

  it('starts the hold’s checkout with a return address on this page that carries its key', async () => {
    const calls = answering({
      status: 201,
      body: { payment, reservation: refusedHold, checkout: { url: 'http://localhost:9/checkout/cs_1' } },
    });
    renderWithI18n(<DepositPage reservation={refusedHold} />, 'is', files);
    fireEvent.click(screen.getByRole('button'));
    await screen.findByRole('button', { name: /Opna greiðslusíðu|…/ });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/reservations/CJY9NMP/deposit');
    const returnUrl = new URL((calls[0]?.body as { returnUrl: string }).returnUrl);
    expect(returnUrl.pathname).toBe('/is/reservation/deposit/');
    expect(returnUrl.searchParams.get('key')).toBe(calls[0]?.key);
  });

  it('back from the processor with the result: the same key asks the outcome, and the hold is said held', async () => {
    window.history.replaceState(null, '', '/reservation/deposit/?key=key-1&sessionId=cs_1&sessionResult=res_1');
    const calls = answering(
      { status: 200, body: { payment, reservation: refusedHold, checkout: null } },
      { status: 200, body: { payment: { ...payment, status: 'succeeded' }, reservation: heldReservation } },
    );
    renderWithI18n(<DepositPage reservation={refusedHold} />, 'en', files);
    expect(await screen.findByTestId('deposit-held')).toHaveTextContent(/1\.000 € is held on your card/);
    expect(calls[0]?.key).toBe('key-1');
    expect(calls[1]?.url).toContain('/payments/pay_1/result');
    expect(calls[1]?.body).toEqual({ sessionResult: 'res_1' });
  });

  it('a hold the card refused is said so, with the way to try another card', async () => {
    window.history.replaceState(null, '', '/reservation/deposit/?key=key-2&sessionResult=res_2');
    answering(
      { status: 200, body: { payment, reservation: refusedHold, checkout: null } },
      {
        status: 402,
        body: {
          error: { code: 'card_declined', message: 'Refused' },
          payment: { ...payment, status: 'failed' },
          reservation: refusedHold,
        },
      },
    );
    renderWithI18n(<DepositPage reservation={refusedHold} />, 'en', files);
    expect(await screen.findByRole('alert')).toHaveTextContent('The card refused the hold');
    expect(screen.getByRole('button', { name: 'Go to the secure payment page' })).toBeEnabled();
  });

  it('has nothing to authorise once the deposit is held', () => {
    answering();
    renderWithI18n(<DepositPage reservation={heldReservation} />, 'en', files);
    expect(screen.getByText('There is no deposit to authorise on this reservation now.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
