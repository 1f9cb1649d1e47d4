import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../i18n/test-utils';
import { OverviewPage } from '../reservation/OverviewPage';
import { confirmedReservation } from '../reservation/testing';

const files = ['common', 'booking', 'reservation', 'edit', 'checkin', 'lease'] as const;

const lease = {
  startDate: '2027-03-01',
  endDate: '2027-06-01',
  months: 3,
  lengthInMonths: 3,
  days: 92,
  handover: 'delivery' as const,
  place: { id: 'delivery', title: 'Delivery to your address' },
  time: '10:00',
  deliveryLocation: { address: 'Laugavegur 1', zipcode: '101', city: 'Reykjavík' },
  perMonth: 60800,
  lessee: {
    fullName: 'Guðrún Jónsdóttir',
    ssn: '120389-••••',
    dateOfBirth: null,
    mobile: '5551234',
    address: 'Laugavegur 1',
    zipcode: '101',
    city: 'Reykjavík',
    licenseNumber: 'IS123456',
  },
  licencePhotos: [],
};

describe('a lease on the reservation overview (issue 15)', () => {
  it('shows the period, the delivery and the kennitala as the engine masked it', () => {
    renderWithI18n(<OverviewPage reservation={{ ...confirmedReservation, lease }} onChange={jest.fn()} />, 'en', files);
    const summary = screen.getByTestId('reservation-lease');
    expect(summary).toHaveTextContent('2027-03-01 to 2027-06-01');
    expect(summary).toHaveTextContent('Delivered to Laugavegur 1, 101 Reykjavík on 2027-03-01 at 10:00');
    expect(screen.getByTestId('reservation-kennitala')).toHaveTextContent('120389-••••');
    expect(summary).toHaveTextContent('0 of 2 given');
  });

  it('shows nothing of a lease for another booking', () => {
    renderWithI18n(<OverviewPage reservation={confirmedReservation} onChange={jest.fn()} />, 'en', files);
    expect(screen.queryByTestId('reservation-lease')).toBeNull();
  });
});
