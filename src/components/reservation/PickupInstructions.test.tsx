import { act, screen } from '@testing-library/react';
import type { TripOffice } from '../../build/trip-offices';
import type { Location } from '../../domain/hours';
import { renderWithI18n } from '../../i18n/test-utils';
import { PickupInstructions } from './PickupInstructions';
import { answerWith, confirmedReservation } from './testing';
import { tripOfficesOf } from '../../build/trip-offices';
import { withShuttle as withShuttleAt } from '../../build/trip-shuttle';

const weekdays = { from: '08:00', to: '17:00' };
const hours: Location = {
  operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: weekdays },
  operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: weekdays },
};
const offices: Record<string, TripOffice> = tripOfficesOf(
  {
    locations: {
      keflavik: { title: 'Keflavík office', address: { street: 'Blikavöllur 2', postalCode: '235', city: 'Keflavík' } },
      reykjavik: { title: 'Reykjavík office', address: { street: 'Skeifan 9', postalCode: '108', city: 'Reykjavík' } },
    },
  },
  { phoneKeflavik: '+354 555 0101', phoneReykjavik: '+354 555 0102', googleMapsKeflavik: 'https://maps.example/kef' },
);

describe('PickupInstructions', () => {
  it('shows each end’s office, phone and opening hours on that day, and says the map needs a connection offline', async () => {
    // confirmedReservation: pickup at kef on Monday 1 March 2027, return at rvk on 4 March, a closed day there.
    answerWith({
      status: 200,
      body: {
        locations: [
          { id: 'kef', title: 'Keflavík Airport', pickup: true, return: true, hours },
          {
            id: 'rvk',
            title: 'Reykjavík',
            pickup: true,
            return: true,
            hours: { ...hours, specialOperatingHours: [{ date: '2027-03-04', open: false }] },
          },
        ],
        selfService: false,
      },
    });
    renderWithI18n(<PickupInstructions reservation={confirmedReservation} offices={offices} offline />, 'en', [
      'common',
      'reservation',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Pickup and return' })).toBeInTheDocument();
    const pickup = screen.getByTestId('instructions-pickup');
    expect(pickup).toHaveTextContent('Keflavík office');
    expect(pickup).toHaveTextContent('Blikavöllur 2');
    expect(pickup).toHaveTextContent('235 Keflavík');
    expect(screen.getByRole('link', { name: '+354 555 0101' })).toHaveAttribute('href', 'tel:+3545550101');
    expect(await screen.findByTestId('instructions-pickup-hours')).toHaveTextContent(
      'The office is open 08:00–17:00 that day.',
    );
    expect(screen.getByTestId('instructions-return-hours')).toHaveTextContent('The office is closed that day');
    expect(pickup).toHaveTextContent('The map needs a connection');
    // No directions link is set for Reykjavík: none is shown.
    expect(screen.getAllByRole('link', { name: 'Directions (opens a map)' })).toHaveLength(1);
  });

  it('gives the airport shuttle once, at the first end at the office it serves, with a link to its page', async () => {
    answerWith({ status: 200, body: { locations: [], selfService: false } });
    const shuttle = {
      title: 'Airport shuttle',
      path: '/airport-shuttle/',
      paragraphs: ['Walk out of arrivals and turn left to the bus stops.', 'One leaves about every ten minutes.'],
    };
    const withShuttle = withShuttleAt(offices, shuttle);
    const kefToKef = {
      ...confirmedReservation,
      return: { ...confirmedReservation.return, location: confirmedReservation.pickup.location },
    };
    const { unmount } = renderWithI18n(
      <PickupInstructions reservation={kefToKef} offices={withShuttle} offline />,
      'en',
      ['common', 'reservation'],
    );
    await act(() => Promise.resolve());
    const shown = screen.getAllByTestId('instructions-shuttle');
    expect(shown).toHaveLength(1);
    expect(screen.getByTestId('instructions-pickup')).toContainElement(shown[0] ?? null);
    expect(screen.getByRole('heading', { level: 4, name: 'Airport shuttle' })).toBeInTheDocument();
    expect(shown[0]).toHaveTextContent('Walk out of arrivals and turn left to the bus stops.');
    expect(shown[0]).toHaveTextContent('One leaves about every ten minutes.');
    expect(screen.getByRole('link', { name: 'The shuttle page, with where the shuttle is now' })).toHaveAttribute(
      'href',
      '/airport-shuttle/',
    );
    expect(shown[0]).toHaveTextContent('The shuttle’s live map needs a connection');
    unmount();

    // Online, in Icelandic: the link in the page's language, no word of a connection.
    renderWithI18n(<PickupInstructions reservation={kefToKef} offices={withShuttle} offline={false} />, 'is', [
      'common',
      'reservation',
    ]);
    await act(() => Promise.resolve());
    expect(screen.getByRole('link', { name: 'Síða skutlunnar, þar sem sést hvar hún er núna' })).toBeInTheDocument();
    expect(screen.getByTestId('instructions-shuttle')).not.toHaveTextContent('nettengingu');
  });

  it('says nothing of a shuttle when the brand has none, or at an office it does not serve', async () => {
    answerWith({ status: 200, body: { locations: [], selfService: false } });
    const rvkOnly = {
      ...confirmedReservation,
      pickup: { ...confirmedReservation.pickup, location: confirmedReservation.return.location },
    };
    const { unmount } = renderWithI18n(
      <PickupInstructions reservation={confirmedReservation} offices={offices} offline />,
      'en',
      ['common', 'reservation'],
    );
    await act(() => Promise.resolve());
    expect(screen.getByTestId('instructions-pickup')).toBeInTheDocument();
    expect(screen.queryByTestId('instructions-shuttle')).not.toBeInTheDocument();
    unmount();

    renderWithI18n(
      <PickupInstructions
        reservation={rvkOnly}
        offices={withShuttleAt(offices, { title: 'Airport shuttle', path: '/airport-shuttle/', paragraphs: ['Walk'] })}
        offline
      />,
      'en',
      ['common', 'reservation'],
    );
    await act(() => Promise.resolve());
    expect(screen.getByTestId('instructions-return')).toBeInTheDocument();
    expect(screen.queryByTestId('instructions-shuttle')).not.toBeInTheDocument();
  });

  it('shows nothing for a self-service trip', async () => {
    answerWith({ status: 200, body: { locations: [], selfService: true } });
    const { container } = renderWithI18n(
      <PickupInstructions
        reservation={{ ...confirmedReservation, selfService: true }}
        offices={offices}
        offline={false}
      />,
      'en',
      ['common', 'reservation'],
    );
    // The hours' answer lands after the first render: still nothing is shown.
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
  });
});
