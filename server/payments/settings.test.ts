import { adyenSettingsFromEnv, paymentEnvProblems, webhookBasicAuthOf } from './settings';

const hmacKey = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const adyen = {
  PAYMENT_PROCESSOR: 'adyen',
  ADYEN_API_KEY: 'AQE…key',
  ADYEN_MERCHANT_ACCOUNT: 'CompanyECOM',
  ADYEN_HMAC_KEY: hmacKey,
  ADYEN_ENVIRONMENT: 'live',
  ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-CompanyName',
  ADYEN_WEBHOOK_USERNAME: 'adyen-webhook',
  ADYEN_WEBHOOK_PASSWORD: 'a long webhook password',
};

const variablesOf = (env: Record<string, string | undefined>, production: boolean) =>
  paymentEnvProblems(env, { production }).map((problem) => `${problem.severity} ${problem.variable}`);

describe('paymentEnvProblems', () => {
  it('finds nothing wrong with a complete live Adyen account', () => {
    expect(paymentEnvProblems(adyen, { production: true })).toEqual([]);
  });

  it.each([{}, { PAYMENT_PROCESSOR: '' }, { PAYMENT_PROCESSOR: 'test' }, { PAYMENT_PROCESSOR: ' test ' }])(
    'refuses the test processor in production, naming PAYMENT_PROCESSOR, for %j',
    (env) => {
      expect(variablesOf(env, true)).toEqual(['error PAYMENT_PROCESSOR']);
      expect(paymentEnvProblems(env, { production: true })[0]?.message).toContain('public in the repository');
      expect(variablesOf(env, false)).toEqual([]);
    },
  );

  it.each(['stripe', 'Adyen', 'live'])('refuses an unknown processor %s everywhere', (name) => {
    expect(variablesOf({ PAYMENT_PROCESSOR: name }, false)).toEqual(['error PAYMENT_PROCESSOR']);
    expect(paymentEnvProblems({ PAYMENT_PROCESSOR: name }, { production: false })[0]?.message).toBe(
      `PAYMENT_PROCESSOR is "${name}": choose "adyen" (or "test", the local test processor, never in production).`,
    );
  });

  it.each(['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY', 'ADYEN_ENVIRONMENT'])(
    'names a missing or blank %s',
    (variable) => {
      expect(variablesOf({ ...adyen, [variable]: undefined }, false)).toContain(`error ${variable}`);
      expect(variablesOf({ ...adyen, [variable]: '  ' }, true)).toContain(`error ${variable}`);
    },
  );

  it('needs the live URL prefix for live only', () => {
    expect(variablesOf({ ...adyen, ADYEN_LIVE_URL_PREFIX: undefined }, true)).toEqual(['error ADYEN_LIVE_URL_PREFIX']);
    expect(variablesOf({ ...adyen, ADYEN_LIVE_URL_PREFIX: undefined, ADYEN_ENVIRONMENT: 'test' }, false)).toEqual([]);
  });

  it('refuses an environment other than test or live', () => {
    expect(variablesOf({ ...adyen, ADYEN_ENVIRONMENT: 'prod' }, false)).toEqual(['error ADYEN_ENVIRONMENT']);
  });

  it.each([
    ['quoted', `"${hmacKey}"`, 'remove the quotes'],
    ['single-quoted', `'${hmacKey}'`, 'remove the quotes'],
    ['too short', hmacKey.slice(0, 62), 'it has 62 characters'],
    ['not hexadecimal', `${hmacKey.slice(0, 63)}G`, 'it has 64 characters'],
    ['base64', Buffer.from(hmacKey, 'hex').toString('base64'), 'it has 44 characters'],
  ])('refuses an HMAC key that is %s', (_, key, hint) => {
    const problems = paymentEnvProblems({ ...adyen, ADYEN_HMAC_KEY: key }, { production: false });
    expect(problems.map((problem) => problem.variable)).toEqual(['ADYEN_HMAC_KEY']);
    expect(problems[0]?.message).toContain('64 hexadecimal characters');
    expect(problems[0]?.message).toContain(hint);
  });

  it('takes a lower-case HMAC key and surrounding spaces', () => {
    expect(variablesOf({ ...adyen, ADYEN_HMAC_KEY: ` ${hmacKey.toLowerCase()}\n` }, true)).toEqual([]);
  });

  it("needs the webhook's user and password together", () => {
    expect(variablesOf({ ...adyen, ADYEN_WEBHOOK_PASSWORD: undefined }, false)).toEqual([
      'error ADYEN_WEBHOOK_PASSWORD',
    ]);
    expect(variablesOf({ ...adyen, ADYEN_WEBHOOK_USERNAME: '' }, false)).toEqual(['error ADYEN_WEBHOOK_USERNAME']);
  });

  it('warns in production about a webhook without Basic authentication and an Adyen test account', () => {
    const env = {
      ...adyen,
      ADYEN_ENVIRONMENT: 'test',
      ADYEN_WEBHOOK_USERNAME: undefined,
      ADYEN_WEBHOOK_PASSWORD: undefined,
    };
    expect(variablesOf(env, true)).toEqual(['warning ADYEN_WEBHOOK_USERNAME', 'warning ADYEN_ENVIRONMENT']);
    expect(variablesOf(env, false)).toEqual([]);
  });
});

describe('adyenSettingsFromEnv', () => {
  it('reads the settings, trimmed, with the Basic authentication', () => {
    expect(adyenSettingsFromEnv({ ...adyen, ADYEN_API_KEY: ' key ' })).toEqual({
      apiKey: 'key',
      merchantAccount: 'CompanyECOM',
      hmacKey,
      environment: 'live',
      liveUrlPrefix: '1797a841fbb37ca7-CompanyName',
      webhookBasicAuth: { username: 'adyen-webhook', password: 'a long webhook password' },
    });
  });

  it('throws naming every problem at once', () => {
    expect(() =>
      adyenSettingsFromEnv({ ADYEN_API_KEY: 'key', ADYEN_HMAC_KEY: '""', ADYEN_ENVIRONMENT: 'live' }),
    ).toThrow(
      "PAYMENT_PROCESSOR=adyen needs ADYEN_MERCHANT_ACCOUNT. ADYEN_HMAC_KEY must be the webhook's HMAC key as Adyen's Customer Area shows it, 64 hexadecimal characters; it has 2 characters (remove the quotes around it). ADYEN_ENVIRONMENT=live needs ADYEN_LIVE_URL_PREFIX",
    );
  });
});

describe('webhookBasicAuthOf', () => {
  it('gives the user and password only when both are set', () => {
    expect(
      webhookBasicAuthOf(
        { TEST_PROCESSOR_WEBHOOK_USERNAME: 'u', TEST_PROCESSOR_WEBHOOK_PASSWORD: 'p' },
        'TEST_PROCESSOR',
      ),
    ).toEqual({
      username: 'u',
      password: 'p',
    });
    expect(webhookBasicAuthOf({ ADYEN_WEBHOOK_USERNAME: 'u' }, 'ADYEN')).toBeUndefined();
  });
});
