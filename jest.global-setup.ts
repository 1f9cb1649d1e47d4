import { testProcessorDefaults } from './server/payments/test-processor/defaults';
import { startTestProcessor } from './server/payments/test-processor/test-processor.server';
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
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    await prepareDatabase(external);
    process.env.DATABASE_URL = external;
    return;
  }
  const database = await startTestDatabase();
  (globalThis as { __testDatabase?: typeof database }).__testDatabase = database;
}
