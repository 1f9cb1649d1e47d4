import { createServer, type Server } from 'node:http';
import { testProcessorDefaults } from '../../../server/payments/test-processor/defaults';
import {
  startTestProcessor,
  type TestProcessor,
  type TestProcessorOptions,
} from '../../../server/payments/test-processor/test-processor.server';
import { closeDatabase } from '../../../server/db/client.server';
import paymentWebhook from '../payment-webhook.mts';

/**
 * A test processor of the test file's own whose webhooks reach the site's webhook endpoint over HTTP,
 * as Netlify would serve it (Jest's global processor sends none). `TEST_PROCESSOR_URL` points at it
 * until `close()`.
 */
export interface ProcessorWithWebhooks {
  processor: TestProcessor;
  /** The status of every webhook delivery the site answered. */
  answers: number[];
  close(): Promise<void>;
}

export async function startProcessorWithWebhooks(
  options: Partial<TestProcessorOptions> = {},
): Promise<ProcessorWithWebhooks> {
  const answers: number[] = [];
  const listener: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const request = new Request('http://localhost/api/payments/webhook', {
        method: incoming.method ?? 'POST',
        headers,
        body: Buffer.concat(chunks),
      });
      void paymentWebhook(request, { params: {} } as never).then(async (response) => {
        answers.push(response.status);
        outgoing.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'text/plain' });
        outgoing.end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const processor = await startTestProcessor({
    ...testProcessorDefaults,
    port: 0,
    host: '127.0.0.1',
    webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`,
    webhookRetryDelaysMs: [0, 50, 200],
    ...options,
  });
  const previousUrl = process.env.TEST_PROCESSOR_URL;
  process.env.TEST_PROCESSOR_URL = processor.url;
  return {
    processor,
    answers,
    async close() {
      process.env.TEST_PROCESSOR_URL = previousUrl;
      await processor.close();
      await new Promise((resolve) => listener.close(resolve));
    },
  };
}

/**
 * A test file's own processor with webhooks, started before its tests and closed after them, with the
 * database: `suite.processor` and `suite.webhooks` once the tests run.
 */
export function processorForSuite(): { processor: TestProcessor; webhooks: ProcessorWithWebhooks } {
  const suite = {} as { processor: TestProcessor; webhooks: ProcessorWithWebhooks };
  beforeAll(async () => {
    suite.webhooks = await startProcessorWithWebhooks();
    suite.processor = suite.webhooks.processor;
  });
  afterAll(async () => {
    await suite.webhooks.close();
    await closeDatabase();
  });
  return suite;
}
