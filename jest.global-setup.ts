import { testProcessorDefaults } from './server/payments/test-processor/defaults';
import { startTestProcessor } from './server/payments/test-processor/test-processor.server';
import { localClient } from './server/staff/local-provider/accounts';
import { startLocalProvider } from './server/staff/local-provider/local-provider.server';
import { prepareDatabase, startTestDatabase } from './server/testing/database.server';

/**
 * One throwaway in-memory PostgreSQL for the whole Jest run, started outside the test sandbox
 * (PGlite loads its WebAssembly with a dynamic import that Jest's VM does not allow). Test files
 * reach it through DATABASE_URL, which the workers inherit.
 *
 * TEST_DATABASE_URL runs the same tests against a real PostgreSQL instead (an empty database: it is
 * migrated and seeded here), where concurrent transactions really run side by side.
 */
export default async function globalSetup(): Promise<void> {
  // The local test processor (Adyen's Checkout API) the payment tests pay through; webhooks are sent
  // only where a test starts a processor of its own with a listener (payments-webhook.test.ts).
  const processor = await startTestProcessor({
    ...testProcessorDefaults,
    port: 0,
    host: '127.0.0.1',
    webhookUrl: null,
  });
  (globalThis as { __testProcessor?: typeof processor }).__testProcessor = processor;
  process.env.TEST_PROCESSOR_URL = processor.url;
  // The local OpenID provider (a real oidc-provider) the staff desk signs in through; the tests' requests
  // come from http://localhost (server/testing/api-client.server.ts).
  const identity = await startLocalProvider({
    port: 0,
    redirectUris: ['http://localhost/api/staff/callback'],
  });
  (globalThis as { __staffIdentity?: typeof identity }).__staffIdentity = identity;
  Object.assign(process.env, {
    STAFF_OIDC_ISSUER: identity.issuer,
    STAFF_OIDC_CLIENT_ID: localClient.clientId,
    STAFF_OIDC_CLIENT_SECRET: localClient.clientSecret,
    STAFF_OIDC_SCOPES: 'openid email profile staff',
    STAFF_ROLE_CLAIM: localClient.roleClaim,
  });
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    await prepareDatabase(external);
    process.env.DATABASE_URL = external;
    return;
  }
  const database = await startTestDatabase();
  (globalThis as { __testDatabase?: typeof database }).__testDatabase = database;
}
