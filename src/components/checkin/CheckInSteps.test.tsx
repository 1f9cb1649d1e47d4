import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { useCallback, type ComponentType } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { LicencePhoto, Reservation } from '../../api-client/types';
import { renderWithI18n } from '../../i18n/test-utils';
import {
  checkInMachine,
  type CheckInEvent,
  type CheckInInput,
  type CheckInReservation,
  type DetailsInput,
  type StepInput,
} from '../../machines/checkin.machine';
import { fakePayment } from '../../machines/payment-fakes';
import { answerWith, confirmedReservation } from '../reservation/testing';
import { checkInReservationOf } from './checkin-actor';
import { CheckInPaymentStep, ContractStep, StartStep } from './CheckInSteps';
import { DetailsStep } from './DetailsStep';
import type { StepProps } from './step-props';

jest.mock('signature_pad', () => ({ __esModule: true, default: jest.fn() }));

const files = ['common', 'booking', 'reservation', 'checkin'] as const;
const now = '2027-02-25T10:00:00.000Z';

const openReservation: Reservation = {
  ...confirmedReservation,
  checkInWindow: { opensAt: '2027-02-22T10:00:00.000Z', open: true },
  checkIn: { step: 'details', completedAt: null, licencePhotos: [] },
};

type Machine = ReturnType<typeof checkInMachine.provide>;

function actorFor(input: CheckInInput, answer: Partial<Reservation> = {}): Actor<Machine> {
  const answered = async () => checkInReservationOf({ ...openReservation, ...answer });
  const machine = checkInMachine.provide({
    actors: {
      startCheckIn: fromPromise<CheckInReservation, StepInput>(answered),
      submitDetails: fromPromise<CheckInReservation, DetailsInput>(async () =>
        checkInReservationOf({
          ...openReservation,
          checkIn: { step: 'options', completedAt: null, licencePhotos: [] },
        }),
      ),
      payment: fakePayment(checkInReservationOf(openReservation), checkInReservationOf(openReservation), {
        startCheckout: async () => ({ payment: null, checkout: null, reservation: await answered() }),
      }).machine,
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return actor;
}

function Harness({
  actor,
  Step,
  reservation,
}: {
  actor: Actor<Machine>;
  Step: ComponentType<StepProps>;
  reservation: Reservation;
}) {
  const snapshot = useSelector(actor, (current) => current);
  // Stable, as the pages' own `send` (DetailsStep sends the photos of an earlier visit in an effect).
  const send = useCallback((event: CheckInEvent) => actor.send(event), [actor]);
  return <Step snapshot={snapshot} send={send} reservation={reservation} />;
}

afterEach(() => jest.restoreAllMocks());

describe('StartStep', () => {
  it('before the window opens shows the opening time and no start button', () => {
    const before = '2027-02-20T10:00:00.000Z';
    const actor = actorFor({ reservation: checkInReservationOf(confirmedReservation), step: 'start', now: before });
    expect(actor.getSnapshot().matches('notOpen')).toBe(true);
    renderWithI18n(<Harness actor={actor} Step={StartStep} reservation={confirmedReservation} />, 'en', files);
    expect(screen.getByTestId('checkin-opens')).toHaveTextContent(/opens on .*22.*10:00/);
    expect(screen.queryByRole('button', { name: 'Start check-in' })).not.toBeInTheDocument();
  });

  it('once open, starts the check-in and moves on to the details', async () => {
    const reservation = { ...openReservation, checkIn: null };
    const actor = actorFor({ reservation: checkInReservationOf(reservation), step: 'start', now });
    renderWithI18n(<Harness actor={actor} Step={StartStep} reservation={reservation} />, 'en', files);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start check-in' }));
    await waitFor(() => expect(actor.getSnapshot().matches('details')).toBe(true));
  });
});

describe('DetailsStep', () => {
  const withDriver = { ...openReservation, extraDrivers: 1 };

  function renderDetails(preparePhoto = jest.fn(async (file: File) => new Blob([file], { type: 'image/webp' }))) {
    const actor = actorFor({ reservation: checkInReservationOf(withDriver), step: 'details', now });
    const Step = (props: StepProps) => <DetailsStep {...props} preparePhoto={preparePhoto} />;
    renderWithI18n(<Harness actor={actor} Step={Step} reservation={withDriver} />, 'en', files);
    return { actor, preparePhoto };
  }

  it('names every missing field and photo in a summary that takes focus', async () => {
    const { actor } = renderDetails();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Address is required' })).toHaveAttribute('href', '#checkin-address');
    expect(screen.getAllByRole('link', { name: 'A photo of the front of the licence is required' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Full name is required' })).toHaveAttribute(
      'href',
      '#checkin-driver-1-fullName',
    );
    expect(actor.getSnapshot().matches({ details: 'ready' })).toBe(true);
  });

  it('downscales a picked photo, uploads it with PUT and marks the side given', async () => {
    const fetch = answerWith({
      status: 201,
      body: {
        licencePhoto: { driver: 'main', side: 'front', contentType: 'image/webp', size: 4, uploadedAt: now },
      },
    });
    const { actor, preparePhoto } = renderDetails();
    const file = new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' });
    await userEvent.setup().upload(screen.getByTestId('photo-gallery-checkin-photo-0-front'), file);
    await waitFor(() =>
      expect(screen.getByText('Photo uploaded', { selector: 'span[aria-live]' })).toBeInTheDocument(),
    );
    expect(preparePhoto).toHaveBeenCalledWith(file);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/reservations/CJY9NMP/check-in/licence-photos/main/front');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(fetch.mock.calls[0]?.[1]?.body).toBeInstanceOf(Blob);
    expect(actor.getSnapshot().context.licences[0]).toEqual({ front: true, back: false });
    expect(screen.getByTestId('photo-camera-checkin-photo-0-front')).toHaveAttribute('capture', 'environment');
  });

  it('shows the photos given on an earlier visit from the engine, with the retake', () => {
    const front: LicencePhoto = { driver: 'main', side: 'front', contentType: 'image/jpeg', size: 9, uploadedAt: now };
    const earlier: Reservation = {
      ...withDriver,
      checkIn: { step: 'details', completedAt: null, licencePhotos: [front] },
    };
    const actor = actorFor({ reservation: checkInReservationOf(earlier), step: 'details', now });
    const Step = (props: StepProps) => <DetailsStep {...props} preparePhoto={jest.fn()} />;
    renderWithI18n(<Harness actor={actor} Step={Step} reservation={earlier} />, 'en', files);
    expect(screen.getByTestId('stored-checkin-photo-0-front')).toHaveAttribute(
      'src',
      '/api/reservations/CJY9NMP/check-in/licence-photos/main/front',
    );
    expect(screen.queryByTestId('stored-checkin-photo-0-back')).not.toBeInTheDocument();
    expect(screen.getAllByText('Retake photo', { exact: false }).length).toBeGreaterThan(0);
  });

  it("shows the engine's 415 on the photo's field", async () => {
    answerWith({
      status: 415,
      body: {
        error: { code: 'unsupported_image_type', message: 'A licence photo must be a JPEG, PNG or WebP image.' },
      },
    });
    renderDetails();
    await userEvent
      .setup()
      .upload(
        screen.getByTestId('photo-camera-checkin-photo-1-back'),
        new File(['x'], 'back.heic', { type: 'image/heic' }),
      );
    expect(await screen.findByText('The photo must be a JPEG, PNG or WebP image.')).toHaveAttribute(
      'id',
      'checkin-photo-1-back-error',
    );
  });

  it('says so when the browser cannot read the photo', async () => {
    renderDetails(jest.fn(async (_file: File) => Promise.reject<Blob>(new Error('no bitmap'))));
    await userEvent
      .setup()
      .upload(
        screen.getByTestId('photo-gallery-checkin-photo-0-back'),
        new File(['x'], 'back.jpg', { type: 'image/jpeg' }),
      );
    expect(await screen.findByText(/This photo could not be read/)).toBeInTheDocument();
  });

  it('sends the details once every licence side is given', async () => {
    const { actor } = renderDetails();
    act(() => {
      for (const driver of [0, 1]) {
        actor.send({ type: 'licence.given', driver, side: 'front' });
        actor.send({ type: 'licence.given', driver, side: 'back' });
      }
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Street address'), 'Laugavegur 1');
    await user.type(screen.getByLabelText('Postcode'), '101');
    await user.type(screen.getByLabelText('Town or city'), 'Reykjavík');
    const licences = screen.getAllByLabelText('Driving licence number');
    await user.type(licences[0]!, 'IS-1');
    await user.type(licences[1]!, 'IS-2');
    for (const field of screen.getAllByLabelText('Date of birth')) await user.type(field, '1990-05-01');
    await user.type(screen.getByLabelText('Full name'), 'Jón Jónsson');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(actor.getSnapshot().matches('options')).toBe(true));
    expect(actor.getSnapshot().context.details?.drivers).toEqual([
      { fullName: 'Jón Jónsson', licenseNumber: 'IS-2', dateOfBirth: '1990-05-01' },
    ]);
  });

  it('keeps a tap on Save while a photo uploads, says so, and continues when it is done (issue 30)', async () => {
    answerWith({
      status: 201,
      body: { licencePhoto: { driver: '1', side: 'back', contentType: 'image/webp', size: 4, uploadedAt: now } },
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { actor } = renderDetails(
      jest.fn(async (file: File) => {
        await held;
        return new Blob([file], { type: 'image/webp' });
      }),
    );
    act(() => {
      actor.send({ type: 'licence.given', driver: 0, side: 'front' });
      actor.send({ type: 'licence.given', driver: 0, side: 'back' });
      actor.send({ type: 'licence.given', driver: 1, side: 'front' });
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Street address'), 'Hauptstraße 5');
    await user.type(screen.getByLabelText('Postcode'), '10115');
    await user.type(screen.getByLabelText('Town or city'), 'Berlin');
    const licences = screen.getAllByLabelText('Driving licence number');
    await user.type(licences[0]!, 'B072RRE2I55');
    await user.type(licences[1]!, 'F1234567');
    for (const field of screen.getAllByLabelText('Date of birth')) await user.type(field, '1990-05-01');
    await user.type(screen.getByLabelText('Full name'), 'Max Müller');
    await user.upload(
      screen.getByTestId('photo-gallery-checkin-photo-1-back'),
      new File(['jpeg'], 'back.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photos…');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(actor.getSnapshot().matches({ details: 'ready' })).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(actor.getSnapshot().matches('options')).toBe(true));
    expect(actor.getSnapshot().context.details).toMatchObject({ zipcode: '10115', city: 'Berlin' });
  });
});

describe('CheckInPaymentStep and ContractStep', () => {
  it('with nothing outstanding offers to continue without a card', async () => {
    const reservation = {
      ...openReservation,
      checkIn: { step: 'payment' as const, completedAt: null, licencePhotos: [] },
    };
    const actor = actorFor({ reservation: checkInReservationOf(reservation), step: 'payment', now });
    renderWithI18n(<Harness actor={actor} Step={CheckInPaymentStep} reservation={reservation} />, 'en', files);
    expect(screen.getByTestId('checkin-nothing-due')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to the agreement' }));
    await waitFor(() => expect(actor.getSnapshot().matches('contract')).toBe(true));
  });

  it('with an amount outstanding says what is charged and held, and pays it on the processor page', async () => {
    const reservation = {
      ...openReservation,
      total: 20000,
      checkIn: { step: 'payment' as const, completedAt: null, licencePhotos: [] },
    };
    const actor = actorFor({ reservation: checkInReservationOf(reservation), step: 'payment', now });
    renderWithI18n(<Harness actor={actor} Step={CheckInPaymentStep} reservation={reservation} />, 'en', files);
    expect(screen.getByText(/Still to pay: 56 €/)).toBeInTheDocument();
    expect(screen.getByTestId('payment-due-now')).toHaveTextContent(/56 €.*EUR/);
    expect(screen.getByTestId('payment-deposit')).toHaveTextContent(/1.000 € is held on your card now/);
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('shows the agreement as text: renter, vehicle, dates, total and key terms', () => {
    const reservation = {
      ...openReservation,
      checkIn: { step: 'contract' as const, completedAt: null, licencePhotos: [] },
    };
    const actor = actorFor({ reservation: checkInReservationOf(reservation), step: 'contract', now });
    renderWithI18n(<Harness actor={actor} Step={ContractStep} reservation={reservation} />, 'en', files);
    const agreement = screen.getByTestId('agreement');
    expect(agreement).toHaveTextContent('Guðrún Jónsdóttir');
    expect(agreement).toHaveTextContent('Toyota Aygo X or similar');
    expect(agreement).toHaveTextContent('Keflavík Airport');
    expect(agreement).toHaveTextContent(/Total: 144 €/);
    expect(agreement).toHaveTextContent(/deposit of 1.000 €/);
    expect(screen.getByRole('button', { name: 'Prepare the agreement for signing' })).toBeEnabled();
  });
});
