/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeDatabase } from '../../../server/db/client.server';
import { paymentProcessorFromEnv } from '../../../server/payments/index.server';
import { payOnProcessorPage } from '../../../server/payments/test-processor/pay-on-page';
import { testProcessorDefaults } from '../../../server/payments/test-processor/defaults';
import { startTestProcessor, type TestProcessor } from '../../../server/payments/test-processor/test-processor.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import paymentWebhook from '../payment-webhook.mts';

// The webhook's Basic authentication (Adyen's webhook settings: user and password), end to end: the
// test processor sends it as Adyen does, and the endpoint refuses a delivery without it.
const basicAuth = { username: 'adyen-webhook', password: 'a long webhook password' };
const authorization = `Basic ${Buffer.from(`${basicAuth.username}:${basicAuth.password}`).toString('base64')}`;
const saved = {
  url: process.env.TEST_PROCESSOR_URL,
  username: process.env.TEST_PROCESSOR_WEBHOOK_USERNAME,
  password: process.env.TEST_PROCESSOR_WEBHOOK_PASSWORD,
};

let processor: TestProcessor;
let listener: Server;
/** The endpoint's answers to the processor's deliveries, and the Authorization headers they carried. */
const delivered: Array<{ status: number; authorization: string | undefined }> = [];

function serveWebhook(): Promise<string> {
  listener = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const request = new Request('http://localhost/api/payments/webhook', {
        method: 'POST',
        headers,
        body: Buffer.concat(chunks),
      });
      void paymentWebhook(request, { params: {} } as never).then(async (response) => {
        delivered.push({ status: response.status, authorization: incoming.headers.authorization });
        outgoing.writeHead(response.status).end(await response.text());
      });
    });
  });
  return new Promise((resolve) =>
    listener.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/payments/webhook`),
    ),
  );
}

beforeAll(async () => {
  const webhookUrl = await serveWebhook();
  processor = await startTestProcessor({
    ...testProcessorDefaults,
    port: 0,
    host: '127.0.0.1',
    webhookUrl,
    webhookBasicAuth: basicAuth,
  });
  process.env.TEST_PROCESSOR_URL = processor.url;
  process.env.TEST_PROCESSOR_WEBHOOK_USERNAME = basicAuth.username;
  process.env.TEST_PROCESSOR_WEBHOOK_PASSWORD = basicAuth.password;
});

afterAll(async () => {
  for (const [name, value] of [
    ['TEST_PROCESSOR_URL', saved.url],
    ['TEST_PROCESSOR_WEBHOOK_USERNAME', saved.username],
    ['TEST_PROCESSOR_WEBHOOK_PASSWORD', saved.password],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await processor.close();
  await new Promise((resolve) => listener.close(resolve));
  await closeDatabase();
});

/** A notification for a payment the site never started, signed right: the ledger ignores it. */
function signedNotification(): string {
  const item = {
    pspReference: 'QFQTPCQ8HXSKGK82',
    merchantAccountCode: testProcessorDefaults.merchantAccount,
    merchantReference: 'no-such-attempt',
    amount: { currency: 'EUR', value: 1000 },
    eventCode: 'AUTHORISATION',
    eventDate: '2027-01-01T10:00:00.000Z',
    success: 'true',
  };
  const payload = [
    'QFQTPCQ8HXSKGK82',
    '',
    item.merchantAccountCode,
    item.merchantReference,
    1000,
    'EUR',
    'AUTHORISATION',
    'true',
  ];
  const hmacSignature = createHmac('sha256', Buffer.from(testProcessorDefaults.hmacKey, 'hex'))
    .update(payload.join(':'), 'utf8')
    .digest('base64');
  return JSON.stringify({
    live: 'false',
    notificationItems: [{ NotificationRequestItem: { ...item, additionalData: { hmacSignature } } }],
  });
}

function post(headers: Record<string, string>) {
  return new ApiClient().call<{ error?: { code: string } }>(paymentWebhook, {
    path: '/api/payments/webhook',
    rawBody: signedNotification(),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe("the webhook's Basic authentication", () => {
  it('refuses a signed delivery without it, or with a wrong password, with 401 and a Basic challenge', async () => {
    const wrong = `Basic ${Buffer.from(`${basicAuth.username}:wrong`).toString('base64')}`;
    const attempts: Array<Record<string, string>> = [{}, { authorization: wrong }, { authorization: 'Bearer token' }];
    for (const headers of attempts) {
      const answer = await post(headers);
      expect(answer.status).toBe(401);
      expect(answer.body.error?.code).toBe('unauthorized');
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    }
  });

  it('takes a signed delivery with it', async () => {
    const answer = await post({ authorization });
    expect(answer.status).toBe(200);
  });

  it('is sent by the test processor with every delivery, and the endpoint takes them', async () => {
    const adyen = paymentProcessorFromEnv();
    const checkout = await adyen.createCheckout({
      reference: `auth-${Date.now()}`,
      amount: 1_000,
      currency: 'EUR',
      returnUrl: 'http://localhost:8888/payment-return/',
      locale: 'en',
      capture: 'automatic',
      storeCard: false,
      shopperReference: 'reservation-auth',
      description: 'Basic authentication',
      idempotencyKey: `auth-${Date.now()}`,
    });
    await payOnProcessorPage(checkout.url);
    await processor.webhooksSettled();
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered).toEqual(delivered.map(() => ({ status: 200, authorization })));
  });
});
