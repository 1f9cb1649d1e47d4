/**
 * The fixed keys of the local test processor: public on purpose, as no real money moves through it.
 * `npm start`, the tests and the e2e use them unless the environment names others.
 */
export const testProcessorDefaults = {
  url: 'http://localhost:8898',
  port: 8898,
  host: 'localhost',
  apiKey: 'test_processor_api_key_not_a_secret',
  merchantAccount: 'RentalTestMerchantECOM',
  /** Hex, as Adyen shows an HMAC key: 32 bytes. */
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  merchantName: 'Rental test merchant',
} as const;

function basicAuthOf(username: string | undefined, password: string | undefined) {
  return username?.trim() && password?.trim() ? { username: username.trim(), password: password.trim() } : null;
}

/**
 * The test processor's options from the environment, the same variables `paymentProcessorFromEnv`
 * reads: `TEST_PROCESSOR_URL` (its host and port), `TEST_PROCESSOR_API_KEY`, `TEST_PROCESSOR_HMAC_KEY`,
 * `TEST_PROCESSOR_MERCHANT_ACCOUNT`, `TEST_PROCESSOR_WEBHOOK_URL` (the site's webhook endpoint), and
 * `TEST_PROCESSOR_WEBHOOK_USERNAME`/`_PASSWORD` (the webhook's Basic authentication, when both are set).
 */
export function testProcessorOptionsFromEnv(env: Record<string, string | undefined> = process.env) {
  const url = new URL(env.TEST_PROCESSOR_URL?.trim() || testProcessorDefaults.url);
  return {
    host: url.hostname,
    port: url.port === '' ? 80 : Number(url.port),
    apiKey: env.TEST_PROCESSOR_API_KEY?.trim() || testProcessorDefaults.apiKey,
    merchantAccount: env.TEST_PROCESSOR_MERCHANT_ACCOUNT?.trim() || testProcessorDefaults.merchantAccount,
    hmacKey: env.TEST_PROCESSOR_HMAC_KEY?.trim() || testProcessorDefaults.hmacKey,
    webhookUrl: env.TEST_PROCESSOR_WEBHOOK_URL?.trim() || null,
    webhookBasicAuth: basicAuthOf(env.TEST_PROCESSOR_WEBHOOK_USERNAME, env.TEST_PROCESSOR_WEBHOOK_PASSWORD),
    merchantName: testProcessorDefaults.merchantName,
  };
}
