/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdyenProcessor, fromAdyenValue, toAdyenValue } from './adyen.server';
import {
  ProcessorError,
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentProcessor,
  type ProcessorEvent,
} from './processor.server';
import { testProcessorDefaults } from './test-processor/defaults';
import { startTestProcessor, type TestProcessor } from './test-processor/test-processor.server';

const keys = {
  apiKey: testProcessorDefaults.apiKey,
  merchantAccount: testProcessorDefaults.merchantAccount,
  hmacKey: testProcessorDefaults.hmacKey,
};
const returnUrl = 'http://127.0.0.1:8888/reservations/ABC123/payment?attempt=1';

/** The site's webhook endpoint, reduced to what the processor sees: it keeps each body and accepts it. */
interface WebhookListener {
  url: string;
  bodies: string[];
  failNext: number;
  server: Server;
}

async function startWebhookListener(): Promise<WebhookListener> {
  const listener: WebhookListener = { url: '', bodies: [], failNext: 0, server: createServer() };
  listener.server.on('request', (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      listener.bodies.push(body);
      if (listener.failNext > 0) {
        listener.failNext -= 1;
        response.writeHead(500).end('down');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('[accepted]');
    });
  });
  await new Promise<void>((resolve) => listener.server.listen(0, '127.0.0.1', resolve));
  listener.url = `http://127.0.0.1:${(listener.server.address() as AddressInfo).port}/api/payments/webhook`;
  return listener;
}

let processor: TestProcessor;
let listener: WebhookListener;
let adyen: PaymentProcessor;

beforeAll(async () => {
  listener = await startWebhookListener();
  processor = await startTestProcessor({
    port: 0,
    host: '127.0.0.1',
    ...keys,
    webhookUrl: listener.url,
    merchantName: 'Iceland Rentals',
    webhookRetryDelaysMs: [0, 20, 50],
  });
  adyen = createAdyenProcessor({
    ...keys,
    environment: 'test',
    checkoutBaseUrl: processor.url,
    testMode: true,
    timeoutMs: 400,
    retryDelayMs: 10,
  });
});

afterAll(async () => {
  await processor.close();
  await new Promise((resolve) => listener.server.close(resolve));
});

let sequence = 0;

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  sequence += 1;
  return {
    reference: `attempt-${sequence}`,
    amount: 45_900,
    currency: 'EUR',
    returnUrl,
    locale: 'en',
    capture: 'automatic',
    storeCard: false,
    shopperReference: 'reservation-1',
    description: 'Reservation ABC123',
    idempotencyKey: `key-${sequence}`,
    expiresAt: new Date(Date.now() + 3_600_000),
    ...overrides,
  };
}

interface CardForm {
  holderName?: string;
  number?: string;
  expiry?: string;
  cvc?: string;
  action?: string;
}

/** Posts the hosted page's form as a browser does, without following the redirect. */
async function postForm(url: string, form: CardForm) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form as Record<string, string>).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Every card number typed on the hosted page in this file, digits only. */
const typedCardNumbers = new Set<string>();

function payWith(checkoutUrl: string, number: string, cvc = number.startsWith('37') ? '1234' : '123') {
  typedCardNumbers.add(number.replace(/\D/g, ''));
  return postForm(checkoutUrl, { holderName: 'Jón Jónsson', number, expiry: '12/30', cvc, action: 'pay' });
}

/** The `sessionId` and `sessionResult` the processor put on the return URL. */
function returned(location: string | null) {
  expect(location).not.toBeNull();
  const url = new URL(location ?? '');
  expect(url.origin + url.pathname).toBe('http://127.0.0.1:8888/reservations/ABC123/payment');
  expect(url.searchParams.get('attempt')).toBe('1');
  return {
    checkoutId: url.searchParams.get('sessionId') ?? '',
    sessionResult: url.searchParams.get('sessionResult') ?? '',
  };
}

/** Waits for the webhook of `merchantReference` and reads it through the adapter. */
async function eventFor(merchantReference: string, kind = 'authorisation'): Promise<ProcessorEvent> {
  for (let tries = 0; tries < 100; tries += 1) {
    for (const body of listener.bodies) {
      const event = (await adyen.readWebhook(body, new Headers())).find(
        (candidate) => candidate.merchantReference === merchantReference,
      );
      if (event?.kind === kind) return event;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No ${kind} webhook for ${merchantReference}`);
}

function lastApiRequest() {
  const requests = processor.receivedRequests().filter((request) => request.kind === 'api');
  return requests[requests.length - 1];
}

describe('amounts in Adyen decimals', () => {
  it('sends ISK with two decimals, unlike ISO 4217, and other currencies as they are', () => {
    expect(toAdyenValue(12_345, 'ISK')).toBe(1_234_500);
    expect(fromAdyenValue(1_234_500, 'ISK')).toBe(12_345);
    expect(toAdyenValue(45_900, 'EUR')).toBe(45_900);
    expect(fromAdyenValue(45_900, 'EUR')).toBe(45_900);
  });
});

describe('a checkout on the hosted page', () => {
  it('creates a hosted session with the SDK: merchant account, amount, returnUrl, idempotency key', async () => {
    const request = checkoutRequest({
      amount: 89_000,
      currency: 'ISK',
      locale: 'is',
      capture: 'manual',
      storeCard: true,
    });
    const checkout = await adyen.createCheckout(request);
    expect(checkout.checkoutId).toMatch(/^CS[0-9A-F]{16}$/);
    expect(checkout.url).toBe(`${processor.url}/checkout/${checkout.checkoutId}`);
    expect(checkout.expiresAt.getTime()).toBe(request.expiresAt?.getTime());

    const sent = lastApiRequest();
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v72/sessions');
    expect(sent?.headers['x-api-key']).toBe(keys.apiKey);
    expect(sent?.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toMatchObject({
      merchantAccount: keys.merchantAccount,
      amount: { currency: 'ISK', value: 8_900_000 },
      reference: request.reference,
      returnUrl,
      mode: 'hosted',
      shopperLocale: 'is-IS',
      shopperReference: 'reservation-1',
      storePaymentMethodMode: 'enabled',
      recurringProcessingModel: 'UnscheduledCardOnFile',
      additionalData: { manualCapture: 'true', authorisationType: 'PreAuth' },
      lineItems: [{ description: 'Reservation ABC123', quantity: 1 }],
    });
  });

  it('answers the same session to the same idempotency key', async () => {
    const request = checkoutRequest();
    const first = await adyen.createCheckout(request);
    const again = await adyen.createCheckout(request);
    expect(again.checkoutId).toBe(first.checkoutId);
  });

  it('authorises card 4242 4242 4242 4242, returns to the site and sends a signed AUTHORISATION webhook', async () => {
    const request = checkoutRequest({ storeCard: true, capture: 'manual' });
    const checkout = await adyen.createCheckout(request);
    const page = await fetch(checkout.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('TEST MODE');

    const { status, location } = await payWith(checkout.url, '4242 4242 4242 4242');
    expect(status).toBe(303);
    const back = returned(location);
    expect(back.checkoutId).toBe(checkout.checkoutId);

    const result = await adyen.checkoutResult(back);
    expect(result.status).toBe('completed');
    expect(result.payments).toEqual([
      { pspReference: expect.any(String), amount: 45_900, currency: 'EUR', status: 'authorised' },
    ]);

    const event = await eventFor(request.reference);
    expect(event).toMatchObject({
      kind: 'authorisation',
      success: true,
      pspReference: result.payments[0]?.pspReference,
      originalReference: null,
      amount: 45_900,
      currency: 'EUR',
      refusalCode: null,
      card: { brand: 'visa', last4: '4242' },
      storedCardId: expect.stringMatching(/^M[0-9A-Z]{15}$/),
    });
  });

  it.each([
    ['5555 5555 5555 4444', 'mastercard', '4444'],
    ['3782 822463 10005', 'amex', '0005'],
  ])('authorises test card %s (%s)', async (number, brand, last4) => {
    const request = checkoutRequest();
    const checkout = await adyen.createCheckout(request);
    const back = returned((await payWith(checkout.url, number)).location);
    expect((await adyen.checkoutResult(back)).status).toBe('completed');
    expect((await eventFor(request.reference)).card).toEqual({ brand, last4 });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Refused'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Not enough balance'],
    ['4000 0000 0000 0069', 'expired_card', 'Expired Card'],
    ['4000 0000 0000 0127', 'incorrect_cvc', 'CVC Declined'],
    ['4000 0000 0000 0119', 'processing_error', 'Acquirer Error'],
    ['4111 1111 1111 1111', 'card_declined', 'Refused'],
  ])('refuses card %s with %s, and keeps the checkout open for another card', async (number, refusalCode, reason) => {
    const request = checkoutRequest();
    const checkout = await adyen.createCheckout(request);
    const refused = await payWith(checkout.url, number);
    // The page shows the refusal and the form again; the customer is not sent back (Adyen's session is still open).
    expect(refused.status).toBe(200);
    expect(refused.location).toBeNull();
    expect(refused.html).toContain('role="alert"');
    // The same page takes another card (the session is still active); a refusal shows in its webhook.
    expect(refused.html).toContain('name="number"');
    const event = await eventFor(request.reference);
    expect(event).toMatchObject({ success: false, reason, refusalCode, storedCardId: null });
  });

  it('asks card 4000 0000 0000 3220 for a 3-D Secure challenge; approved, it authorises', async () => {
    const request = checkoutRequest({ locale: 'de' });
    const checkout = await adyen.createCheckout(request);
    const { status, location } = await payWith(checkout.url, '4000 0000 0000 3220');
    expect(status).toBe(303);
    expect(location).toBe(`/checkout/${checkout.checkoutId}/challenge`);
    const challengeUrl = `${checkout.url}/challenge`;
    const challenge = await (await fetch(challengeUrl)).text();
    expect(challenge).toContain('TESTMODUS');
    expect(challenge).toContain('value="approve"');
    expect(challenge).toContain('value="deny"');
    const back = returned((await postForm(challengeUrl, { action: 'approve' })).location);
    expect((await adyen.checkoutResult(back)).status).toBe('completed');
    expect(await eventFor(request.reference)).toMatchObject({ success: true, card: { brand: 'visa', last4: '3220' } });
  });

  it('refuses card 4000 0000 0000 3220 with authentication_failed when the challenge is denied', async () => {
    const request = checkoutRequest();
    const checkout = await adyen.createCheckout(request);
    await payWith(checkout.url, '4000 0000 0000 3220');
    const denied = await postForm(`${checkout.url}/challenge`, { action: 'deny' });
    expect(denied).toMatchObject({ status: 200, location: null });
    expect(denied.html).toContain('Not confirmed by the card issuer (3-D Secure)');
    expect(denied.html).toContain('name="number"');
    expect(await eventFor(request.reference)).toMatchObject({
      success: false,
      reason: '3D Not Authenticated',
      refusalCode: 'authentication_failed',
    });
  });

  it('returns a cancelled session from "Cancel and go back", with no payment and no webhook', async () => {
    const request = checkoutRequest();
    const checkout = await adyen.createCheckout(request);
    const { status, location } = await postForm(checkout.url, { action: 'cancel' });
    expect(status).toBe(303);
    expect(await adyen.checkoutResult(returned(location))).toEqual({ status: 'cancelled', payments: [] });
  });

  it("answers a session result only with the return address's sessionResult, as Adyen requires it", async () => {
    const checkout = await adyen.createCheckout(checkoutRequest());
    await expect(adyen.checkoutResult({ checkoutId: checkout.checkoutId, sessionResult: '' })).rejects.toEqual(
      expect.objectContaining({ name: 'ProcessorError', status: 422, retryable: false }),
    );
  });

  it('refuses a sessionResult that the processor did not write', async () => {
    const checkout = await adyen.createCheckout(checkoutRequest());
    await expect(
      adyen.checkoutResult({ checkoutId: checkout.checkoutId, sessionResult: 'forged.result' }),
    ).rejects.toEqual(expect.objectContaining({ name: 'ProcessorError', status: 422, retryable: false }));
  });

  it('never sends card data from the site to the processor', () => {
    const apiBodies = processor
      .receivedRequests()
      .filter((request) => request.kind === 'api')
      .map((request) => `${request.path} ${request.body ?? ''}`);
    expect(apiBodies.length).toBeGreaterThan(10);
    expect(typedCardNumbers.size).toBeGreaterThan(5);
    // Identifiers the processor chooses (session ids, signed results) may hold any 16 digits or the
    // letters "cvc" by chance; what must never appear is a number a customer typed or a card field.
    for (const body of apiBodies) {
      const digits = body.replace(/[\s-]/g, '');
      for (const number of typedCardNumbers) expect(digits).not.toContain(number);
      expect(body).not.toMatch(/"(number|cvc|cvv|expiry\w*|encrypted\w*|holderName)"\s*:/i);
    }
  });
});

describe('webhooks', () => {
  it('verifies a replayed delivery identically, and refuses a missing or wrong HMAC signature', async () => {
    const request = checkoutRequest();
    const checkout = await adyen.createCheckout(request);
    await payWith(checkout.url, '4242 4242 4242 4242');
    const event = await eventFor(request.reference);
    const body = listener.bodies.find((candidate) => candidate.includes(request.reference)) ?? '';
    await expect(adyen.readWebhook(body, new Headers())).resolves.toEqual([event]);
    expect(adyen.webhookAcceptedBody).toBe('[accepted]');

    const notification = JSON.parse(body) as {
      notificationItems: Array<{
        NotificationRequestItem: { amount: { value: number }; additionalData: Record<string, string> };
      }>;
    };
    const item = notification.notificationItems[0]?.NotificationRequestItem;
    if (!item) throw new Error('no item');
    const tampered = structuredClone(notification);
    const tamperedItem = tampered.notificationItems[0]?.NotificationRequestItem;
    if (tamperedItem) tamperedItem.amount.value = 1;
    await expect(adyen.readWebhook(JSON.stringify(tampered), new Headers())).rejects.toThrow(WebhookSignatureError);

    const unsigned = structuredClone(notification);
    delete unsigned.notificationItems[0]?.NotificationRequestItem.additionalData.hmacSignature;
    await expect(adyen.readWebhook(JSON.stringify(unsigned), new Headers())).rejects.toThrow(WebhookSignatureError);

    const otherKey = createAdyenProcessor({ ...keys, hmacKey: 'AA'.repeat(32), environment: 'test', testMode: true });
    await expect(otherKey.readWebhook(body, new Headers())).rejects.toThrow(WebhookSignatureError);
    await expect(adyen.readWebhook('not json', new Headers())).rejects.toThrow(WebhookSignatureError);
    await expect(adyen.readWebhook('null', new Headers())).rejects.toThrow(WebhookSignatureError);

    // Signed, but from the test platform: a live adapter reads no events from it.
    const live = createAdyenProcessor({ ...keys, environment: 'live', liveUrlPrefix: 'abc', testMode: false });
    await expect(live.readWebhook(body, new Headers())).resolves.toEqual([]);
  });

  it('delivers again, with the same body, after the site answered an error', async () => {
    listener.failNext = 1;
    const request = checkoutRequest();
    const checkout = await adyen.createCheckout(request);
    await payWith(checkout.url, '4242 4242 4242 4242');
    await eventFor(request.reference);
    await processor.webhooksSettled();
    const attempts = listener.bodies.filter((body) => body.includes(`"${request.reference}"`));
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toBe(attempts[0]);
    const delivery = processor.webhookDeliveries().find((candidate) => candidate.body === attempts[0]);
    expect(delivery).toMatchObject({ attempts: 2, delivered: true, lastStatus: 200 });
  });
});

describe('a deposit hold on the stored card, and its modifications', () => {
  /** A manual-capture checkout paid with `number`, storing the card; its authorisation event. */
  async function heldPayment(number = '4242 4242 4242 4242', amount = 45_900) {
    const request = checkoutRequest({ capture: 'manual', storeCard: true, amount });
    const checkout = await adyen.createCheckout(request);
    await payWith(checkout.url, number);
    return eventFor(request.reference);
  }

  /** A merchant-initiated deposit hold of `amount` krónur on the card stored by `stored`. */
  function holdOn(stored: ProcessorEvent, reference: string, amount: number, shopperReference = 'reservation-1') {
    return adyen.authoriseStoredCard({
      reference,
      amount,
      currency: 'ISK',
      shopperReference,
      storedCardId: stored.storedCardId ?? '',
      capture: 'manual',
      description: `Deposit ${reference}`,
      idempotencyKey: reference,
    });
  }

  it('authorises a merchant-initiated hold on the stored card, then captures, refunds and cancels it', async () => {
    const stored = await heldPayment();
    const hold = await holdOn(stored, 'deposit-1', 250_000, 'reservation-1');
    expect(hold).toEqual({
      status: 'authorised',
      pspReference: expect.any(String),
      card: { brand: 'visa', last4: '4242' },
    });
    expect(JSON.parse(lastApiRequest()?.body ?? '')).toMatchObject({
      amount: { currency: 'ISK', value: 25_000_000 },
      paymentMethod: { type: 'scheme', storedPaymentMethodId: stored.storedCardId },
      shopperInteraction: 'ContAuth',
      recurringProcessingModel: 'UnscheduledCardOnFile',
      additionalData: { manualCapture: 'true' },
    });
    expect(await eventFor('deposit-1')).toMatchObject({ success: true, amount: 250_000, currency: 'ISK' });
    if (hold.status !== 'authorised') throw new Error('not authorised');

    const modification = (reference: string, amount: number) => ({
      pspReference: hold.pspReference,
      amount,
      currency: 'ISK' as const,
      reference,
      idempotencyKey: reference,
    });
    const adjusted = await adyen.adjustAuthorisation(modification('deposit-1-adjust', 300_000));
    expect(await eventFor('deposit-1-adjust', 'authorisation_adjustment')).toMatchObject({
      success: true,
      pspReference: adjusted.pspReference,
      originalReference: hold.pspReference,
      amount: 300_000,
    });

    await adyen.capture(modification('deposit-1-damage', 40_000));
    expect(await eventFor('deposit-1-damage', 'capture')).toMatchObject({ success: true, amount: 40_000 });

    await adyen.refund(modification('deposit-1-refund-part', 10_000));
    expect(await eventFor('deposit-1-refund-part', 'refund')).toMatchObject({ success: true, amount: 10_000 });
    await adyen.refund(modification('deposit-1-refund-rest', 30_000));
    expect(await eventFor('deposit-1-refund-rest', 'refund')).toMatchObject({ success: true, amount: 30_000 });
    // Nothing captured is left to give back: received, then refused by webhook.
    const tooMuch = await adyen.refund(modification('deposit-1-refund-more', 1_000));
    expect(tooMuch.pspReference).toEqual(expect.any(String));
    expect(await eventFor('deposit-1-refund-more', 'refund')).toMatchObject({
      success: false,
      reason: 'Insufficient balance on payment',
    });

    await adyen.cancel({ pspReference: hold.pspReference, reference: 'deposit-1-release', idempotencyKey: 'release' });
    expect(await eventFor('deposit-1-release', 'cancellation')).toMatchObject({ success: true, amount: 260_000 });
  });

  it('answers every modification `received`, and a scripted one fails, waits or comes twice by webhook only', async () => {
    const stored = await heldPayment();
    const hold = await holdOn(stored, 'deposit-scripted', 100_000);
    if (hold.status !== 'authorised') throw new Error('not authorised');
    const modification = (reference: string, amount: number) => ({
      pspReference: hold.pspReference,
      amount,
      currency: 'ISK' as const,
      reference,
      idempotencyKey: reference,
    });
    const eventsFor = async (reference: string) =>
      (await Promise.all(listener.bodies.map((body) => adyen.readWebhook(body, new Headers()))))
        .flat()
        .filter((event) => event.merchantReference === reference);

    // A capture refused later (Adyen: CAPTURE with success false): the call still says received.
    processor.scriptNextModification('captures', { fail: 'Capture declined by the acquirer' });
    const refused = await adyen.capture(modification('scripted-capture', 10_000));
    expect(refused.pspReference).toEqual(expect.any(String));
    expect(await eventFor('scripted-capture', 'capture')).toMatchObject({
      success: false,
      pspReference: refused.pspReference,
      originalReference: hold.pspReference,
      reason: 'Capture declined by the acquirer',
    });
    // The refused capture left the hold whole: all of it can still be captured.
    await adyen.capture(modification('scripted-capture-all', 100_000));
    expect(await eventFor('scripted-capture-all', 'capture')).toMatchObject({ success: true, amount: 100_000 });

    // The test-only control route does the same over HTTP, with the API key only.
    const script = (body: unknown, key: string = keys.apiKey) =>
      fetch(`${processor.url}/__test/modifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(body),
      });
    expect((await script({ kind: 'refunds', deliveries: 2 }, 'wrong')).status).toBe(401);
    expect((await script({ kind: 'payouts' })).status).toBe(422);
    expect((await script({ kind: 'refunds', delayMs: 300, deliveries: 2 })).status).toBe(201);
    const delayed = await adyen.refund(modification('scripted-refund', 5_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await eventsFor('scripted-refund')).toHaveLength(0);
    await processor.webhooksSettled();
    const twice = await eventsFor('scripted-refund');
    expect(twice).toHaveLength(2);
    expect(twice.map((event) => [event.pspReference, event.success])).toEqual([
      [delayed.pspReference, true],
      [delayed.pspReference, true],
    ]);
  });

  it('refunds a charged payment in part and in whole, and refuses more than was captured', async () => {
    const request = checkoutRequest({ amount: 20_000 });
    const checkout = await adyen.createCheckout(request);
    await payWith(checkout.url, '5555 5555 5555 4444');
    const payment = await eventFor(request.reference);
    const refund = (reference: string, amount: number) =>
      adyen.refund({
        pspReference: payment.pspReference,
        amount,
        currency: 'EUR',
        reference,
        idempotencyKey: reference,
      });
    await refund(`${request.reference}-over`, 20_001);
    expect(await eventFor(`${request.reference}-over`, 'refund')).toMatchObject({ success: false });
    await refund(`${request.reference}-part`, 5_000);
    expect(await eventFor(`${request.reference}-part`, 'refund')).toMatchObject({ success: true, amount: 5_000 });
    await refund(`${request.reference}-rest`, 15_000);
    expect(await eventFor(`${request.reference}-rest`, 'refund')).toMatchObject({ success: true, amount: 15_000 });
  });

  it('answers a refused hold on card 4000 0000 0000 0341 with its refusal code', async () => {
    const stored = await heldPayment('4000 0000 0000 0341');
    const hold = await holdOn(stored, 'deposit-2', 100_000, 'reservation-1');
    expect(hold).toEqual({
      status: 'refused',
      pspReference: expect.any(String),
      refusalCode: 'insufficient_funds',
      refusalReason: 'Not enough balance',
    });
  });

  it('throws a non-retryable ProcessorError for a card stored for another shopper', async () => {
    const stored = await heldPayment();
    await expect(holdOn(stored, 'deposit-3', 100_000, 'reservation-2')).rejects.toEqual(
      expect.objectContaining({ name: 'ProcessorError', status: 422, retryable: false }),
    );
  });
});

describe('errors and retries', () => {
  it('retries a 500 once with the same idempotency key, and the processor charges once', async () => {
    const request = checkoutRequest({ capture: 'manual', storeCard: true });
    const checkout = await adyen.createCheckout(request);
    await payWith(checkout.url, '4242 4242 4242 4242');
    const payment = await eventFor(request.reference);
    const before = processor.receivedRequests().length;
    processor.failNextRequests(1, 'error_after_processing');
    const capture = await adyen.capture({
      pspReference: payment.pspReference,
      amount: 45_900,
      currency: 'EUR',
      reference: `${request.reference}-capture`,
      idempotencyKey: `${request.reference}-capture`,
    });
    const tries = processor.receivedRequests().slice(before);
    expect(tries).toHaveLength(2);
    expect(tries[1]?.headers['idempotency-key']).toBe(tries[0]?.headers['idempotency-key']);
    expect(tries[1]?.body).toBe(tries[0]?.body);
    await eventFor(`${request.reference}-capture`, 'capture');
    await processor.webhooksSettled();
    const captureWebhooks = processor
      .webhookDeliveries()
      .filter((delivery) => delivery.body.includes(`"${request.reference}-capture"`));
    expect(captureWebhooks).toHaveLength(1);
    expect(captureWebhooks[0]?.body).toContain(capture.pspReference);
  });

  it('gives up after two tries of a 5xx with a retryable ProcessorError', async () => {
    processor.failNextRequests(2, 'error');
    const error = await adyen.createCheckout(checkoutRequest()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProcessorError);
    expect(error).toMatchObject({ status: 500, retryable: true });
  });

  it('gives up after two timeouts with a retryable ProcessorError without a status', async () => {
    processor.failNextRequests(2, 'hang');
    const started = Date.now();
    const error = await adyen.createCheckout(checkoutRequest()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProcessorError);
    expect(error).toMatchObject({ status: null, retryable: true });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('does not retry a 401 for a wrong API key', async () => {
    const wrongKey = createAdyenProcessor({
      ...keys,
      apiKey: 'wrong',
      environment: 'test',
      checkoutBaseUrl: processor.url,
      testMode: true,
    });
    const before = processor.receivedRequests().length;
    await expect(wrongKey.createCheckout(checkoutRequest())).rejects.toMatchObject({ status: 401, retryable: false });
    expect(processor.receivedRequests().length - before).toBe(1);
  });
});
