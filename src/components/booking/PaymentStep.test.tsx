import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import type { ReactElement } from 'react';
import { pageStrings } from '../../build/translate';
import { renderWithI18n } from '../../i18n/test-utils';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import { fakePayment } from '../../machines/payment-fakes';
import type { PaymentActorRef } from '../../machines/payment.machine';
import { confirmedReservation } from '../reservation/testing';
import { PaymentStep } from './PaymentStep';

const files = ['common', 'booking'] as const;
const held = {
  reference: 'CJY9NMP',
  currency: 'EUR' as const,
  amountDue: 14400,
  holdExpiresAt: '2027-01-10T12:30:00.000Z',
};

type StepProps = Parameters<typeof PaymentStep>[0];

/** The step of the held reservation, with `props` over its defaults: rendered once, or again as the look-up and payment move on. */
const heldStep = (onPay: () => void, props: Partial<StepProps>) => (
  <PaymentStep
    reservation={held}
    price={confirmedReservation.price}
    error={null}
    payment={null}
    checking={false}
    onPay={onPay}
    {...props}
  />
);

function show(props: Partial<StepProps> = {}, language: 'en' | 'is' | 'de' = 'en') {
  const onPay = jest.fn();
  const view = renderWithI18n(heldStep(onPay, { depositReleaseDays: 3, ...props }), language, files);
  return { ...view, onPay };
}

/** `ui` inside the translation provider, as renderWithI18n renders it, for a rerender of the same tree. */
const inLanguage = (language: 'en' | 'de', ui: ReactElement) => (
  <TranslationProvider language={language} strings={pageStrings(language, files)}>
    {ui}
  </TranslationProvider>
);

describe('PaymentStep', () => {
  it('says before paying what is charged now, in which currency, and what is only held', () => {
    show();
    expect(screen.getByTestId('payment-due-now')).toHaveTextContent(
      /Charged now: 144 €\. Your card is charged exactly this amount, in EUR\./,
    );
    expect(screen.getByTestId('payment-deposit')).toHaveTextContent(
      /Deposit: 1.000 € is held on your card at check-in\. It is not charged\. The hold is released 3 days after the return\./,
    );
    expect(screen.getByRole('button', { name: 'Pay 144 €' })).toBeEnabled();
    // No card fields: the card is typed on the processor's page only.
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(document.querySelector('input[autocomplete^="cc-"]')).toBeNull();
    expect(screen.getByText('Booking reference: CJY9NMP')).toBeInTheDocument();
  });

  it('says it in the visitor language, with the hold at check-in', () => {
    show({}, 'is');
    expect(screen.getByTestId('payment-due-now')).toHaveTextContent(/Greitt núna: .*í EUR\./);
    expect(screen.getByTestId('payment-deposit')).toHaveTextContent(/ekki skuldfærð/);
  });

  it('asks for the terms before paying, and pays once they are accepted', async () => {
    const user = userEvent.setup();
    const { onPay } = show();
    await user.click(screen.getByRole('button', { name: 'Pay 144 €' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByText('Please accept the rental terms')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay 144 €' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('keeps a tap on Pay while the reservation is looked up again, says so, and pays once it answers (issue 30)', async () => {
    const user = userEvent.setup();
    const onPay = jest.fn();
    const step = (checking: boolean, error: StepProps['error'] = null) => heldStep(onPay, { checking, error });
    const { rerender } = renderWithI18n(step(true), 'de', files);
    const again = (checking: boolean) => rerender(inLanguage('de', step(checking)));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '144 € bezahlen' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ihre Buchung wird geprüft … die Zahlung öffnet sich, sobald das erledigt ist.',
    );
    again(false);
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    again(false);
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('keeps a tap made during the look-up through the attempt it resumes, and pays once that attempt ends', async () => {
    const user = userEvent.setup();
    const onPay = jest.fn();
    const { machine } = fakePayment(
      { reference: 'CJY9NMP', status: 'pending_payment' },
      { reference: 'CJY9NMP', status: 'confirmed' },
    );
    const resumed = createActor(machine, { input: { reference: 'CJY9NMP', idempotencyKey: 'k' } });
    const step = (checking: boolean, payment: PaymentActorRef | null) => heldStep(onPay, { checking, payment });
    const { rerender } = renderWithI18n(step(true, null), 'en', files);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay 144 €' }));
    // The look-up found the attempt of before the reload under way: the machine resumes it.
    rerender(inLanguage('en', step(false, resumed as PaymentActorRef)));
    expect(onPay).not.toHaveBeenCalled();
    // The customer had left the processor's page: the attempt ends, and the kept tap pays.
    rerender(inLanguage('en', step(false, null)));
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('pays nothing when the look-up it waited for fails: the error says why', async () => {
    const user = userEvent.setup();
    const onPay = jest.fn();
    const step = (checking: boolean, error: StepProps['error'] = null) => heldStep(onPay, { checking, error });
    const { rerender } = renderWithI18n(step(true), 'en', files);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay 144 €' }));
    rerender(inLanguage('en', step(false, { code: 'reservation_expired', message: 'expired' })));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByTestId('payment-error')).toBeVisible();
  });

  it('sends the window to the processor page while paying: no frame, no second Pay button', async () => {
    const { machine } = fakePayment(
      { reference: 'CJY9NMP', status: 'pending_payment' },
      {
        reference: 'CJY9NMP',
        status: 'confirmed',
      },
    );
    const payment = createActor(machine, { input: { reference: 'CJY9NMP', idempotencyKey: 'k' } });
    await act(async () => {
      payment.start();
      await Promise.resolve();
    });
    show({ payment: payment as PaymentActorRef });
    expect(await screen.findByRole('link', { name: 'Go to the secure payment page' })).toHaveAttribute(
      'href',
      'http://localhost:8898/checkout/cs_1',
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('shows a refusal with its translated message', () => {
    show({ error: { code: 'authentication_failed', message: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Your bank did not confirm the payment (3-D Secure).');
  });
});
