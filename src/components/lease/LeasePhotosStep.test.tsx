import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../i18n/test-utils';
import { answerWith, confirmedReservation } from '../reservation/testing';
import { LeasePhotosStep } from './LeasePhotosStep';

const files = ['common', 'booking', 'reservation', 'checkin', 'lease'] as const;

describe('LeasePhotosStep', () => {
  it('keeps a tap on Continue while a photo uploads and goes on when it is done (issue 30)', async () => {
    const uploaded = (side: string) => ({
      status: 201,
      body: { licencePhoto: { driver: 'main', side, contentType: 'image/webp', size: 4, uploadedAt: '2027-02-25' } },
    });
    answerWith(uploaded('front'), uploaded('back'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const onDone = jest.fn();
    renderWithI18n(
      <LeasePhotosStep
        reservation={confirmedReservation}
        preparePhoto={async (file) => {
          await held;
          return new Blob([file], { type: 'image/webp' });
        }}
        onDone={onDone}
        onBack={jest.fn()}
      />,
      'en',
      files,
    );
    const user = userEvent.setup();
    for (const side of ['front', 'back']) {
      await user.upload(
        screen.getByTestId(`photo-gallery-lease-photo-${side}`),
        new File(['jpeg'], `${side}.jpg`, { type: 'image/jpeg' }),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photos…');
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => release());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
