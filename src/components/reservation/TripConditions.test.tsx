import { act, screen, within } from '@testing-library/react';
import type { TripConditions } from '../../api-client/types';
import { renderWithI18n } from '../../i18n/test-utils';
import { OverviewPage } from './OverviewPage';
import { answerWith, confirmedReservation } from './testing';
import { TripConditionsView } from './TripConditions';

type Shown = Extract<TripConditions, { shown: true }>;

const current = (link: string) => ({ status: 'current' as const, fetchedAt: '2026-12-08T11:50:00.000Z', link });
const conditions: Shown = {
  shown: true,
  sources: { roads: current('https://umferdin.is/en'), warnings: current('https://en.vedur.is/weather/warnings/') },
  roads: [
    {
      id: '3141',
      route: '43',
      name: 'Grindavíkurvegur: Reykjanesbraut - Grindavík',
      condition: 'Lokað',
      closed: true,
      issuedAt: '2026-12-08T08:40:00.000Z',
    },
    {
      id: '3120',
      route: '41',
      name: 'Reykjanesbraut: Hafnarfjörður - Fitjar',
      condition: 'Greiðfært',
      closed: false,
      issuedAt: '2026-12-08T11:05:00.000Z',
    },
  ],
  warnings: [
    {
      id: 'faxafloi.wind',
      colour: 'orange',
      headline: {
        is: 'Appelsínugul viðvörun: Austan stormur (Faxaflói)',
        en: 'Orange warning: Easterly gale (Faxaflói)',
      },
      areas: ['Faxaflói'],
      onset: '2026-12-08T15:00:00.000Z',
      expires: '2026-12-09T03:00:00.000Z',
      issuedAt: '2026-12-08T09:40:00.000Z',
      link: 'https://www.vedur.is/vidvaranir',
    },
  ],
  highland: { allowed: false, roads: [] },
};

const show = (value: Shown, language: 'en' | 'is' = 'en') =>
  renderWithI18n(<TripConditionsView conditions={value} />, language, ['common', 'reservation']);

describe('TripConditionsView (issue 40)', () => {
  it('shows a closed road and an orange warning with their times and sources, in English', () => {
    show(conditions);
    expect(screen.getByRole('heading', { name: 'Roads and weather for your trip' })).toBeInTheDocument();
    const [closed, open] = screen.getAllByTestId('trip-road');
    expect(closed).toHaveAttribute('data-closed', 'true');
    expect(closed).toHaveTextContent('Grindavíkurvegur: Reykjanesbraut - Grindavík');
    expect(closed).toHaveTextContent('Closed (Lokað)');
    expect(closed).toHaveTextContent(/Recorded .*08:40/);
    expect(open).toHaveTextContent('(Greiðfært)');
    const warning = screen.getByTestId('trip-warning');
    expect(warning).toHaveAttribute('data-colour', 'orange');
    expect(warning).toHaveTextContent('Orange warning');
    expect(warning).toHaveTextContent('Orange warning: Easterly gale (Faxaflói)');
    expect(warning).toHaveTextContent(/Issued .*09:40/);
    expect(within(warning).getByRole('link', { name: 'The warning at the Met Office' })).toHaveAttribute(
      'href',
      'https://www.vedur.is/vidvaranir',
    );
    expect(screen.getByTestId('trip-highland-not-allowed')).toHaveTextContent(
      'This car may not be driven on F-roads (the highland roads), even when they are open.',
    );
    const sources = screen.getByTestId('trip-sources');
    expect(sources).toHaveTextContent('Data: Vegagerðin');
    expect(sources).toHaveTextContent('Veðurstofa Íslands');
    expect(within(sources).getByRole('link', { name: /umferdin\.is/ })).toHaveAttribute(
      'href',
      'https://umferdin.is/en',
    );
  });

  it('shows the same in Icelandic, with the Met Office’s Icelandic headline', () => {
    show(conditions, 'is');
    expect(screen.getByRole('heading', { name: 'Færð og veður á leiðinni' })).toBeInTheDocument();
    expect(screen.getAllByTestId('trip-road')[0]).toHaveTextContent(
      /^Grindavíkurvegur: Reykjanesbraut - GrindavíkLokaðSkráð/,
    );
    expect(screen.getAllByTestId('trip-road')[0]).toHaveTextContent(/Skráð .*08:40/);
    const warning = screen.getByTestId('trip-warning');
    expect(warning).toHaveTextContent('Appelsínugul viðvörun: Austan stormur (Faxaflói)');
    expect(warning).toHaveTextContent(/Gefin út .*09:40/);
    expect(screen.getByTestId('trip-highland-not-allowed')).toHaveTextContent('Ekki má aka þessum bíl á F-vegum');
    expect(screen.getByTestId('trip-sources')).toHaveTextContent('Gögn: Vegagerðin, opin gögn; Veðurstofa Íslands.');
  });

  it('says a stale source is out of date and a failed one could not be fetched, showing neither as current', () => {
    show({
      ...conditions,
      sources: {
        roads: { status: 'stale', fetchedAt: '2026-12-08T07:00:00.000Z', link: 'https://umferdin.is/en' },
        warnings: { status: 'failed', fetchedAt: null, link: 'https://en.vedur.is/weather/warnings/' },
      },
      roads: [],
      warnings: [],
      highland: { allowed: true, roads: [] },
    });
    expect(screen.getByTestId('trip-roads-unavailable')).toHaveTextContent(
      /The road conditions we have are from .*07:00: too old to show as current\./,
    );
    expect(screen.getByTestId('trip-warnings-unavailable')).toHaveTextContent(
      'We could not fetch the weather warnings at our last try, so none are shown here.',
    );
    expect(screen.queryByTestId('trip-road')).toBeNull();
    expect(screen.queryByTestId('trip-warning')).toBeNull();
    expect(screen.getByText(/We cannot say now whether the highland roads are open/)).toBeInTheDocument();
  });

  it('lists the highland roads for a class allowed on F-roads, saying when all are closed', () => {
    show({
      ...conditions,
      highland: {
        allowed: true,
        roads: [
          {
            id: '9035',
            route: 'F35',
            name: 'Kjalvegur: Gullfoss - Hveravellir',
            condition: 'Ófært',
            closed: true,
            issuedAt: '2026-12-07T16:00:00.000Z',
          },
        ],
      },
    });
    expect(screen.getByText('The highland roads (F-roads) are closed now.')).toBeInTheDocument();
    expect(screen.getByTestId('trip-highland-road')).toHaveTextContent('Kjalvegur: Gullfoss - Hveravellir');
    expect(screen.queryByTestId('trip-highland-not-allowed')).toBeNull();
  });
});

describe('the trip panel on the overview', () => {
  const files = ['common', 'booking', 'reservation', 'edit', 'checkin'] as const;
  /** Iceland local time (UTC) `days` from now, as a reservation's pickup or return. */
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

  it('is loaded and shown from a few days before the pickup, from the reservation’s trip-conditions', async () => {
    const fetch = answerWith({ status: 200, body: conditions });
    renderWithI18n(
      <OverviewPage
        reservation={{
          ...confirmedReservation,
          pickup: { ...confirmedReservation.pickup, at: inDays(2) },
          return: { ...confirmedReservation.return, at: inDays(5) },
        }}
        onChange={jest.fn()}
      />,
      'en',
      files,
    );
    expect(await screen.findByTestId('trip-warning')).toHaveTextContent('Orange warning: Easterly gale (Faxaflói)');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/reservations\/CJY9NMP\/trip-conditions$/);
  });

  it('is not loaded before that, nor for a cancelled reservation', async () => {
    const fetch = answerWith();
    const far = { ...confirmedReservation, pickup: { ...confirmedReservation.pickup, at: inDays(10) } };
    const { unmount } = renderWithI18n(<OverviewPage reservation={far} onChange={jest.fn()} />, 'en', files);
    unmount();
    const cancelled = {
      ...confirmedReservation,
      status: 'cancelled' as const,
      pickup: { ...confirmedReservation.pickup, at: inDays(1) },
      return: { ...confirmedReservation.return, at: inDays(4) },
    };
    renderWithI18n(<OverviewPage reservation={cancelled} onChange={jest.fn()} />, 'en', files);
    // The panel's chunk loaded and the page's updates flushed: a panel that was to show would have asked by now.
    await act(async () => {
      await import('./TripConditions');
    });
    expect(screen.queryByTestId('trip-conditions')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
