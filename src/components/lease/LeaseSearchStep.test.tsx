import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchOptions } from '../../api-client/types';
import { leaseSettings } from '../../config/lease';
import { renderWithI18n } from '../../i18n/test-utils';
import { LeaseSearchStep } from './LeaseSearchStep';

jest.mock('../../api-client/client', () => ({
  // The price is the engine's; here the form alone is under test, so no quote is asked for.
  api: { quoteLease: jest.fn(() => new Promise(() => undefined)) },
}));

const files = ['common', 'booking', 'reservation', 'lease'] as const;
const weekdays = { from: '09:00', to: '17:00' };
const hours = {
  isSameHoursAllDays: false,
  dailyHours: {
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    saturday: { from: '10:00', to: '14:00' },
    sunday: null,
  },
};
const place = (id: string) => ({
  id,
  title: id,
  pickup: true,
  return: true,
  hours: { id, operatingHoursHighSeason: hours, operatingHoursLowSeason: hours, returnAnytime: false },
});
const options = {
  tenant: 'longterm',
  selfService: false,
  locations: [place('rvk'), place('delivery')],
  extras: [],
  insurances: [],
  terms: { minimumLeadHours: 48, minimumRentalDays: 30, maximumRentalDays: 365, payNowPercent: 20 },
} as unknown as SearchOptions;

function renderStep(onSubmit = jest.fn()) {
  renderWithI18n(
    <LeaseSearchStep
      settings={leaseSettings.longterm!}
      options={options}
      vehicles={[{ classCode: 'car-kia-picanto', title: 'Kia Picanto' } as never]}
      initial={null}
      classId="car-kia-picanto"
      today="2027-02-01"
      currency="EUR"
      language="en"
      error={null}
      onSubmit={onSubmit}
    />,
    'en',
    files,
  );
  return onSubmit;
}

describe('LeaseSearchStep (issue 15)', () => {
  it('names a missing lease start date on its field, the summary focused', async () => {
    const onSubmit = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Lease start date')).toHaveAccessibleDescription(
        'The earliest start is 2027-02-03. Lease start date is required',
      ),
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Lease start date is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the place’s times for the day, and names a closed day', async () => {
    renderStep();
    await userEvent.type(screen.getByLabelText('Lease start date'), '2027-03-01');
    expect(screen.getAllByRole('option', { name: /^\d\d:\d\d$/ }).map((option) => option.textContent)).toContain(
      '09:00',
    );
    await userEvent.clear(screen.getByLabelText('Lease start date'));
    await userEvent.type(screen.getByLabelText('Lease start date'), '2027-03-07');
    expect(screen.getByLabelText('Lease start date')).toHaveAccessibleDescription(
      /We do not hand cars over on this date/,
    );
  });
});
