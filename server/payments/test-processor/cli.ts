import { testProcessorOptionsFromEnv } from './defaults';
import { startTestProcessor } from './test-processor.server';

/**
 * Runs the local test processor until stopped, configured by the environment (`defaults.ts`):
 * `TEST_PROCESSOR_URL=http://localhost:8898 TEST_PROCESSOR_WEBHOOK_URL=http://localhost:8888/api/payments/webhook
 * node --import tsx server/payments/test-processor/cli.ts`.
 */
async function main(): Promise<void> {
  const options = testProcessorOptionsFromEnv();
  const processor = await startTestProcessor(options);
  console.log(`Test processor (TEST MODE, no real money) listening on ${processor.url}`);
  if (!options.webhookUrl) console.warn('Test processor: no TEST_PROCESSOR_WEBHOOK_URL, so it sends no webhooks.');
  const stop = () => {
    processor.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('test processor: could not close', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('test processor: could not start', error);
  process.exit(1);
});
