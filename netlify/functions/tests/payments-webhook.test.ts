/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDatabase } from '../../../server/db/client.server';
import { testProcessorDefaults } from '../../../server/payments/test-processor/defaults';
import { postForm, tryCardOnProcessorPage } from '../../../server/payments/test-processor/pay-on-page';
import { paymentProcessorFromEnv } from '../../../server/payments/index.server';
import { engineContext } from '../../../server/rental/context.server';
import { captureDeposit, releaseDeposit } from '../../../server/rental/deposit.server';
import { sweepDeposits } from '../../../server/rental/deposit-sweep.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import { clock } from '../../../server/clock.server';
import cancel from '../reservation-cancel.mts';
import checkIn from '../check-in.mts';
import checkInDetails from '../check-in-details.mts';
import checkInOptions from '../check-in-options.mts';
import checkInPayment from '../check-in-payment.mts';
import paymentResult from '../payment-result.mts';
import reservation from '../reservation.mts';
import paymentWebhook from '../payment-webhook.mts';
import reservations from '../reservations.mts';
import { processorForSuite } from './processor-with-webhooks';
import {
  challengeCard,
  completeCheckout,
  customer,
  insufficientFundsCard,
  newKey,
  pinClock,
  returnUrl,
  startCheckout,
  trip,
  type PaymentBody,
} from './fixtures';

// Payments go through a test processor's page over HTTP, and its webhooks come back over HTTP.
jest.setTimeout(30_000);

const suite = processorForSuite();

async function book(client: ApiClient, pickupAt = '2027-08-20T10:00', returnAt = '2027-08-23T10:00') {
  const created = await client.call<PaymentBody>(reservations, {
    path: '/api/reservations',
    body: { classId: 'car-suzuki-vitara-4x4', ...trip(pickupAt, returnAt), customer },
    headers: { 'idempotency-key': newKey('book') },
  });
  expect(created.status).toBe(201);
  return created.body.reservation;
}

async function startPayment(client: ApiClient, reference: string) {
  const started = await startCheckout<PaymentBody>(client, reference);
  expect(started.status).toBe(201);
  return started.body;
}

async function view(client: ApiClient, reference: string) {
  return (
    await client.call<PaymentBody>(reservation, { path: `/api/reservations/${reference}`, params: { reference } })
  ).body.reservation;
}

/** Types a card on the processor's page and does not come back: the customer closed the tab. */
async function payAndCloseTab(checkoutUrl: string, number: string) {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ holderName: 'Ann Lee', number, expiry: '12/30', cvc: '123', action: 'pay' }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  await suite.processor.webhooksSettled();
}

/** A notification signed as the processor signs it (Adyen's HMAC over the documented fields). */
function signedNotification(item: Record<string, unknown>, key: string = testProcessorDefaults.hmacKey) {
  const amount = item.amount as { value: number; currency: string };
  const payload = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    amount.value,
    amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  const hmacSignature = createHmac('sha256', Buffer.from(key, 'hex')).update(payload, 'utf8').digest('base64');
  return JSON.stringify({
    live: 'false',
    notificationItems: [{ NotificationRequestItem: { ...item, additionalData: { hmacSignature } } }],
  });
}

function postWebhook(body: string) {
  return new ApiClient().call<PaymentBody>(paymentWebhook, {
    path: '/api/payments/webhook',
    rawBody: body,
    headers: { 'content-type': 'application/json' },
  });
}

describe('processor webhooks, the source of truth', () => {
  beforeEach(() => pinClock('2027-08-01T10:00:00Z'));

  it('confirms a booking whose customer paid and closed the tab before coming back', async () => {
    const client = new ApiClient();
    const { reference, total } = await book(client);
    const started = await startPayment(client, reference);
    await payAndCloseTab(started.checkout?.url ?? '', '4242 4242 4242 4242');
    const seen = await view(client, reference);
    expect(seen).toMatchObject({ status: 'confirmed', paid: total, amountDue: 0 });
    expect(seen.ledger.map((entry) => entry.kind)).toEqual(['authorised', 'captured']);
    // The customer's late return finds it applied and changes nothing.
    const late = await client.call<PaymentBody>((await import('../payment-result.mts')).default, {
      path: `/api/reservations/${reference}/payments/${started.payment.id}/result`,
      params: { reference, payment: started.payment.id },
      body: {},
    });
    expect(late.status).toBe(200);
    expect(late.body.reservation.ledger).toHaveLength(2);
  });

  it('applies a replayed event once, and answers 401 to a missing or wrong signature', async () => {
    const client = new ApiClient();
    const { reference, total } = await book(client, '2027-08-25T10:00', '2027-08-27T10:00');
    const started = await startPayment(client, reference);
    await payAndCloseTab(started.checkout?.url ?? '', '4242 4242 4242 4242');
    const delivered = suite.processor.webhookDeliveries().at(-1);
    expect(delivered?.delivered).toBe(true);
    const replay = await postWebhook(delivered?.body ?? '');
    expect(replay.status).toBe(200);
    expect((await view(client, reference)).paid).toBe(total);

    const parsed = JSON.parse(delivered?.body ?? '{}') as {
      notificationItems: {
        NotificationRequestItem: Record<string, unknown> & { additionalData: Record<string, string> };
      }[];
    };
    const item = parsed.notificationItems[0]?.NotificationRequestItem;
    if (!item) throw new Error('No notification item');
    const { hmacSignature: _signature, ...withoutSignature } = item.additionalData;
    const unsigned = JSON.stringify({
      ...parsed,
      notificationItems: [{ NotificationRequestItem: { ...item, additionalData: withoutSignature } }],
    });
    expect((await postWebhook(unsigned)).status).toBe(401);
    const forged = signedNotification({ ...item, additionalData: undefined }, 'AB'.repeat(32));
    const answer = await postWebhook(forged);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('invalid_signature');
  });

  it('takes a refusal from the webhook with its reason, and a 3-D Secure challenge denied then approved', async () => {
    const client = new ApiClient();
    const { reference } = await book(client, '2027-09-01T10:00', '2027-09-03T10:00');
    const poor = await startPayment(client, reference);
    // The refused card leaves the processor's page open; its webhook names the reason on the open payment.
    expect((await tryCardOnProcessorPage(poor.checkout?.url ?? '', insufficientFundsCard.number)).location).toBeNull();
    await suite.processor.webhooksSettled();
    // Asked without a return address (a reload): the attempt as the webhooks left it; with one, its result.
    const asked = (back: string | null = null) => {
      const sessionResult = back ? new URL(back).searchParams.get('sessionResult') : null;
      return client.call<PaymentBody>(paymentResult, {
        path: `/api/reservations/${reference}/payments/${poor.payment.id}/result`,
        params: { reference, payment: poor.payment.id },
        body: sessionResult ? { sessionResult } : {},
      });
    };
    const open = await asked();
    expect(open.status).toBe(200);
    expect(open.body.payment).toMatchObject({ status: 'pending', failureCode: 'insufficient_funds' });
    // The customer gives up on that page: the payment ends cancelled, and the reservation waits.
    const cancelled = await postForm(poor.checkout?.url ?? '', { action: 'cancel' });
    const again = await asked(cancelled.location);
    expect(again.status).toBe(402);
    expect(again.body.error.code).toBe('cancelled');
    expect(again.body.reservation.status).toBe('pending_payment');

    const denied = await completeCheckout<PaymentBody>(
      client,
      reference,
      await startPayment(client, reference),
      challengeCard.number,
      'deny',
    );
    expect(denied.status).toBe(402);
    expect(denied.body.reservation.status).toBe('pending_payment');
    const approved = await completeCheckout<PaymentBody>(
      client,
      reference,
      await startPayment(client, reference),
      challengeCard.number,
      'approve',
    );
    expect(approved.status).toBe(200);
    expect(approved.body.reservation.status).toBe('confirmed');
  });

  it('applies an event that arrives before the site asked, and one out of order', async () => {
    const client = new ApiClient();
    const { reference, total } = await book(client, '2027-09-05T10:00', '2027-09-07T10:00');
    const started = await startPayment(client, reference);
    // A REFUND event of a payment not yet known is ignored (accepted, nothing recorded).
    const early = signedNotification({
      pspReference: 'REFUNDUNKNOWN00001',
      originalReference: 'PAYMENTUNKNOWN0001',
      merchantAccountCode: testProcessorDefaults.merchantAccount,
      merchantReference: `${reference}-cancellation`,
      amount: { value: total * 100, currency: 'EUR' },
      eventCode: 'REFUND',
      success: 'true',
      eventDate: new Date().toISOString(),
    });
    expect((await postWebhook(early)).status).toBe(200);
    await payAndCloseTab(started.checkout?.url ?? '', '4242 4242 4242 4242');
    const cancelled = await client.call<PaymentBody>(cancel, {
      path: `/api/reservations/${reference}/cancel`,
      params: { reference },
      body: { expectedRefund: total },
    });
    expect(cancelled.status).toBe(200);
    await suite.processor.webhooksSettled();
    const seen = await view(client, reference);
    // The processor's REFUND webhook arrived after the site recorded the refund: one refund, not two.
    expect(seen).toMatchObject({ status: 'cancelled', refunded: total });
    expect(seen.ledger.filter((entry) => entry.kind === 'refunded')).toHaveLength(1);
  });
});

describe('the deposit as a hold', () => {
  it('is held at check-in on the card kept at booking, shown with its release date, then released or captured', async () => {
    pinClock('2027-10-01T10:00:00Z');
    const client = new ApiClient();
    const { reference, total } = await book(client, '2027-10-05T10:00', '2027-10-08T10:00');
    const started = await startPayment(client, reference);
    expect((await completeCheckout<PaymentBody>(client, reference, started)).status).toBe(200);
    await suite.processor.webhooksSettled();

    const post = (handler: typeof checkIn, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
      client.call<PaymentBody>(handler, {
        path: `/api/reservations/${reference}${path}`,
        params: { reference },
        body,
        headers,
      });
    expect((await post(checkIn, '/check-in')).status).toBe(200);
    expect(
      (
        await post(checkInDetails, '/check-in/details', {
          address: 'Laugavegur 1',
          zipcode: '101',
          city: 'Reykjavík',
          licenseNumber: 'IS-1234567',
          dateOfBirth: '1990-05-01',
          drivers: [],
        })
      ).status,
    ).toBe(200);
    expect(
      (await post(checkInOptions, '/check-in/options', { extras: [], insuranceId: 'basic', extraDrivers: 0 })).status,
    ).toBe(200);
    // Nothing is due: the hold goes on the card the booking's checkout kept, with no page to visit.
    const payment = await post(checkInPayment, '/check-in/payment', { returnUrl }, { 'idempotency-key': newKey('ci') });
    expect(payment.status).toBe(200);
    const held = payment.body.reservation;
    expect(held.deposit).toMatchObject({ status: 'held', heldAmount: held.deposit.amount });
    expect(held.deposit.amount).toBeGreaterThan(0);
    expect(held.deposit.releaseOn).toBe('2027-10-11T10:00:00.000Z');
    expect(held.payments).toEqual({ paid: total, refunded: 0, held: held.deposit.amount });

    // Staff capture part of it for damage (the desk's operation); the rest is released.
    const context = { ...engineContext(), now: clock.now() };
    const processorAdapter = paymentProcessorFromEnv();
    const [row] = (await getDatabase().execute(sql`SELECT * FROM reservations WHERE reference = ${reference}`)).rows;
    expect(row).toBeDefined();
    await getDatabase().transaction(async (tx) => {
      const [locked] = await tx.query.reservations.findMany({
        where: (table, { eq }) => eq(table.reference, reference),
      });
      if (!locked) throw new Error('no reservation');
      await captureDeposit(tx, context, processorAdapter, locked, {
        amount: 20_000,
        reason: 'Scratch',
        key: 'capture-1',
        actor: 'manager@example.com',
      });
      // A second click with the same key does nothing.
      await captureDeposit(tx, context, processorAdapter, locked, {
        amount: 20_000,
        reason: 'Scratch',
        key: 'capture-1',
        actor: 'manager@example.com',
      });
      expect(await releaseDeposit(tx, context, processorAdapter, locked, 'release-again')).toBe(false);
    });
    await suite.processor.webhooksSettled();
    const after = await view(client, reference);
    expect(after.deposit).toMatchObject({
      status: 'partly_captured',
      heldAmount: 0,
      capturedAmount: 20_000,
      releaseOn: null,
    });
  });

  it('is placed by the sweep for a customer who skipped check-in, and released after the return', async () => {
    pinClock('2027-11-01T10:00:00Z');
    const client = new ApiClient();
    const { reference } = await book(client, '2027-11-10T10:00', '2027-11-12T10:00');
    expect((await completeCheckout<PaymentBody>(client, reference, await startPayment(client, reference))).status).toBe(
      200,
    );
    await suite.processor.webhooksSettled();
    const processorAdapter = paymentProcessorFromEnv();

    pinClock('2027-11-07T10:00:00Z');
    await sweepDeposits({ ...engineContext(), now: clock.now() }, processorAdapter);
    expect((await view(client, reference)).deposit.status).toBe('not_held');

    pinClock('2027-11-08T10:00:00Z');
    const placed = await sweepDeposits({ ...engineContext(), now: clock.now() }, processorAdapter);
    expect(placed.placed).toBeGreaterThanOrEqual(1);
    expect((await view(client, reference)).deposit).toMatchObject({
      status: 'held',
      releaseOn: '2027-11-15T10:00:00.000Z',
    });

    pinClock('2027-11-15T10:00:00Z');
    const released = await sweepDeposits({ ...engineContext(), now: clock.now() }, processorAdapter);
    expect(released.released).toBeGreaterThanOrEqual(1);
    // The release is pending until the processor's CANCELLATION webhook says it happened.
    await suite.processor.webhooksSettled();
    expect((await view(client, reference)).deposit).toMatchObject({ status: 'released', heldAmount: 0 });
  });
});
