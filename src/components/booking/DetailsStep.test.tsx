import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../i18n/test-utils';
import { DetailsStep } from './DetailsStep';

const files = ['common', 'booking'] as const;

function renderStep(language: 'en' | 'de' | 'fr' = 'en', onSubmit = jest.fn()) {
  renderWithI18n(
    <DetailsStep
      today="2027-03-10"
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

describe('DetailsStep', () => {
  it('shows the spec §5 messages on their fields, announced, and does not submit', async () => {
    const onSubmit = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please correct \d+ field/);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks the visitor’s language', async () => {
    renderStep('de');
    await userEvent.selectOptions(screen.getByLabelText('Ländervorwahl'), 'IS');
    await userEvent.type(screen.getByLabelText('Telefonnummer'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    expect(await screen.findByLabelText('Telefonnummer')).toHaveAccessibleDescription(
      'Die Telefonnummer muss genau 7 Ziffern haben',
    );
  });

  it('asks for the driver when someone else drives, and sends customer, driver and trip', async () => {
    const onSubmit = renderStep();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Guðrún');
    await user.type(screen.getByLabelText('Last name'), 'Jónsdóttir');
    await user.type(screen.getByLabelText('Email'), 'gudrun@example.com');
    await user.type(screen.getByLabelText('Phone number'), '555 1234');
    await user.selectOptions(screen.getByLabelText('Country of residence'), 'IS');
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-01');
    expect(screen.queryByLabelText("Driver's full name")).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Someone else' }));
    await user.type(screen.getByLabelText("Driver's full name"), 'Sigríður Jónsdóttir');
    await user.type(screen.getByLabelText("Driver's date of birth"), '2012-01-01');
    await user.type(screen.getByLabelText('Driving licence number'), 'IS-1234');
    await user.type(screen.getByLabelText('Flight number (optional)'), 'fi 615');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByLabelText("Driver's date of birth")).toHaveAccessibleDescription(
      'You must be at least 18 years old',
    );
    await user.clear(screen.getByLabelText("Driver's date of birth"));
    await user.type(screen.getByLabelText("Driver's date of birth"), '1985-02-03');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      customer: {
        firstName: 'Guðrún',
        lastName: 'Jónsdóttir',
        email: 'gudrun@example.com',
        phone: '+3545551234',
        country: 'IS',
        dateOfBirth: '1990-05-01',
      },
      mainDriver: false,
      driver: { fullName: 'Sigríður Jónsdóttir', dateOfBirth: '1985-02-03', licenseNumber: 'IS-1234' },
      trip: { numberOfPassengers: 1, flightNumber: 'FI615' },
    });
  });

  it('takes a German number on a German page, and sends it in E.164 (issue 30)', async () => {
    const onSubmit = renderStep('de');
    const user = userEvent.setup();
    expect(screen.getByLabelText('Ländervorwahl')).toHaveValue('DE');
    await user.type(screen.getByLabelText('Vorname'), 'Lena');
    await user.type(screen.getByLabelText('Nachname'), 'Schmidt');
    await user.type(screen.getByLabelText('E-Mail'), 'lena@example.de');
    await user.type(screen.getByLabelText('Telefonnummer'), '0151 2345678');
    await user.selectOptions(screen.getByLabelText('Wohnsitzland'), 'DE');
    await user.type(screen.getByLabelText('Geburtsdatum'), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ customer: expect.objectContaining({ phone: '+491512345678', country: 'DE' }) }),
    );
  });

  it("follows the country of residence with the phone's country code until one is chosen (issue 30)", async () => {
    renderStep();
    const user = userEvent.setup();
    expect(screen.getByLabelText('Country code')).toHaveValue('IS');
    await user.selectOptions(screen.getByLabelText('Country of residence'), 'US');
    expect(screen.getByLabelText('Country code')).toHaveValue('US');
    await user.type(screen.getByLabelText('Phone number'), '555 1234');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
    await user.selectOptions(screen.getByLabelText('Country code'), 'CN');
    await user.selectOptions(screen.getByLabelText('Country of residence'), 'DE');
    expect(screen.getByLabelText('Country code')).toHaveValue('CN');
  });

  it('refuses a card number typed into the special requests, in the page’s language (issue 38)', async () => {
    const onSubmit = renderStep('fr');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Demandes particulières (facultatif)'), 'Ma carte 4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /paiement/ }));
    expect(await screen.findByLabelText('Demandes particulières (facultatif)')).toHaveAccessibleDescription(
      'Veuillez ne pas saisir de numéro de carte ici. Les données de carte se saisissent uniquement sur la page de paiement.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
