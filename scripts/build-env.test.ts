/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { liveBrandEnvironment } from './live-brand-env';

const root = path.resolve(__dirname, '..');

/** `npm run build`'s script, as Netlify runs it, stopped by its first check (no database, no Gatsby). */
function build(env: Record<string, string>) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.mts'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '/tmp',
      NETLIFY: 'true',
      CONTEXT: 'production',
      ...env,
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run build in production', () => {
  it('fails before anything else without Adyen, naming the variables', () => {
    const { status, output } = build({ SITE_URL: 'https://www.example-rental.is' });
    expect(status).toBe(1);
    expect(output).toContain('Error: PAYMENT_PROCESSOR is not set');
    expect(output).toMatch(/A production deploy needs PAYMENT_PROCESSOR, DATABASE_URL, SMTP_URL, STAFF_OIDC_ISSUER/);
    expect(output).not.toContain('Site address');
  });

  it('fails on a quoted HMAC key, naming it', () => {
    const { status, output } = build({
      PAYMENT_PROCESSOR: 'adyen',
      ADYEN_API_KEY: 'key',
      ADYEN_MERCHANT_ACCOUNT: 'CompanyECOM',
      ADYEN_HMAC_KEY: `"${'AB'.repeat(32)}"`,
      ADYEN_ENVIRONMENT: 'test',
    });
    expect(status).toBe(1);
    expect(output).toContain('ADYEN_HMAC_KEY must be');
    expect(output).toMatch(/A production deploy needs ADYEN_HMAC_KEY,/);
  });

  it("goes on past the check with a live brand's variables, warning about what is missing", () => {
    const env: Record<string, string> = {
      ...liveBrandEnvironment('https://www.example-rental.is'),
      TENANT: 'car',
      SITE_URL: 'https://www.example-rental.is',
      // Nothing listens there: the build stops at the database, after the check.
      DATABASE_URL: 'postgres://rental@127.0.0.1:9/rental',
    };
    delete env.DEPLOY_REHEARSAL;
    delete env.SANITY_WEBHOOK_SECRET;
    const { status, output } = build(env);
    expect(output).toContain('Warning: SANITY_WEBHOOK_SECRET is not set');
    expect(output).toContain('The production environment is complete');
    expect(output).toContain('Site address: https://www.example-rental.is');
    expect(status).toBe(1);
  });
});
