import { createAdyenProcessor } from './adyen.server';
import type { PaymentProcessor } from './processor.server';
import { testProcessorDefaults } from './test-processor/defaults';

export { createAdyenProcessor } from './adyen.server';
export { testProcessorDefaults, testProcessorOptionsFromEnv } from './test-processor/defaults';

/** The processors `PAYMENT_PROCESSOR` may name. */
export const paymentProcessorNames = ['test', 'adyen'] as const;

/** The local test processor's defaults, public on purpose: no real money moves through it. */
export const TEST_PROCESSOR_URL = testProcessorDefaults.url;
export const TEST_PROCESSOR_API_KEY = testProcessorDefaults.apiKey;
export const TEST_PROCESSOR_HMAC_KEY = testProcessorDefaults.hmacKey;
export const TEST_PROCESSOR_MERCHANT_ACCOUNT = testProcessorDefaults.merchantAccount;

type Env = Record<string, string | undefined>;

function required(env: Env, names: readonly string[]): Record<string, string> {
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`PAYMENT_PROCESSOR=adyen needs ${missing.join(', ')} (see server/payments/README.md).`);
  }
  return Object.fromEntries(names.map((name) => [name, env[name]?.trim() ?? '']));
}

/**
 * The card processor the environment names in `PAYMENT_PROCESSOR`:
 * - unset, empty or `test`: the Adyen adapter against the local test processor at `TEST_PROCESSOR_URL`
 *   (which `npm start` runs), with its fixed test keys, in test mode;
 * - `adyen`: Adyen itself, from `ADYEN_API_KEY`, `ADYEN_MERCHANT_ACCOUNT`, `ADYEN_HMAC_KEY`,
 *   `ADYEN_ENVIRONMENT` (`test` or `live`) and, for live, `ADYEN_LIVE_URL_PREFIX`.
 * Anything missing or unknown throws at start-up, naming what is wrong, rather than pretend to take money.
 */
export function paymentProcessorFromEnv(env: Env = process.env): PaymentProcessor {
  const name = env.PAYMENT_PROCESSOR?.trim() || 'test';
  const siteUrl = env.URL?.trim() || undefined;
  if (name === 'test') {
    return createAdyenProcessor({
      apiKey: env.TEST_PROCESSOR_API_KEY?.trim() || TEST_PROCESSOR_API_KEY,
      merchantAccount: env.TEST_PROCESSOR_MERCHANT_ACCOUNT?.trim() || TEST_PROCESSOR_MERCHANT_ACCOUNT,
      hmacKey: env.TEST_PROCESSOR_HMAC_KEY?.trim() || TEST_PROCESSOR_HMAC_KEY,
      environment: 'test',
      checkoutBaseUrl: env.TEST_PROCESSOR_URL?.trim() || TEST_PROCESSOR_URL,
      testMode: true,
      siteUrl,
    });
  }
  if (name === 'adyen') {
    const settings = required(env, ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY', 'ADYEN_ENVIRONMENT']);
    const environment = settings.ADYEN_ENVIRONMENT;
    if (environment !== 'test' && environment !== 'live') {
      throw new Error(`ADYEN_ENVIRONMENT must be "test" or "live", not "${environment}".`);
    }
    const liveUrlPrefix =
      environment === 'live' ? required(env, ['ADYEN_LIVE_URL_PREFIX']).ADYEN_LIVE_URL_PREFIX : undefined;
    return createAdyenProcessor({
      apiKey: settings.ADYEN_API_KEY ?? '',
      merchantAccount: settings.ADYEN_MERCHANT_ACCOUNT ?? '',
      hmacKey: settings.ADYEN_HMAC_KEY ?? '',
      environment,
      liveUrlPrefix,
      testMode: environment === 'test',
      siteUrl,
    });
  }
  throw new Error(`Unknown PAYMENT_PROCESSOR "${name}": choose "test" (the local test processor) or "adyen".`);
}
