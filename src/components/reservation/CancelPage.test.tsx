import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../i18n/test-utils';
import { CancelPage } from './CancelPage';
import { answerWith, confirmedReservation } from './testing';

const files = ['common', 'booking', 'reservation'] as const;

afterEach(() => jest.restoreAllMocks());

describe('CancelPage', () => {
  it('shows the refund first; when the terms changed (409) it shows the new refund and asks again', async () => {
    const fetch = answerWith(
      {
        status: 409,
        body: {
          error: { code: 'terms_changed', message: 'changed' },
          cancellation: { free: false, fee: 2800, refund: 11600, freeUntil: '2027-02-27T10:00:00.000Z' },
        },
      },
      { status: 200, body: { reservation: { ...confirmedReservation, status: 'cancelled' } } },
    );
    renderWithI18n(<CancelPage reservation={confirmedReservation} />, 'en', files);
    const user = userEvent.setup();
    expect(screen.getByTestId('cancel-refund')).toHaveTextContent('144');
    await user.click(screen.getByRole('button', { name: /Cancel and refund/ }));
    expect(await screen.findByTestId('terms-changed')).toBeInTheDocument();
    expect(screen.getByTestId('cancel-refund')).toHaveTextContent('116');
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /Cancel and refund .*116/ }));
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ expectedRefund: 11600 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says why a reservation cannot be cancelled and links back', () => {
    renderWithI18n(
      <CancelPage
        reservation={{
          ...confirmedReservation,
          status: 'cancelled',
          cancellation: { ...confirmedReservation.cancellation, allowed: false },
        }}
      />,
      'en',
      files,
    );
    expect(screen.getByText('This reservation is already cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your reservation' })).toHaveAttribute('href', '/reservation/');
  });
});
