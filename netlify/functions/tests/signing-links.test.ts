/**
 * @jest-environment node
 */
import { sha256Hex } from '../../../server/contracts/contract-pdf.server';
import { closeDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import checkInContract from '../check-in-contract.mts';
import checkInDetails from '../check-in-details.mts';
import checkInOptions from '../check-in-options.mts';
import checkInPayment from '../check-in-payment.mts';
import checkInSigningLink from '../check-in-signing-link.mts';
import checkIn from '../check-in.mts';
import reservations from '../reservations.mts';
import signingLinkContract from '../signing-link-contract.mts';
import signingLinkSignature from '../signing-link-signature.mts';
import signingLink from '../signing-link.mts';
import { completeCheckout, customer, newKey, payByCard, pinClock, returnUrl, signaturePng, trip } from './fixtures';

interface Answer {
  reservation: { reference: string };
  contract: { sha256: string };
  signingLink: { path: string; token: string; expiresAt: string };
  signature: { contractSha256: string; method: string };
  reference: string;
  renterName: string;
  error: { code: string; message: string; fields?: Record<string, string> };
  [more: string]: unknown;
}

let trips = 0;

/** A reservation walked to the contract step by its owner; answers the contract and its signing link. */
async function atSignature() {
  trips += 1;
  const day = (offset: number) => `2027-09-${String(offset + trips * 4).padStart(2, '0')}T10:00`;
  pinClock(`${day(-1).slice(0, 10)}T08:00:00Z`);
  const owner = new ApiClient();
  const created = await owner.call<Answer>(reservations, {
    path: '/api/reservations',
    body: { classId: 'car-suzuki-vitara-4x4', ...trip(day(1), day(3)), extras: [], extraDrivers: 0, customer },
    headers: { 'idempotency-key': newKey() },
  });
  const { reference } = created.body.reservation;
  const step = (handler: typeof checkIn, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    owner.call<Answer>(handler, {
      path: `/api/reservations/${reference}${path}`,
      params: { reference },
      body,
      headers,
    });
  await payByCard(owner, reference);
  expect((await step(checkIn, '/check-in')).status).toBe(200);
  const details = {
    address: 'Laugavegur 1',
    zipcode: '101',
    city: 'Reykjavík',
    licenseNumber: 'IS-1',
    dateOfBirth: '1990-05-01',
  };
  expect((await step(checkInDetails, '/check-in/details', details)).status).toBe(200);
  expect(
    (await step(checkInOptions, '/check-in/options', { extras: [], insuranceId: 'basic', extraDrivers: 0 })).status,
  ).toBe(200);
  // Nothing is due; the deposit hold is authorised on the processor's page (no card is kept yet here).
  const payment = await step(checkInPayment, '/check-in/payment', { returnUrl }, { 'idempotency-key': newKey('ci') });
  expect(payment.status).toBe(201);
  expect(payment.body).toMatchObject({ payment: { purpose: 'deposit', capture: 'manual' } });
  expect((await completeCheckout(owner, reference, payment.body as never)).status).toBe(200);
  const contract = await step(checkInContract, '/check-in/contract');
  expect(contract.status).toBe(201);
  return { reference, contract: contract.body.contract, link: contract.body.signingLink, owner };
}

const byToken = (handler: typeof signingLink, token: string, suffix = '', body?: unknown) =>
  new ApiClient('192.0.2.44').call<Answer>(handler, {
    path: `/api/signing-links/${token}${suffix}`,
    params: { token },
    body,
  });

// Payments go through the test processor's page over HTTP.
jest.setTimeout(30_000);

describe('signing links', () => {
  afterAll(closeDatabase);

  it('open the contract and take a drawn signature from a fresh browser with no session, once', async () => {
    const { reference, contract, link } = await atSignature();
    expect(link.path).toBe(`/reservation/checkin/signature/?token=${link.token}`);
    expect(new Date(link.expiresAt).getTime() - Date.now()).not.toBeNaN();

    const view = await byToken(signingLink, link.token);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      reference,
      renterName: 'Guðrún Jónsdóttir',
      contract: { sha256: contract.sha256 },
    });
    expect(view.body).not.toHaveProperty('customer');

    const pdf = await byToken(signingLinkContract, link.token, '/contract');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(sha256Hex(new Uint8Array(pdf.body as unknown as ArrayBuffer))).toBe(contract.sha256);

    const signed = await byToken(signingLinkSignature, link.token, '/signature', {
      contractSha256: contract.sha256,
      signerName: 'Guðrún Jónsdóttir',
      image: signaturePng,
    });
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({ reference, signature: { contractSha256: contract.sha256, method: 'drawn' } });
    expect(signed.body).not.toHaveProperty('reservation');

    const again = await byToken(signingLinkSignature, link.token, '/signature', {
      contractSha256: contract.sha256,
      signerName: 'Guðrún Jónsdóttir',
      image: signaturePng,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('link_used');
    expect((await byToken(signingLink, link.token)).body.error.code).toBe('link_used');
  });

  it('take a typed name instead of a drawing, and the signed PDF says so', async () => {
    const { contract, link, owner, reference } = await atSignature();
    const withImage = await byToken(signingLinkSignature, link.token, '/signature', {
      contractSha256: contract.sha256,
      signerName: 'Guðrún Jónsdóttir',
      method: 'typed',
      image: signaturePng,
    });
    expect(withImage.status).toBe(400);
    const typed = await byToken(signingLinkSignature, link.token, '/signature', {
      contractSha256: contract.sha256,
      signerName: 'Guðrún Jónsdóttir',
      method: 'typed',
    });
    expect(typed.status).toBe(201);
    expect(typed.body.signature.method).toBe('typed');
    const signedPdf = await owner.call<ArrayBuffer>(checkInContract, {
      path: `/api/reservations/${reference}/check-in/contract`,
      params: { reference },
    });
    const bytes = new Uint8Array(signedPdf.body);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
  });

  it('are issued again to the proven owner at the signature step, and every one is spent by the signature', async () => {
    const { contract, link, owner, reference } = await atSignature();
    const ask = (client: ApiClient) =>
      client.call<Answer>(checkInSigningLink, {
        method: 'POST',
        path: `/api/reservations/${reference}/check-in/signing-link`,
        params: { reference },
      });
    const stranger = await ask(new ApiClient());
    expect(stranger.status).toBe(404);
    const fresh = await ask(owner);
    expect(fresh.status).toBe(201);
    expect(fresh.body.signingLink.token).not.toBe(link.token);
    expect((await byToken(signingLink, fresh.body.signingLink.token)).body.contract).toEqual({
      sha256: contract.sha256,
      pdfPath: `/api/signing-links/${fresh.body.signingLink.token}/contract`,
    });
    const signed = await byToken(signingLinkSignature, link.token, '/signature', {
      contractSha256: contract.sha256,
      signerName: 'Guðrún Jónsdóttir',
      method: 'typed',
    });
    expect(signed.status).toBe(201);
    expect((await byToken(signingLink, fresh.body.signingLink.token)).body.error.code).toBe('link_used');
    const afterSigning = await ask(owner);
    expect(afterSigning.status).toBe(409);
    expect(afterSigning.body.error.code).toBe('check_in_done');
  });

  it('expire after 24 hours, and an unknown token is a 404', async () => {
    const { contract, link } = await atSignature();
    pinClock(new Date(new Date(link.expiresAt).getTime()).toISOString());
    const expired = await byToken(signingLinkSignature, link.token, '/signature', {
      contractSha256: contract.sha256,
      signerName: 'Guðrún Jónsdóttir',
      method: 'typed',
    });
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('link_expired');
    expect((await byToken(signingLink, 'A'.repeat(43))).status).toBe(404);
    expect((await byToken(signingLink, 'short')).body.error.code).toBe('not_found');
  });
});
