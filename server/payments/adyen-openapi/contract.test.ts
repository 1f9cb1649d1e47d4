/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAdyenProcessor } from '../adyen.server';
import type { CheckoutRequest, PaymentProcessor, ProcessorEvent } from '../processor.server';
import { testProcessorDefaults } from '../test-processor/defaults';
import { payOnProcessorPage, postForm } from '../test-processor/pay-on-page';
import { startTestProcessor, type TestProcessor } from '../test-processor/test-processor.server';
import { checkoutFile, loadAdyenContract, webhooksFile, type AdyenContract } from './contract';

/**
 * Adyen's contract, not ours: every request the Adyen adapter sends, every answer the test processor
 * gives and every webhook it sends is checked against Adyen's published OpenAPI descriptions (README.md
 * beside this file). The exchanges are real: the adapter on the SDK, over HTTP, to the test processor.
 */

interface Exchange {
  method: string;
  path: string;
  status: number;
  body: string;
}

const keys = {
  apiKey: testProcessorDefaults.apiKey,
  merchantAccount: testProcessorDefaults.merchantAccount,
  hmacKey: testProcessorDefaults.hmacKey,
};
const returnUrl = 'http://127.0.0.1:8888/payment-return/?attempt=1';

let contract: AdyenContract;
let processor: TestProcessor;
let listener: Server;
let adyen: PaymentProcessor;
const webhookBodies: string[] = [];
/** The test processor's answers to the Checkout API, as the adapter received them. */
const exchanges: Exchange[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  contract = loadAdyenContract();
  listener = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      webhookBodies.push(body);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('[accepted]');
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  processor = await startTestProcessor({
    port: 0,
    host: '127.0.0.1',
    ...keys,
    webhookUrl: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/payments/webhook`,
    webhookRetryDelaysMs: [0, 20, 50],
  });
  // The answers are read where they arrive: a wrapper of the global fetch the adapter's client calls,
  // which passes every request through unchanged and keeps a copy of the Checkout API's answers.
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin === processor.url && /^\/v7\d\//.test(url.pathname)) {
      exchanges.push({
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        status: response.status,
        body: await response.clone().text(),
      });
    }
    return response;
  };
  adyen = createAdyenProcessor({
    ...keys,
    environment: 'test',
    checkoutBaseUrl: processor.url,
    testMode: true,
    timeoutMs: 2_000,
    retryDelayMs: 10,
    siteUrl: 'https://www.example-rental.is',
  });
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await processor.close();
  await new Promise((resolve) => listener.close(resolve));
});

let sequence = 0;

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  sequence += 1;
  return {
    reference: `contract-${sequence}`,
    amount: 45_900,
    currency: 'EUR',
    returnUrl,
    locale: 'is',
    capture: 'automatic',
    storeCard: false,
    shopperReference: 'reservation-contract',
    shopperEmail: 'gudrun@example.com',
    description: 'Reservation ABC123',
    idempotencyKey: `contract-key-${sequence}`,
    expiresAt: new Date(Date.now() + 3_600_000),
    ...overrides,
  };
}

/** The webhook event of `merchantReference`, read through the adapter once it arrived. */
async function eventFor(merchantReference: string, kind: ProcessorEvent['kind']): Promise<ProcessorEvent> {
  for (let tries = 0; tries < 200; tries += 1) {
    await processor.webhooksSettled();
    for (const body of webhookBodies) {
      const event = (await adyen.readWebhook(body, new Headers())).find(
        (candidate) => candidate.merchantReference === merchantReference && candidate.kind === kind,
      );
      if (event) return event;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No ${kind} webhook for ${merchantReference}`);
}

/** Every operation the adapter uses, as the engine uses them, with the test cards of each outcome. */
async function exerciseTheAdapter(): Promise<void> {
  // A booking: automatic capture, paid with a card; then a refund of part of it.
  const booking = checkoutRequest();
  const paid = await adyen.createCheckout(booking);
  const sessionResult = await payOnProcessorPage(paid.url, '4242 4242 4242 4242');
  await adyen.checkoutResult({ checkoutId: paid.checkoutId, sessionResult });
  const charge = await eventFor(booking.reference, 'authorisation');
  await adyen.refund({
    pspReference: charge.pspReference,
    amount: 10_000,
    currency: 'EUR',
    reference: `${booking.reference}-refund`,
    idempotencyKey: `${booking.idempotencyKey}-refund`,
  });
  await eventFor(`${booking.reference}-refund`, 'refund');

  // A check-in in ISK: the deposit held at the checkout, the card stored; then a hold on the stored card,
  // adjusted, partly captured; another cancelled.
  const deposit = checkoutRequest({ currency: 'ISK', amount: 150_000, capture: 'manual', storeCard: true });
  const held = await adyen.createCheckout(deposit);
  await adyen.checkoutResult({
    checkoutId: held.checkoutId,
    sessionResult: await payOnProcessorPage(held.url, '5555 5555 5555 4444'),
  });
  const stored = await eventFor(deposit.reference, 'authorisation');
  expect(stored.storedCardId).toEqual(expect.any(String));
  const hold = await adyen.authoriseStoredCard({
    reference: `${deposit.reference}-hold`,
    amount: 150_000,
    currency: 'ISK',
    shopperReference: deposit.shopperReference,
    storedCardId: stored.storedCardId ?? '',
    capture: 'manual',
    description: 'Deposit ABC123',
    idempotencyKey: `${deposit.idempotencyKey}-hold`,
  });
  if (hold.status !== 'authorised') throw new Error('the stored card hold was refused');
  const modification = { pspReference: hold.pspReference, currency: 'ISK' as const };
  await adyen.adjustAuthorisation({
    ...modification,
    amount: 150_000,
    reference: `${deposit.reference}-renew`,
    idempotencyKey: `${deposit.idempotencyKey}-renew`,
  });
  await adyen.capture({
    ...modification,
    amount: 20_000,
    reference: `${deposit.reference}-capture`,
    idempotencyKey: `${deposit.idempotencyKey}-capture`,
  });
  await adyen.cancel({
    pspReference: stored.pspReference,
    reference: `${deposit.reference}-release`,
    idempotencyKey: `${deposit.idempotencyKey}-release`,
  });
  await eventFor(`${deposit.reference}-renew`, 'authorisation_adjustment');
  await eventFor(`${deposit.reference}-capture`, 'capture');
  await eventFor(`${deposit.reference}-release`, 'cancellation');
  // A refund above what was captured: Adyen takes the request and refuses it by webhook.
  await adyen.refund({
    ...modification,
    amount: 50_000,
    reference: `${deposit.reference}-overrefund`,
    idempotencyKey: `${deposit.idempotencyKey}-overrefund`,
  });
  expect((await eventFor(`${deposit.reference}-overrefund`, 'refund')).success).toBe(false);

  // A card whose later holds are refused: the stored-card payment answers Refused.
  const poor = checkoutRequest({ storeCard: true });
  const poorCheckout = await adyen.createCheckout(poor);
  await payOnProcessorPage(poorCheckout.url, '4000 0000 0000 0341');
  const poorCard = await eventFor(poor.reference, 'authorisation');
  const refusedHold = await adyen.authoriseStoredCard({
    reference: `${poor.reference}-hold`,
    amount: 30_000,
    currency: 'EUR',
    shopperReference: poor.shopperReference,
    storedCardId: poorCard.storedCardId ?? '',
    capture: 'manual',
    description: 'Deposit',
    idempotencyKey: `${poor.idempotencyKey}-hold`,
  });
  expect(refusedHold.status).toBe('refused');

  // A refused card, and a 3-D Secure challenge approved.
  const refused = checkoutRequest();
  const refusedCheckout = await adyen.createCheckout(refused);
  await postForm(refusedCheckout.url, {
    holderName: 'Gudrun Jonsdottir',
    number: '4000 0000 0000 0002',
    expiry: '12/30',
    cvc: '123',
    action: 'pay',
  });
  expect((await eventFor(refused.reference, 'authorisation')).success).toBe(false);
  const challenged = checkoutRequest({ currency: 'GBP' });
  const challengedCheckout = await adyen.createCheckout(challenged);
  await adyen.checkoutResult({
    checkoutId: challengedCheckout.checkoutId,
    sessionResult: await payOnProcessorPage(challengedCheckout.url, '4000 0000 0000 3220', 'approve'),
  });
  await eventFor(challenged.reference, 'authorisation');

  // Error answers: a wrong API key, and an idempotency key reused with another body.
  const wrongKey = createAdyenProcessor({
    ...keys,
    apiKey: 'wrong',
    environment: 'test',
    checkoutBaseUrl: processor.url,
    testMode: true,
  });
  await expect(wrongKey.createCheckout(checkoutRequest())).rejects.toMatchObject({ status: 401 });
  await expect(
    adyen.createCheckout({ ...checkoutRequest(), idempotencyKey: booking.idempotencyKey }),
  ).rejects.toMatchObject({
    status: 422,
  });
  await processor.webhooksSettled();
}

describe("Adyen's OpenAPI contract", () => {
  it('is the files the README names, unchanged', () => {
    const readme = readFileSync(path.join(__dirname, 'README.md'), 'utf8');
    for (const file of [checkoutFile, webhooksFile, 'LICENSE']) {
      const content = readFileSync(path.join(__dirname, file));
      // Git's blob id: the README names each file by the id it has in Adyen's repository.
      const blob = createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
      expect(readme).toContain(`${blob}  ${file}`);
    }
  });

  describe('the checks catch what Adyen would refuse', () => {
    const session = {
      merchantAccount: 'CompanyECOM',
      amount: { currency: 'EUR', value: 1000 },
      reference: 'attempt-1',
      returnUrl: 'https://www.example-rental.is/payment-return/',
      mode: 'hosted',
    };

    it('takes a minimal session', () => {
      expect(contract.checkRequest('POST', '/v72/sessions', JSON.stringify(session))).toEqual([]);
    });

    it('refuses a field Adyen does not know, a missing required one, a wrong type or value', () => {
      expect(contract.checkRequest('POST', '/v72/sessions', JSON.stringify({ ...session, card: '4242' }))).toEqual([
        'CreateCheckoutSessionRequest: (root) must NOT have additional properties "card"',
      ]);
      const { returnUrl: _, ...withoutReturn } = session;
      expect(contract.checkRequest('POST', '/v72/sessions', JSON.stringify(withoutReturn))).toEqual([
        "CreateCheckoutSessionRequest: (root) must have required property 'returnUrl'",
      ]);
      expect(
        contract.checkRequest(
          'POST',
          '/v72/sessions',
          JSON.stringify({ ...session, amount: { currency: 'EUR', value: 10.5 } }),
        ),
      ).toEqual([
        'CreateCheckoutSessionRequest: /amount/value must be integer',
        'CreateCheckoutSessionRequest: /amount/value must match format "int64"',
      ]);
      expect(contract.checkRequest('POST', '/v72/sessions', JSON.stringify({ ...session, mode: 'framed' }))).toEqual([
        'CreateCheckoutSessionRequest: /mode must be equal to one of the allowed values',
      ]);
    });

    it('refuses an operation the adapter does not use, a missing parameter and an unknown one', () => {
      expect(contract.checkRequest('POST', '/v71/sessions', '{}')).toHaveLength(1);
      expect(contract.checkRequest('GET', '/v72/sessions/CS123', null)).toEqual([
        'query parameter sessionResult is required',
      ]);
      expect(contract.checkRequest('GET', '/v72/sessions/CS123?sessionResult=x&debug=1', null)).toEqual([
        'query parameter debug is unknown',
      ]);
    });

    it('refuses a webhook item with a field the standard webhook does not have', () => {
      const item = {
        pspReference: 'QFQTPCQ8HXSKGK82',
        merchantAccountCode: 'CompanyECOM',
        merchantReference: 'attempt-1',
        amount: { currency: 'EUR', value: 1000 },
        eventCode: 'CAPTURE',
        eventDate: '2027-01-01T10:00:00+00:00',
        success: 'true',
        additionalData: { hmacSignature: 'x' },
      };
      const body = (extra: object) =>
        JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: { ...item, ...extra } }] });
      expect(contract.checkWebhook(body({}))).toEqual([]);
      expect(contract.checkWebhook(body({ cardNumber: '4242' }))).toEqual([
        'CaptureNotificationRequest: /notificationItems/0/NotificationRequestItem must NOT have additional properties "cardNumber"',
      ]);
      expect(contract.checkWebhook(body({ success: true }))).toEqual([
        'CaptureNotificationRequest: /notificationItems/0/NotificationRequestItem/success must be string',
      ]);
    });
  });

  describe('the adapter and the test processor keep it', () => {
    beforeAll(exerciseTheAdapter, 60_000);

    it('covers every Checkout operation the adapter uses', () => {
      const used = new Set(
        processor
          .receivedRequests()
          .filter((request) => request.kind === 'api')
          .map((request) => {
            const found = contract.operationOf(request.method, request.path);
            return found
              ? `${found.operation.method} ${found.operation.template}`
              : `${request.method} ${request.path}`;
          }),
      );
      expect([...used].sort()).toEqual([
        'GET /sessions/{sessionId}',
        'POST /payments',
        'POST /payments/{paymentPspReference}/amountUpdates',
        'POST /payments/{paymentPspReference}/cancels',
        'POST /payments/{paymentPspReference}/captures',
        'POST /payments/{paymentPspReference}/refunds',
        'POST /sessions',
      ]);
    });

    it('sends only requests that Adyen takes', () => {
      const requests = processor.receivedRequests().filter((request) => request.kind === 'api');
      expect(requests.length).toBeGreaterThanOrEqual(16);
      const problems = requests.flatMap((request) =>
        contract
          .checkRequest(request.method, request.path, request.body)
          .map((problem) => `${request.method} ${request.path}: ${problem}`),
      );
      expect(problems).toEqual([]);
    });

    it("answers as Adyen documents, errors in Adyen's ServiceError shape", () => {
      expect(exchanges.map((exchange) => exchange.status)).toEqual(expect.arrayContaining([200, 201, 401, 422]));
      const problems = exchanges.flatMap((exchange) =>
        contract
          .checkResponse(exchange.method, exchange.path, exchange.status, exchange.body)
          .map((problem) => `${exchange.method} ${exchange.path} ${exchange.status}: ${problem}`),
      );
      expect(problems).toEqual([]);
    });

    it('sends the standard webhooks as Adyen describes them', () => {
      expect(webhookBodies.length).toBeGreaterThanOrEqual(10);
      const codes = new Set(
        webhookBodies.map(
          (body) =>
            (JSON.parse(body) as { notificationItems: Array<{ NotificationRequestItem: { eventCode: string } }> })
              .notificationItems[0]?.NotificationRequestItem.eventCode,
        ),
      );
      expect([...codes].sort()).toEqual([
        'AUTHORISATION',
        'AUTHORISATION_ADJUSTMENT',
        'CANCELLATION',
        'CAPTURE',
        'REFUND',
      ]);
      const problems = webhookBodies.flatMap((body) => contract.checkWebhook(body));
      expect(problems).toEqual([]);
    });
  });
});
