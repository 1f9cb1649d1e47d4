import { createAdyenProcessor } from './adyen.server';
import type { PaymentProcessor } from './processor.server';
import { adyenSettingsFromEnv, hmacKeyPattern, paymentEnvProblems, webhookBasicAuthOf } from './settings';
import { testProcessorDefaults } from './test-processor/defaults';

export { createAdyenProcessor } from './adyen.server';
export { testProcessorDefaults, testProcessorOptionsFromEnv } from './test-processor/defaults';

export { paymentProcessorNames, paymentEnvProblems, type EnvProblem } from './settings';

/** The local test processor's defaults, public on purpose: no real money moves through it. */
export const TEST_PROCESSOR_URL = testProcessorDefaults.url;
export const TEST_PROCESSOR_API_KEY = testProcessorDefaults.apiKey;
export const TEST_PROCESSOR_HMAC_KEY = testProcessorDefaults.hmacKey;
export const TEST_PROCESSOR_MERCHANT_ACCOUNT = testProcessorDefaults.merchantAccount;

type Env = Record<string, string | undefined>;

/**
 * The card processor the environment names in `PAYMENT_PROCESSOR`:
 * - unset, empty or `test`: the Adyen adapter against the local test processor at `TEST_PROCESSOR_URL`
 *   (which `npm start` runs), with its fixed test keys, in test mode;
 * - `adyen`: Adyen itself, from `ADYEN_API_KEY`, `ADYEN_MERCHANT_ACCOUNT`, `ADYEN_HMAC_KEY` (64 hex
 *   characters), `ADYEN_ENVIRONMENT` (`test` or `live`), for live `ADYEN_LIVE_URL_PREFIX`, and
 *   optionally the webhook's Basic authentication (`ADYEN_WEBHOOK_USERNAME`, `ADYEN_WEBHOOK_PASSWORD`).
 * Anything missing, malformed or unknown throws at start-up, naming every problem (`settings.ts`),
 * rather than pretend to take money. A production build refuses the test processor (`paymentEnvProblems`).
 */
export function paymentProcessorFromEnv(env: Env = process.env): PaymentProcessor {
  const unknown = paymentEnvProblems(env, { production: false }).find(
    (problem) => problem.variable === 'PAYMENT_PROCESSOR',
  );
  if (unknown) throw new Error(unknown.message);
  const name = env.PAYMENT_PROCESSOR?.trim() || 'test';
  const siteUrl = env.URL?.trim() || undefined;
  if (name === 'test') {
    const hmacKey = env.TEST_PROCESSOR_HMAC_KEY?.trim() || TEST_PROCESSOR_HMAC_KEY;
    if (!hmacKeyPattern.test(hmacKey)) {
      throw new Error(`TEST_PROCESSOR_HMAC_KEY must be 64 hexadecimal characters; it has ${hmacKey.length}.`);
    }
    return createAdyenProcessor({
      apiKey: env.TEST_PROCESSOR_API_KEY?.trim() || TEST_PROCESSOR_API_KEY,
      merchantAccount: env.TEST_PROCESSOR_MERCHANT_ACCOUNT?.trim() || TEST_PROCESSOR_MERCHANT_ACCOUNT,
      hmacKey,
      environment: 'test',
      checkoutBaseUrl: env.TEST_PROCESSOR_URL?.trim() || TEST_PROCESSOR_URL,
      testMode: true,
      siteUrl,
      webhookBasicAuth: webhookBasicAuthOf(env, 'TEST_PROCESSOR'),
    });
  }
  const settings = adyenSettingsFromEnv(env);
  return createAdyenProcessor({
    ...settings,
    testMode: settings.environment === 'test',
    siteUrl,
  });
}
