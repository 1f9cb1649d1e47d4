/**
 * @jest-environment node
 */
import {
  paymentProcessorFromEnv,
  TEST_PROCESSOR_API_KEY,
  TEST_PROCESSOR_HMAC_KEY,
  TEST_PROCESSOR_MERCHANT_ACCOUNT,
} from './index.server';
import { hasBasicAuth } from './adyen.server';
import { WebhookAuthenticationError, WebhookSignatureError } from './processor.server';
import { startTestProcessor } from './test-processor/test-processor.server';

describe('paymentProcessorFromEnv', () => {
  it.each([{}, { PAYMENT_PROCESSOR: 'test' }, { PAYMENT_PROCESSOR: ' ' }])(
    'gives the Adyen adapter in test mode against the local test processor for %j',
    (env) => {
      const processor = paymentProcessorFromEnv(env);
      expect(processor.name).toBe('adyen');
      expect(processor.testMode).toBe(true);
    },
  );

  it('talks to the test processor at TEST_PROCESSOR_URL with the fixed test keys', async () => {
    const testProcessor = await startTestProcessor({
      port: 0,
      host: '127.0.0.1',
      apiKey: TEST_PROCESSOR_API_KEY,
      merchantAccount: TEST_PROCESSOR_MERCHANT_ACCOUNT,
      hmacKey: TEST_PROCESSOR_HMAC_KEY,
    });
    try {
      const processor = paymentProcessorFromEnv({ TEST_PROCESSOR_URL: testProcessor.url });
      const checkout = await processor.createCheckout({
        reference: 'attempt-1',
        amount: 1_000,
        currency: 'EUR',
        returnUrl: 'http://localhost:8888/return',
        locale: 'en',
        capture: 'automatic',
        storeCard: false,
        shopperReference: 'reservation-1',
        description: 'Reservation ABC123',
        idempotencyKey: 'key-1',
      });
      expect(checkout.url.startsWith(`${testProcessor.url}/checkout/`)).toBe(true);
    } finally {
      await testProcessor.close();
    }
  });

  const adyenEnv = {
    PAYMENT_PROCESSOR: 'adyen',
    ADYEN_API_KEY: 'key',
    ADYEN_MERCHANT_ACCOUNT: 'CompanyECOM',
    ADYEN_HMAC_KEY: 'AA'.repeat(32),
    ADYEN_ENVIRONMENT: 'test',
  };

  it("gives Adyen's test environment from the ADYEN_ variables, in test mode", () => {
    const processor = paymentProcessorFromEnv(adyenEnv);
    expect(processor.name).toBe('adyen');
    expect(processor.testMode).toBe(true);
  });

  it('gives live Adyen, not in test mode, with its live URL prefix', () => {
    const processor = paymentProcessorFromEnv({
      ...adyenEnv,
      ADYEN_ENVIRONMENT: 'live',
      ADYEN_LIVE_URL_PREFIX: 'abc-Company',
    });
    expect(processor.testMode).toBe(false);
  });

  it('names every missing Adyen variable', () => {
    expect(() => paymentProcessorFromEnv({ PAYMENT_PROCESSOR: 'adyen', ADYEN_API_KEY: 'key' })).toThrow(
      'PAYMENT_PROCESSOR=adyen needs ADYEN_MERCHANT_ACCOUNT. PAYMENT_PROCESSOR=adyen needs ADYEN_HMAC_KEY. PAYMENT_PROCESSOR=adyen needs ADYEN_ENVIRONMENT.',
    );
    expect(() => paymentProcessorFromEnv({ ...adyenEnv, ADYEN_ENVIRONMENT: 'live' })).toThrow('ADYEN_LIVE_URL_PREFIX');
    expect(() => paymentProcessorFromEnv({ ...adyenEnv, ADYEN_ENVIRONMENT: 'prod' })).toThrow(
      'ADYEN_ENVIRONMENT must be "test" or "live", not "prod"',
    );
  });

  it.each(['stripe', 'Adyen', 'live'])('refuses %s, naming the choices', (name) => {
    expect(() => paymentProcessorFromEnv({ PAYMENT_PROCESSOR: name })).toThrow(
      `PAYMENT_PROCESSOR is "${name}": choose "adyen" (or "test", the local test processor, never in production).`,
    );
  });

  it('refuses at start-up an HMAC key that is not 64 hexadecimal characters, as a quoted one', () => {
    expect(() => paymentProcessorFromEnv({ ...adyenEnv, ADYEN_HMAC_KEY: `"${'AA'.repeat(32)}"` })).toThrow(
      "ADYEN_HMAC_KEY must be the webhook's HMAC key as Adyen's Customer Area shows it, 64 hexadecimal characters; it has 66 characters (remove the quotes around it).",
    );
    expect(() => paymentProcessorFromEnv({ TEST_PROCESSOR_HMAC_KEY: '""' })).toThrow(
      'TEST_PROCESSOR_HMAC_KEY must be 64 hexadecimal characters; it has 2.',
    );
  });

  it('refuses a webhook user without its password', () => {
    expect(() => paymentProcessorFromEnv({ ...adyenEnv, ADYEN_WEBHOOK_USERNAME: 'adyen' })).toThrow(
      'ADYEN_WEBHOOK_PASSWORD is not set',
    );
  });

  it("checks the webhook's Basic authentication before its signatures when both variables are set", async () => {
    const processor = paymentProcessorFromEnv({
      ...adyenEnv,
      ADYEN_WEBHOOK_USERNAME: 'adyen',
      ADYEN_WEBHOOK_PASSWORD: 'secret password',
    });
    const unsigned = JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: {} }] });
    await expect(processor.readWebhook(unsigned, new Headers())).rejects.toThrow(WebhookAuthenticationError);
    const authorised = new Headers({
      authorization: `Basic ${Buffer.from('adyen:secret password').toString('base64')}`,
    });
    await expect(processor.readWebhook(unsigned, authorised)).rejects.toThrow(WebhookSignatureError);
    await expect(paymentProcessorFromEnv(adyenEnv).readWebhook(unsigned, new Headers())).rejects.toThrow(
      WebhookSignatureError,
    );
  });
});

describe('hasBasicAuth', () => {
  const expected = { username: 'adyen', password: 'p:ss wörd' };
  const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

  it('takes exactly the user and password, a password with a colon and non-ASCII included', () => {
    expect(hasBasicAuth(basic('adyen:p:ss wörd'), expected)).toBe(true);
    expect(hasBasicAuth(basic('adyen:p:ss wörd').replace('Basic', 'basic'), expected)).toBe(true);
  });

  it.each([
    ['no header', null],
    ['an empty one', ''],
    ['another user', basic('other:p:ss wörd')],
    ['another password', basic('adyen:p:ss word')],
    ['no password', basic('adyen:')],
    ['another scheme', `Bearer ${Buffer.from('adyen:p:ss wörd').toString('base64')}`],
    ['not base64', 'Basic ***'],
  ])('refuses %s', (_, header) => {
    expect(hasBasicAuth(header, expected)).toBe(false);
  });
});
