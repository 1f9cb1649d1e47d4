import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, waitFor } from 'xstate';
import { renderWithI18n } from '../../i18n/test-utils';
import { attempt, checkout, fakePayment } from '../../machines/payment-fakes';
import type { PaymentActorRef } from '../../machines/payment.machine';
import { isProcessorReturn, ProcessorCheckout } from './ProcessorCheckout';

const held = { reference: 'CJY9NMP', status: 'pending_payment' };
const paid = { reference: 'CJY9NMP', status: 'confirmed' };

async function started(fakes: Parameters<typeof fakePayment>[2] = {}) {
  const { machine, calls } = fakePayment(held, paid, fakes);
  const payment = createActor(machine, { input: { reference: 'CJY9NMP', idempotencyKey: 'k-1' } });
  payment.start();
  await waitFor(payment, (snapshot) => !snapshot.matches('starting'));
  renderWithI18n(<ProcessorCheckout payment={payment as PaymentActorRef} />, 'en', ['common', 'booking']);
  return { payment, calls };
}

describe('ProcessorCheckout', () => {
  it('shows the processor page in a titled frame, with the test-mode label and the note', async () => {
    await started();
    const frame = screen.getByTitle('Secure card payment');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', checkout.url);
    expect(screen.getByText(/This site never sees your card number/)).toBeInTheDocument();
    expect(screen.getByText(/4242 4242 4242 4242.*4000 0000 0000 3220/)).toBeInTheDocument();
  });

  it('says nothing of test mode for a live payment', async () => {
    await started({
      startCheckout: () => Promise.resolve({ payment: attempt({ testMode: false }), checkout, reservation: held }),
    });
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });

  it('takes the return message of its own frame, and says the payment is being confirmed', async () => {
    let answer: (value: { payment: ReturnType<typeof attempt>; reservation: typeof paid }) => void = () => undefined;
    const { payment, calls } = await started({ confirmPayment: () => new Promise((resolve) => (answer = resolve)) });
    const frame = screen.getByTitle('Secure card payment') as HTMLIFrameElement;
    // Another window's message, or another origin's, is ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'processor-return', sessionResult: 'forged' },
          origin: 'http://localhost:8898',
          source: frame.contentWindow,
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'processor-return', sessionResult: 'forged' },
          origin: window.location.origin,
          source: window,
        }),
      );
    });
    expect(payment.getSnapshot().value).toBe('awaitingCustomer');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'processor-return', sessionId: 'cs_1', sessionResult: 'res_1' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(payment.getSnapshot().value).toBe('confirming');
    expect(calls.confirmPayment).toEqual([{ reference: 'CJY9NMP', paymentId: 'pay_1', sessionResult: 'res_1' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(screen.queryByTitle('Secure card payment')).toBeNull();
    await act(async () => answer({ payment: attempt({ status: 'succeeded' }), reservation: paid }));
    expect(payment.getSnapshot().status).toBe('done');
  });

  it('lets the customer leave the processor page', async () => {
    const { payment } = await started();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel and go back' }));
    expect(payment.getSnapshot().output).toEqual({ status: 'cancelled' });
  });

  it('recognises only the return page of its own frame and origin', () => {
    const frame = {} as Window;
    const data = { type: 'processor-return', sessionId: 'cs_1', sessionResult: 'r' };
    expect(isProcessorReturn({ origin: 'https://site.is', source: frame, data }, frame, 'https://site.is')).toBe(true);
    expect(isProcessorReturn({ origin: 'https://evil.is', source: frame, data }, frame, 'https://site.is')).toBe(false);
    expect(isProcessorReturn({ origin: 'https://site.is', source: null, data }, frame, 'https://site.is')).toBe(false);
    expect(
      isProcessorReturn({ origin: 'https://site.is', source: frame, data: { type: 'x' } }, frame, 'https://site.is'),
    ).toBe(false);
    expect(isProcessorReturn({ origin: 'https://site.is', source: frame, data }, null, 'https://site.is')).toBe(false);
  });
});
