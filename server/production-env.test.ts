import { describeEnvProblems, productionEnvProblems } from './production-env';

/** A live brand's environment as README "Deploying a brand" lists it. */
const liveBrand = {
  TENANT: 'car',
  SITE_URL: 'https://www.example-rental.is',
  DATABASE_URL: 'postgres://rental:secret@db.example.com:5432/rental',
  PAYMENT_PROCESSOR: 'adyen',
  ADYEN_API_KEY: 'AQE…key',
  ADYEN_MERCHANT_ACCOUNT: 'CompanyECOM',
  ADYEN_HMAC_KEY: 'AB'.repeat(32),
  ADYEN_ENVIRONMENT: 'live',
  ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-CompanyName',
  ADYEN_WEBHOOK_USERNAME: 'adyen-webhook',
  ADYEN_WEBHOOK_PASSWORD: 'a long webhook password',
  SMTP_URL: 'smtps://user:password@smtp.example.com:465',
  STAFF_OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
  STAFF_OIDC_CLIENT_ID: 'desk-client',
  STAFF_OIDC_CLIENT_SECRET: 'desk-secret',
  STAFF_ROLE_CLAIM: 'roles',
  SESSION_SECRET: 's'.repeat(32),
  STAFF_SESSION_SECRET: 't'.repeat(40),
  FILE_STORAGE: 'netlify-blobs',
  SANITY_WEBHOOK_SECRET: 'sanity-secret',
  NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/abc',
};

const problemsOf = (env: Record<string, string | undefined>) =>
  productionEnvProblems(env).map((problem) => `${problem.severity} ${problem.variable}`);

describe('productionEnvProblems', () => {
  it('finds nothing wrong with a complete live brand', () => {
    expect(productionEnvProblems(liveBrand)).toEqual([]);
  });

  it('names every error of an empty environment, the test processor first', () => {
    const errors = productionEnvProblems({}).filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => problem.variable)).toEqual([
      'PAYMENT_PROCESSOR',
      'SITE_URL',
      'DATABASE_URL',
      'SMTP_URL',
      'STAFF_OIDC_ISSUER',
      'STAFF_OIDC_CLIENT_ID',
    ]);
  });

  it.each([
    ['TENANT', 'boats'],
    ['PAYMENT_PROCESSOR', 'test'],
    ['ADYEN_HMAC_KEY', `"${'AB'.repeat(32)}"`],
    ['ADYEN_LIVE_URL_PREFIX', undefined],
    ['SITE_URL', 'http://www.example-rental.is'],
    ['DATABASE_URL', ''],
    ['SMTP_URL', undefined],
    ['SMTP_URL', 'https://smtp.example.com'],
    ['STAFF_OIDC_ISSUER', undefined],
    ['STAFF_OIDC_ISSUER', 'http://login.example.com'],
    ['STAFF_OIDC_CLIENT_ID', undefined],
    ['SESSION_SECRET', 'short'],
    ['STAFF_SESSION_SECRET', 'x'.repeat(31)],
    ['FILE_STORAGE', 's3'],
  ])('fails on %s = %j, naming it', (variable, value) => {
    expect(problemsOf({ ...liveBrand, [variable]: value })).toEqual([`error ${variable}`]);
  });

  it.each([
    'TENANT',
    'ADYEN_WEBHOOK_USERNAME',
    'STAFF_OIDC_CLIENT_SECRET',
    'SESSION_SECRET',
    'STAFF_SESSION_SECRET',
    'SANITY_WEBHOOK_SECRET',
    'NETLIFY_BUILD_HOOK_URL',
  ])('warns without %s', (variable) => {
    const env: Record<string, string | undefined> = { ...liveBrand, [variable]: undefined };
    if (variable === 'ADYEN_WEBHOOK_USERNAME') env.ADYEN_WEBHOOK_PASSWORD = undefined;
    expect(problemsOf(env)).toEqual([`warning ${variable}`]);
  });

  it('warns when nobody who signs in would be staff', () => {
    expect(problemsOf({ ...liveBrand, STAFF_ROLE_CLAIM: undefined })).toEqual(['warning STAFF_ROLE_CLAIM']);
    expect(problemsOf({ ...liveBrand, STAFF_ROLE_CLAIM: undefined, STAFF_MANAGERS: 'boss@example.com' })).toEqual([]);
  });

  it('takes the engine PostgreSQL as the file storage when FILE_STORAGE is unset', () => {
    expect(problemsOf({ ...liveBrand, FILE_STORAGE: undefined })).toEqual([]);
  });

  it('words the problems for the build log, errors first', () => {
    const lines = describeEnvProblems(
      productionEnvProblems({ ...liveBrand, SANITY_WEBHOOK_SECRET: undefined, SMTP_URL: undefined }),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Error: SMTP_URL is not set/);
    expect(lines[1]).toMatch(/^Warning: SANITY_WEBHOOK_SECRET is not set/);
  });
});
