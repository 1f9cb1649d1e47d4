/**
 * What the environment must say for the site to take payments, checked without side effects: by
 * `paymentProcessorFromEnv` when a function starts, and by the deploy's build for a production deploy
 * (`server/production-env.ts`, `scripts/build.mts`). Pure: an env object in, a list of problems out.
 */

type Env = Record<string, string | undefined>;

/** One thing wrong with the environment: `error` stops a production build, `warning` is printed. */
export interface EnvProblem {
  /** The variable to set or correct. */
  variable: string;
  severity: 'error' | 'warning';
  message: string;
}

/** The processors `PAYMENT_PROCESSOR` may name. */
export const paymentProcessorNames = ['test', 'adyen'] as const;

/** The variables an Adyen account needs in every environment; `ADYEN_LIVE_URL_PREFIX` only for `live`. */
export const adyenRequiredVariables = [
  'ADYEN_API_KEY',
  'ADYEN_MERCHANT_ACCOUNT',
  'ADYEN_HMAC_KEY',
  'ADYEN_ENVIRONMENT',
] as const;

/** An HMAC key as Adyen's Customer Area shows it: 32 bytes in hexadecimal. */
export const hmacKeyPattern = /^[0-9a-fA-F]{64}$/;

function value(env: Env, name: string): string {
  return env[name]?.trim() ?? '';
}

/** The HMAC key's problem, or null: a quoted or truncated key would decode to a short or empty key. */
function hmacKeyProblem(variable: string, key: string): EnvProblem | null {
  if (hmacKeyPattern.test(key)) return null;
  const quoted = /^["'].*["']$/.test(key) ? ' (remove the quotes around it)' : '';
  return {
    variable,
    severity: 'error',
    message: `${variable} must be the webhook's HMAC key as Adyen's Customer Area shows it, 64 hexadecimal characters; it has ${key.length} characters${quoted}.`,
  };
}

/**
 * The problems of the payment settings in `env`. Always: an unknown `PAYMENT_PROCESSOR`; for `adyen`,
 * each missing `ADYEN_*` variable, an `ADYEN_ENVIRONMENT` other than `test` or `live`, an HMAC key that
 * is not 64 hex characters, and a webhook user without its password or the reverse. With
 * `production`: the test processor (unset or `test`), whose keys are public in the repository, so
 * anyone could sign a webhook the site accepts; and, as warnings, a webhook without Basic
 * authentication and an Adyen test account (no real money).
 */
export function paymentEnvProblems(env: Env, { production }: { production: boolean }): EnvProblem[] {
  const problems: EnvProblem[] = [];
  const name = value(env, 'PAYMENT_PROCESSOR');
  if (name !== '' && !(paymentProcessorNames as readonly string[]).includes(name)) {
    return [
      {
        variable: 'PAYMENT_PROCESSOR',
        severity: 'error',
        message: `PAYMENT_PROCESSOR is "${name}": choose "adyen" (or "test", the local test processor, never in production).`,
      },
    ];
  }
  if (name !== 'adyen') {
    if (production) {
      problems.push({
        variable: 'PAYMENT_PROCESSOR',
        severity: 'error',
        message: `PAYMENT_PROCESSOR is ${name === '' ? 'not set' : '"test"'}: a production deploy must take payments with Adyen (PAYMENT_PROCESSOR=adyen and the ADYEN_* variables); the test processor's keys are public in the repository, so anyone could sign a webhook the site would accept.`,
      });
    }
    return problems;
  }
  for (const variable of adyenRequiredVariables) {
    if (!value(env, variable)) {
      problems.push({ variable, severity: 'error', message: `PAYMENT_PROCESSOR=adyen needs ${variable}.` });
    }
  }
  const hmacKey = value(env, 'ADYEN_HMAC_KEY');
  const hmacProblem = hmacKey ? hmacKeyProblem('ADYEN_HMAC_KEY', hmacKey) : null;
  if (hmacProblem) problems.push(hmacProblem);
  const environment = value(env, 'ADYEN_ENVIRONMENT');
  if (environment && environment !== 'test' && environment !== 'live') {
    problems.push({
      variable: 'ADYEN_ENVIRONMENT',
      severity: 'error',
      message: `ADYEN_ENVIRONMENT must be "test" or "live", not "${environment}".`,
    });
  }
  if (environment === 'live' && !value(env, 'ADYEN_LIVE_URL_PREFIX')) {
    problems.push({
      variable: 'ADYEN_LIVE_URL_PREFIX',
      severity: 'error',
      message:
        'ADYEN_ENVIRONMENT=live needs ADYEN_LIVE_URL_PREFIX, the live endpoint prefix of the account (Customer Area, Developers › API URLs).',
    });
  }
  const user = value(env, 'ADYEN_WEBHOOK_USERNAME');
  const password = value(env, 'ADYEN_WEBHOOK_PASSWORD');
  if (Boolean(user) !== Boolean(password)) {
    const missing = user ? 'ADYEN_WEBHOOK_PASSWORD' : 'ADYEN_WEBHOOK_USERNAME';
    problems.push({
      variable: missing,
      severity: 'error',
      message: `The webhook's Basic authentication needs both ADYEN_WEBHOOK_USERNAME and ADYEN_WEBHOOK_PASSWORD; ${missing} is not set.`,
    });
  }
  if (production && !user && !password) {
    problems.push({
      variable: 'ADYEN_WEBHOOK_USERNAME',
      severity: 'warning',
      message:
        'ADYEN_WEBHOOK_USERNAME and ADYEN_WEBHOOK_PASSWORD are not set: the webhook relies on the HMAC signature alone; Adyen recommends also setting a user and password on the webhook (Customer Area › Developers › Webhooks) and here.',
    });
  }
  if (production && environment === 'test') {
    problems.push({
      variable: 'ADYEN_ENVIRONMENT',
      severity: 'warning',
      message: "ADYEN_ENVIRONMENT=test: this deploy takes payments on Adyen's test platform, and no real money moves.",
    });
  }
  return problems;
}

/** The Adyen settings `paymentProcessorFromEnv` needs, read after `paymentEnvProblems` found no error. */
export interface AdyenSettings {
  apiKey: string;
  merchantAccount: string;
  hmacKey: string;
  environment: 'test' | 'live';
  liveUrlPrefix: string | undefined;
  webhookBasicAuth: { username: string; password: string } | undefined;
}

/** The webhook's Basic authentication from the environment, or undefined when it is not configured. */
export function webhookBasicAuthOf(
  env: Env,
  prefix: 'ADYEN' | 'TEST_PROCESSOR',
): { username: string; password: string } | undefined {
  const username = value(env, `${prefix}_WEBHOOK_USERNAME`);
  const password = value(env, `${prefix}_WEBHOOK_PASSWORD`);
  return username && password ? { username, password } : undefined;
}

/**
 * The Adyen settings of `env`, or an Error naming every problem (for `PAYMENT_PROCESSOR=adyen` at a
 * function's start-up, whatever the deploy context).
 */
export function adyenSettingsFromEnv(env: Env): AdyenSettings {
  const errors = paymentEnvProblems({ ...env, PAYMENT_PROCESSOR: 'adyen' }, { production: false }).filter(
    (problem) => problem.severity === 'error',
  );
  if (errors.length > 0) {
    throw new Error(`${errors.map((problem) => problem.message).join(' ')} (see server/payments/README.md).`);
  }
  return {
    apiKey: value(env, 'ADYEN_API_KEY'),
    merchantAccount: value(env, 'ADYEN_MERCHANT_ACCOUNT'),
    hmacKey: value(env, 'ADYEN_HMAC_KEY'),
    environment: value(env, 'ADYEN_ENVIRONMENT') as 'test' | 'live',
    liveUrlPrefix: value(env, 'ADYEN_LIVE_URL_PREFIX') || undefined,
    webhookBasicAuth: webhookBasicAuthOf(env, 'ADYEN'),
  };
}
