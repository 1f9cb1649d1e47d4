import { act, screen } from '@testing-library/react';
import { createActor, waitFor } from 'xstate';
import { renderWithI18n } from '../../i18n/test-utils';
import { attempt, checkout, fakePayment } from '../../machines/payment-fakes';
import type { PaymentActorRef, ProcessorPageOutcome } from '../../machines/payment.machine';
import { ProcessorCheckout } from './ProcessorCheckout';

const held = { reference: 'CJY9NMP', status: 'pending_payment' };
const paid = { reference: 'CJY9NMP', status: 'confirmed' };

async function started(fakes: Parameters<typeof fakePayment>[2] = {}) {
  const { machine, calls } = fakePayment(held, paid, fakes);
  const payment = createActor(machine, { input: { reference: 'CJY9NMP', idempotencyKey: 'k-1' } });
  payment.start();
  await waitFor(payment, (snapshot) => !snapshot.matches('starting') && !snapshot.matches('entering'));
  renderWithI18n(<ProcessorCheckout payment={payment as PaymentActorRef} />, 'en', ['common', 'booking']);
  return { payment, calls };
}

describe('ProcessorCheckout', () => {
  it('sends the whole window to the processor page: no frame, a live status and a plain link', async () => {
    const { calls } = await started();
    expect(document.querySelector('iframe')).toBeNull();
    expect(calls.openProcessorPage).toEqual([{ reference: 'CJY9NMP', paymentId: 'pay_1', url: checkout.url }]);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the secure payment page…');
    expect(screen.getByRole('link', { name: 'Go to the secure payment page' })).toHaveAttribute('href', checkout.url);
    expect(screen.getByText(/This site never sees your card number/)).toBeInTheDocument();
    expect(screen.getByText(/4242 4242 4242 4242.*4000 0000 0000 3220/)).toBeInTheDocument();
  });

  it('says nothing of test mode for a live payment', async () => {
    await started({
      startCheckout: () => Promise.resolve({ payment: attempt({ testMode: false }), checkout, reservation: held }),
    });
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });

  it('says the payment is being confirmed when the page shows again after the return page', async () => {
    let answer: (value: { payment: ReturnType<typeof attempt>; reservation: typeof paid }) => void = () => undefined;
    let shown: (outcome: ProcessorPageOutcome) => void = () => undefined;
    const { payment, calls } = await started({
      openProcessorPage: () => new Promise((resolve) => (shown = resolve)),
      confirmPayment: () => new Promise((resolve) => (answer = resolve)),
    });
    await act(async () => shown('returned'));
    expect(payment.getSnapshot().value).toBe('confirming');
    // The return page gave the session result already: the step asks for the status only.
    expect(calls.confirmPayment).toEqual([{ reference: 'CJY9NMP', paymentId: 'pay_1', sessionResult: null }]);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(screen.queryByRole('link')).toBeNull();
    await act(async () => answer({ payment: attempt({ status: 'succeeded' }), reservation: paid }));
    expect(payment.getSnapshot().status).toBe('done');
  });

  it('gives the attempt up when the customer comes back without paying (Back)', async () => {
    let shown: (outcome: ProcessorPageOutcome) => void = () => undefined;
    const { payment } = await started({ openProcessorPage: () => new Promise((resolve) => (shown = resolve)) });
    await act(async () => shown('left'));
    expect(payment.getSnapshot().output).toEqual({ status: 'cancelled' });
  });
});
