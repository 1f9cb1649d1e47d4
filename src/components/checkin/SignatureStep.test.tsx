import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { ApiError } from '../../api-client/errors';
import type { SigningLink } from '../../api-client/types';
import booking from '../../../locales/en/booking.json';
import { renderWithI18n } from '../../i18n/test-utils';
import { checkInMachine, type CheckInReservation, type SignInput } from '../../machines/checkin.machine';
import { answerWith, confirmedReservation } from '../reservation/testing';
import CheckInPages from './CheckInPages';
import { checkInReservationOf, signatureRequestOf } from './checkin-actor';
import { SignatureStep } from './SignatureStep';

const pad = { empty: true, data: [] as unknown[] };
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation(() => ({
    isEmpty: () => pad.empty,
    toDataURL: () => 'data:image/png;base64,AAAA',
    toData: () => pad.data,
    fromData: (data: unknown[]) => {
      pad.data = data;
    },
    clear: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    off: jest.fn(),
  })),
}));

const files = ['common', 'booking', 'reservation', 'checkin'] as const;
const now = '2027-02-25T10:00:00.000Z';
const sha = 'a'.repeat(64);

function signingActor(sign: (input: SignInput) => Promise<CheckInReservation | null>) {
  const machine = checkInMachine.provide({
    actors: { sign: fromPromise<CheckInReservation | null, SignInput>(async ({ input }) => sign(input)) },
  });
  const actor = createActor(machine, {
    input: { fromSigningLink: true, reference: 'CJY9NMP', token: 'tok', contractSha256: sha, step: 'signature', now },
  });
  actor.start();
  return actor;
}

const link = { path: '/reservation/checkin/signature/?token=tok', token: 'tok', expiresAt: '2027-02-26T10:00:00.000Z' };

function Harness({
  actor,
  signingLink = link,
  requestLink,
}: {
  actor: Actor<ReturnType<typeof checkInMachine.provide>>;
  signingLink?: SigningLink | null;
  requestLink?: () => Promise<SigningLink>;
}) {
  const snapshot = useSelector(actor, (current) => current);
  return (
    <SignatureStep
      snapshot={snapshot}
      send={(event) => actor.send(event)}
      reservation={null}
      signingLink={signingLink}
      requestLink={requestLink}
      renterName="Guðrún Jónsdóttir"
      contractPdf="/api/signing-links/tok/contract"
    />
  );
}

beforeEach(() => {
  pad.empty = true;
});

describe('SignatureStep', () => {
  it('asks for a drawing when the pad is empty, then signs the drawn PNG', async () => {
    const sign = jest.fn(async () => null);
    const actor = signingActor(sign);
    renderWithI18n(<Harness actor={actor} />, 'en', files);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Your full name')).toHaveValue('Guðrún Jónsdóttir');
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    expect(screen.getByRole('link', { name: /Please draw your signature/ })).toBeInTheDocument();
    pad.empty = false;
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    await waitFor(() => expect(actor.getSnapshot().matches('done')).toBe(true));
    expect(sign).toHaveBeenCalledWith(
      expect.objectContaining({
        image: 'data:image/png;base64,AAAA',
        signerName: 'Guðrún Jónsdóttir',
        signingToken: 'tok',
      }),
    );
  });

  it('takes the typed name instead of a drawing (keyboard only)', async () => {
    const sign = jest.fn(async (_input: SignInput) => null);
    const actor = signingActor(sign);
    renderWithI18n(<Harness actor={actor} />, 'en', files);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Type your name instead' }));
    expect(screen.getByTestId('typed-signature')).toHaveTextContent('Guðrún Jónsdóttir');
    expect(screen.queryByTestId('signature-pad')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    await waitFor(() => expect(sign).toHaveBeenCalledWith(expect.objectContaining({ image: '' })));
    expect(signatureRequestOf(sign.mock.calls[0]![0])).toEqual({
      contractSha256: sha,
      signerName: 'Guðrún Jónsdóttir',
      method: 'typed',
    });
  });

  it('shows the signing link as a link and a QR code, with its expiry', () => {
    renderWithI18n(<Harness actor={signingActor(jest.fn())} />, 'en', files);
    expect(screen.getByTestId('signing-link')).toHaveAttribute(
      'href',
      'http://localhost/reservation/checkin/signature/?token=tok',
    );
    expect(screen.getByRole('img', { name: 'QR code of the signing link' })).toBeInTheDocument();
    expect(screen.getByText(/works once, until .*Feb 26, 2027 10:00/)).toBeInTheDocument();
  });

  it('asks the engine for a new link when this tab has none (after a reload), and says when that fails', async () => {
    const requestLink = jest
      .fn<Promise<SigningLink>, []>()
      .mockRejectedValueOnce(new ApiError(0, 'network_error', 'No answer'))
      .mockResolvedValueOnce({ ...link, path: '/reservation/checkin/signature/?token=new' });
    renderWithI18n(
      <Harness actor={signingActor(jest.fn())} signingLink={null} requestLink={requestLink} />,
      'en',
      files,
    );
    const user = userEvent.setup();
    expect(screen.queryByTestId('signing-link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show a link to sign on another phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(booking.booking.errors.network_error);
    await user.click(screen.getByRole('button', { name: 'Show a link to sign on another phone' }));
    expect(await screen.findByTestId('signing-link')).toHaveAttribute(
      'href',
      'http://localhost/reservation/checkin/signature/?token=new',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestLink).toHaveBeenCalledTimes(2);
  });

  it("shows the engine's contract_changed message and stays on the form", async () => {
    const sign = jest.fn(async () => {
      throw Object.assign(new Error('changed'), { code: 'contract_changed' });
    });
    const actor = signingActor(sign);
    renderWithI18n(<Harness actor={actor} />, 'en', files);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Type your name instead' }));
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(await screen.findByTestId('signature-failure')).toBeInTheDocument();
    expect(actor.getSnapshot().matches({ signature: 'ready' })).toBe(true);
  });
});

describe('CheckInPages from a signing link', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('opens the signature step with no session, from the link alone', async () => {
    window.history.pushState({}, '', '/reservation/checkin/signature/?token=tok');
    const fetch = answerWith({
      status: 200,
      body: {
        reference: 'CJY9NMP',
        locale: 'en',
        contract: { sha256: sha, pdfPath: '/api/signing-links/tok/contract' },
        renterName: 'Guðrún Jónsdóttir',
        expiresAt: '2027-02-26T10:00:00.000Z',
      },
    });
    renderWithI18n(<CheckInPages page="checkin-signature" />, 'en', files);
    expect(await screen.findByRole('heading', { name: 'Sign the agreement' })).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/signing-links/tok');
    expect(screen.getByTestId('contract-pdf')).toHaveAttribute('href', '/api/signing-links/tok/contract');
    expect(screen.queryByTestId('signing-link')).not.toBeInTheDocument();
  });

  it('says when the link has expired', async () => {
    window.history.pushState({}, '', '/reservation/checkin/signature/?token=old');
    answerWith({ status: 410, body: { error: { code: 'link_expired', message: 'expired' } } });
    renderWithI18n(<CheckInPages page="checkin-signature" />, 'en', files);
    expect(await screen.findByTestId('link-failure')).toHaveTextContent('This signing link has expired.');
  });
});

it('keeps the reservation facts the machine needs', () => {
  expect(checkInReservationOf(confirmedReservation)).toEqual({
    reference: 'CJY9NMP',
    status: 'confirmed',
    total: 14400,
    paid: 14400,
    refunded: 0,
    checkInWindow: confirmedReservation.checkInWindow,
    checkIn: null,
  });
});
