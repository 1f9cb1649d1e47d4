import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../i18n/test-utils';
import { LesseeStep } from './LesseeStep';

const files = ['common', 'booking', 'reservation', 'lease'] as const;
const search = {
  classId: 'car-kia-picanto',
  leaseStartDate: '2027-03-01',
  months: 3,
  handover: 'delivery' as const,
  deliveryTime: '10:00',
  deliveryLocation: { address: 'Laugavegur 1', zipcode: '101', city: 'Reykjavík' },
  currency: 'EUR' as const,
};

function renderStep(language: 'en' | 'is' = 'en', onSubmit = jest.fn()) {
  renderWithI18n(
    <LesseeStep
      today="2027-02-01"
      search={search}
      initial={null}
      error={null}
      submitting={false}
      onSubmit={onSubmit}
      onBack={jest.fn()}
    />,
    language,
    files,
  );
  return onSubmit;
}

describe('LesseeStep (issue 15)', () => {
  it('shows a wrong kennitala and a 6-digit mobile with the spec’s messages, the summary focused', async () => {
    const onSubmit = renderStep();
    await userEvent.type(screen.getByLabelText('Full name'), 'Guðrún Jónsdóttir');
    await userEvent.type(screen.getByLabelText('Kennitala'), '120389-2379');
    await userEvent.type(screen.getByLabelText('Mobile number'), '555 123');
    await userEvent.type(screen.getByLabelText('Email'), 'gudrun@example.com');
    await userEvent.type(screen.getByLabelText('Licence number'), 'IS123456');
    await userEvent.click(screen.getByRole('button', { name: 'Hold the car and continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Kennitala')).toHaveAccessibleDescription(
        '10 digits: your date of birth (DDMMYY) and four more. Please enter a valid Kennitala',
      ),
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'An Icelandic number has 7 digits; choose the country code of a number from abroad. Mobile number must have exactly 7 digits',
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Please enter a valid Kennitala');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts from the delivery address and sends a valid lessee', async () => {
    const onSubmit = renderStep();
    expect(screen.getByLabelText('Address')).toHaveValue('Laugavegur 1');
    await userEvent.type(screen.getByLabelText('Full name'), 'Guðrún Jónsdóttir');
    await userEvent.type(screen.getByLabelText('Kennitala'), '120389-2389');
    await userEvent.type(screen.getByLabelText('Mobile number'), '555 1234');
    await userEvent.type(screen.getByLabelText('Email'), 'gudrun@example.com');
    await userEvent.type(screen.getByLabelText('Licence number'), 'IS123456');
    await userEvent.click(screen.getByRole('button', { name: 'Hold the car and continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      fullName: 'Guðrún Jónsdóttir',
      hasKennitala: true,
      ssn: '120389-2389',
      zipcode: '101',
    });
  });

  it('takes a lessee from abroad: a US mobile, a date of birth, a home postcode with letters (issue 30)', async () => {
    const onSubmit = renderStep();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Ann Lee');
    await user.click(screen.getByRole('radio', { name: 'No, I will give my date of birth' }));
    await user.type(screen.getByLabelText('Date of birth'), '1988-07-04');
    await user.selectOptions(screen.getByLabelText('Country code'), 'US');
    await user.type(screen.getByLabelText('Mobile number'), '(201) 555-0123');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), 'SW1A 1AA');
    await user.type(screen.getByLabelText('Licence number'), 'D1234-56789-01234');
    await user.click(screen.getByRole('button', { name: 'Hold the car and continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      hasKennitala: false,
      dateOfBirth: '1988-07-04',
      mobile: '+12015550123',
      zipcode: 'SW1A 1AA',
    });
  });
});
