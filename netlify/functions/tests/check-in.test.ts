/**
 * @jest-environment node
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { sql } from 'drizzle-orm';
import { sha256Hex } from '../../../server/contracts/contract-pdf.server';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import { testCheckInDetails } from '../../../server/testing/customer';
import checkInContract from '../check-in-contract.mts';
import checkInDetails from '../check-in-details.mts';
import checkInOptions from '../check-in-options.mts';
import checkInPayment from '../check-in-payment.mts';
import checkInSignature from '../check-in-signature.mts';
import checkIn from '../check-in.mts';
import reservations from '../reservations.mts';
import { completeCheckout, customer, newKey, payByCard, pinClock, returnUrl, signaturePng, trip } from './fixtures';

interface Answer {
  reservation: {
    reference: string;
    status: string;
    total: number;
    amountDue: number;
    checkIn: { step: string } | null;
    deposit: { amount: number; status: string; heldAmount: number; releaseOn: string | null };
    payments: { paid: number; refunded: number; held: number };
  };
  error: { code: string; fields?: Record<string, string> };
  contract: { sha256: string; templateId: number; paymentOptionId: number };
  signature: { contractSha256: string; signedAt: string };
  opensAt: string;
  payment: { id: string; amount: number; status: string; purpose: string };
  checkout: { url: string } | null;
}

const details = {
  ...testCheckInDetails,
  drivers: [{ fullName: 'Jón Jónsson', licenseNumber: 'IS-7654321', dateOfBirth: '1988-02-02' }],
};

// Payments go through the test processor's page over HTTP.
jest.setTimeout(30_000);

describe('online check-in from start to a signed contract', () => {
  afterAll(closeDatabase);

  async function bookedAndPaid(client: ApiClient, pickupAt: string, returnAt: string) {
    pinClock('2027-07-01T08:00:00Z');
    const created = await client.call<Answer>(reservations, {
      path: '/api/reservations',
      body: {
        classId: 'car-suzuki-vitara-4x4',
        ...trip(pickupAt, returnAt, { locale: 'is' }),
        extras: [],
        extraDrivers: 1,
        customer,
      },
      headers: { 'idempotency-key': newKey() },
    });
    const { reference } = created.body.reservation;
    const paid = await payByCard<Answer>(client, reference);
    expect(paid.status).toBe(200);
    return reference;
  }

  const post = (
    client: ApiClient,
    handler: typeof checkIn,
    reference: string,
    step: string,
    body: unknown = {},
    headers: Record<string, string> = {},
  ) =>
    client.call<Answer>(handler, {
      path: `/api/reservations/${reference}/check-in${step}`,
      params: { reference },
      body,
      headers,
    });

  it('opens 168 hours before pickup, then walks details, options, payment, contract and signature', async () => {
    const client = new ApiClient('203.0.113.50');
    const reference = await bookedAndPaid(client, '2027-07-20T10:00', '2027-07-23T10:00');

    const early = await post(client, checkIn, reference, '');
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('check_in_not_open');
    expect(early.body.opensAt).toBe('2027-07-13T10:00:00.000Z');

    pinClock('2027-07-13T10:00:00Z');
    const started = await post(client, checkIn, reference, '');
    expect(started.status).toBe(200);
    expect(started.body.reservation.checkIn).toMatchObject({ step: 'details' });

    const outOfOrder = await post(client, checkInContract, reference, '/contract');
    expect(outOfOrder.status).toBe(409);

    const badDetails = await post(client, checkInDetails, reference, '/details', { ...details, licenseNumber: '' });
    expect(badDetails.status).toBe(400);
    expect(badDetails.body.error.fields).toEqual({ licenseNumber: 'Licence number is required' });
    expect((await post(client, checkInDetails, reference, '/details', details)).status).toBe(200);

    const options = await post(client, checkInOptions, reference, '/options', {
      extras: [{ id: 'snow-chains', quantity: 1 }],
      insuranceId: 'plus',
      extraDrivers: 1,
    });
    expect(options.status).toBe(200);
    // Plus cover for 3 days (3 × 15 €) and snow chains (25 €) are due now.
    expect(options.body.reservation.amountDue).toBe(4500 + 2500);
    const { total } = options.body.reservation;

    const payKey = newKey('check-in');
    const checkout = await post(
      client,
      checkInPayment,
      reference,
      '/payment',
      { returnUrl },
      { 'idempotency-key': payKey },
    );
    expect(checkout.status).toBe(201);
    expect(checkout.body.payment).toMatchObject({ status: 'pending', purpose: 'check-in', amount: 4500 + 2500 });
    const replay = await post(
      client,
      checkInPayment,
      reference,
      '/payment',
      { returnUrl },
      { 'idempotency-key': payKey },
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.payment.id).toBe(checkout.body.payment.id);
    const payment = await completeCheckout<Answer>(client, reference, checkout.body);
    expect(payment.status).toBe(200);
    expect(payment.body.payment).toMatchObject({ status: 'succeeded', amount: 4500 + 2500 });
    expect(payment.body.reservation.amountDue).toBe(0);

    const contract = await post(client, checkInContract, reference, '/contract');
    expect(contract.status).toBe(201);
    expect(contract.body.contract).toMatchObject({ templateId: 1829, paymentOptionId: 509 });
    const pdf = await client.call<ArrayBuffer>(checkInContract, {
      path: `/api/reservations/${reference}/check-in/contract`,
      params: { reference },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(sha256Hex(new Uint8Array(pdf.body))).toBe(contract.body.contract.sha256);

    const wrongHash = await post(client, checkInSignature, reference, '/signature', {
      contractSha256: '0'.repeat(64),
      signerName: 'Guðrún Jónsdóttir',
      image: signaturePng,
    });
    expect(wrongHash.status).toBe(409);
    expect(wrongHash.body.error.code).toBe('contract_changed');

    const signed = await post(client, checkInSignature, reference, '/signature', {
      contractSha256: contract.body.contract.sha256,
      signerName: 'Guðrún Jónsdóttir',
      image: signaturePng,
    });
    expect(signed.status).toBe(201);
    expect(signed.body.reservation).toMatchObject({ status: 'checked_in', total, checkIn: { step: 'done' } });
    expect(signed.body.signature).toMatchObject({
      contractSha256: contract.body.contract.sha256,
      signedAt: '2027-07-13T10:00:00.000Z',
    });

    const { rows } = await getDatabase().execute<{ client_address: string; contract_sha256: string }>(sql`
      SELECT s.client_address, s.contract_sha256 FROM signatures s JOIN contracts c ON c.id = s.contract_id
      JOIN reservations r ON r.id = c.reservation_id WHERE r.reference = ${reference}`);
    expect(rows).toEqual([{ client_address: '203.0.113.50', contract_sha256: contract.body.contract.sha256 }]);
    const signedPdf = await client.call<ArrayBuffer>(checkInContract, {
      path: `/api/reservations/${reference}/check-in/contract`,
      params: { reference },
    });
    expect(signedPdf.headers.get('content-disposition')).toContain('-signed.pdf');
    expect((await PDFDocument.load(signedPdf.body)).getPageCount()).toBeGreaterThanOrEqual(1);

    expect((await post(client, checkInDetails, reference, '/details', details)).body.error.code).toBe('check_in_done');
  });

  it('refuses an unpaid reservation and a stranger', async () => {
    pinClock('2027-07-01T08:00:00Z');
    const client = new ApiClient();
    const created = await client.call<Answer>(reservations, {
      path: '/api/reservations',
      body: {
        classId: 'car-suzuki-vitara-4x4',
        ...trip('2027-07-05T10:00', '2027-07-08T10:00'),
        extras: [],
        extraDrivers: 0,
        customer,
      },
      headers: { 'idempotency-key': newKey() },
    });
    const { reference } = created.body.reservation;
    expect((await post(client, checkIn, reference, '')).body.error.code).toBe('not_checkable');
    expect((await post(new ApiClient(), checkIn, reference, '')).status).toBe(404);
  });
});
