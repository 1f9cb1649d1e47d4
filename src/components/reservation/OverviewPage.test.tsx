import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../i18n/test-utils';
import { OverviewPage } from './OverviewPage';
import { confirmedReservation } from './testing';

const files = ['common', 'booking', 'reservation', 'edit', 'checkin', 'condition'] as const;
const show = (reservation = confirmedReservation, language: 'en' | 'is' = 'en') =>
  renderWithI18n(<OverviewPage reservation={reservation} onChange={jest.fn()} />, language, files);

describe('OverviewPage', () => {
  it('shows a confirmed reservation: reference, status, trip, lines and what may still be done', () => {
    show();
    expect(screen.getByTestId('reservation-reference')).toHaveTextContent('CJY9NMP');
    expect(screen.getByTestId('reservation-status')).toHaveTextContent('Confirmed');
    expect(screen.getByText('or similar')).toBeInTheDocument();
    expect(screen.getByTestId('reservation-pickup')).toHaveTextContent('Keflavík Airport');
    expect(screen.getByTestId('reservation-pickup')).toHaveTextContent('10:00');
    expect(screen.getByRole('rowheader', { name: 'GPS navigator' })).toBeInTheDocument();
    expect(screen.getByTestId('reservation-total')).toHaveTextContent('144');
    expect(screen.getByTestId('reservation-edit')).toHaveTextContent('You can change this reservation until');
    expect(screen.getByTestId('reservation-cancellation')).toHaveTextContent('Free cancellation until');
    expect(screen.getByTestId('reservation-check-in')).toHaveTextContent('Online check-in opens on');
    expect(screen.getByRole('link', { name: 'Cancel reservation' })).toHaveAttribute('href', '/reservation/cancel/');
    // Changes are allowed until edit.until: the edit wizard is linked; check-in opens later (no link yet).
    expect(screen.getByRole('link', { name: 'Change booking' })).toHaveAttribute('href', '/reservation/edit/terms/');
    expect(document.querySelector('a[href*="checkin"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('links to the check-in once its window is open', () => {
    show({ ...confirmedReservation, checkInWindow: { ...confirmedReservation.checkInWindow, open: true } });
    expect(screen.getByRole('link', { name: 'Check in' })).toHaveAttribute('href', '/reservation/checkin/start/');
  });

  it('offers the condition walk while a stage is open, and the condition report once there is one (issue 39)', () => {
    const checkedIn = { ...confirmedReservation, status: 'checked_in' as const };
    const { unmount } = show({ ...checkedIn, condition: { open: null, report: null } });
    expect(screen.queryByTestId('condition-link')).toBeNull();
    expect(screen.queryByTestId('condition-report-link')).toBeNull();
    unmount();
    show({
      ...checkedIn,
      condition: { open: 'pickup', report: '/api/reservations/CJY9NMP/condition/report.pdf' },
    });
    expect(screen.getByRole('link', { name: "Record the car's condition" })).toHaveAttribute(
      'href',
      '/reservation/condition/',
    );
    expect(screen.getByRole('link', { name: 'Condition report (PDF)' })).toHaveAttribute(
      'href',
      '/api/reservations/CJY9NMP/condition/report.pdf?lang=en',
    );
  });

  it('offers the payment with the amount due while a hold runs (pending_payment), the card on the processor page', () => {
    show({
      ...confirmedReservation,
      status: 'pending_payment',
      paid: 0,
      amountDue: 14400,
      holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    expect(screen.getByTestId('reservation-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByText(/Your vehicle is held until/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(screen.getByTestId('payment-due-now')).toHaveTextContent(/144.*EUR/);
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('shows a cancelled reservation with its refund and no cancel link, in Icelandic', () => {
    show(
      {
        ...confirmedReservation,
        status: 'cancelled',
        refunded: 14400,
        payments: { paid: 14400, refunded: 14400, held: 0 },
        cancellation: { ...confirmedReservation.cancellation, allowed: false },
        edit: { ...confirmedReservation.edit, allowed: false },
      },
      'is',
    );
    expect(screen.getByTestId('reservation-status')).toHaveTextContent('Afbókuð');
    expect(screen.getByTestId('reservation-refunded')).toHaveTextContent('144');
    expect(screen.queryByRole('link', { name: 'Afbóka' })).toBeNull();
  });

  it('links the signed contract once check-in is done', () => {
    show({
      ...confirmedReservation,
      status: 'checked_in',
      checkIn: { step: 'done', completedAt: null, licencePhotos: [] },
    });
    expect(screen.getByRole('link', { name: 'Signed rental contract (PDF)' })).toHaveAttribute(
      'href',
      '/api/reservations/CJY9NMP/check-in/contract',
    );
  });

  it('shows the deposit held on the card with its release date, then released', () => {
    const held = {
      ...confirmedReservation,
      deposit: {
        ...confirmedReservation.deposit,
        status: 'held' as const,
        heldAmount: 100000,
        releaseOn: '2027-03-07T12:00:00.000Z',
        heldAt: '2027-02-25T10:00:00.000Z',
      },
    };
    const { unmount } = show(held);
    expect(screen.getByTestId('reservation-deposit')).toHaveTextContent(
      /Deposit held on your card: 1.000 €\. It is released on March 7, 2027\./,
    );
    unmount();
    show({ ...held, deposit: { ...held.deposit, status: 'released', heldAmount: 0 } });
    expect(screen.getByTestId('reservation-deposit')).toHaveTextContent(/Deposit released/);
  });

  it('says how much of the deposit staff charged, and why', () => {
    show({
      ...confirmedReservation,
      deposit: {
        ...confirmedReservation.deposit,
        status: 'partly_captured',
        heldAmount: 0,
        capturedAmount: 5000,
        heldAt: '2027-02-25T10:00:00.000Z',
        captureReasons: ['Dent in the rear door'],
      },
    });
    expect(screen.getByTestId('reservation-deposit')).toHaveTextContent(/50 € of 1.000 € was charged/);
    expect(screen.getByTestId('reservation-deposit-reason')).toHaveTextContent('Reason: Dent in the rear door');
  });

  it('says what the processor has not confirmed yet, and what it refused, never counting either as done', () => {
    const held = {
      ...confirmedReservation,
      deposit: {
        ...confirmedReservation.deposit,
        status: 'held' as const,
        heldAmount: 100000,
        releaseOn: '2027-03-07T12:00:00.000Z',
        heldAt: '2027-02-25T10:00:00.000Z',
      },
    };
    const { unmount } = show({
      ...held,
      deposit: { ...held.deposit, pending: { capture: 5000, release: 95000, renewal: false } },
    });
    expect(screen.getByTestId('reservation-deposit')).toHaveTextContent(/Deposit held on your card: 1.000 €/);
    expect(screen.getAllByTestId('reservation-deposit-note').map((note) => note.textContent)).toEqual([
      expect.stringMatching(/a charge of 50 € has been asked for/),
      expect.stringMatching(/the release of 950 € has been asked for/),
    ]);
    unmount();
    show({
      ...held,
      deposit: {
        ...held.deposit,
        failures: [{ action: 'renewal', amount: 100000, at: '2027-03-25T10:00:00.000Z' }],
        renewalFailed: true,
        lapsesOn: '2027-03-28T10:00:00.000Z',
      },
    });
    expect(screen.getByTestId('reservation-deposit-note')).toHaveTextContent(
      'The deposit hold could not be renewed and lapses on March 28, 2027.',
    );
  });

  it('asks for the deposit on the processor page when the card kept at booking refused it', () => {
    show({ ...confirmedReservation, deposit: { ...confirmedReservation.deposit, holdRefused: true } });
    expect(screen.getByTestId('reservation-deposit')).toHaveTextContent(
      'Your card did not accept the deposit hold of 1.000 €.',
    );
    expect(screen.getByRole('link', { name: 'Authorise the deposit' })).toHaveAttribute(
      'href',
      '/reservation/deposit/',
    );
  });

  it('says the deposit is held at check-in before it is', () => {
    show();
    expect(screen.getByTestId('reservation-deposit')).toHaveTextContent(/held on your card at check-in/);
  });
});
