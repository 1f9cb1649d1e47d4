import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi } from './api';
import { createCheckoutPage } from './checkout-page';
import { apiError, createState, readBody, type ApiAnswer } from './state';
import { createTestControls } from './test-controls';
import type { TestProcessor, TestProcessorOptions } from './types';
import { createWebhooks } from './webhooks';

export {
  sessionRefusalLimit,
  type InjectedFault,
  type ModificationKind,
  type ModificationScript,
  type ReceivedRequest,
  type TestProcessor,
  type TestProcessorOptions,
  type WebhookControls,
  type WebhookDelivery,
  type WebhookTiming,
} from './types';

/**
 * The local test processor: a stand-in for Adyen that speaks the subset of its Checkout API the site
 * uses (`POST /v71|v72/sessions` in hosted mode, `GET /sessions/{id}`, stored-card `POST /payments`,
 * `captures`, `cancels`, `refunds`, `amountUpdates`), serves its own card form on its own origin
 * (`/checkout/{sessionId}`, with a 3-D Secure challenge for card 4000 0000 0000 3220), and sends
 * Adyen's standard webhooks signed with Adyen's HMAC scheme. Everything is kept in memory: it plays an
 * outside system, and a restart forgets it as a new test account would.
 *
 * This file starts it and routes its requests; its parts are named in the README: the state
 * (`state.ts`), the API (`api.ts`), the hosted pages (`checkout-page.ts`), the webhooks
 * (`webhooks.ts`) and the test controls (`test-controls.ts`).
 */

function sendJson(response: ServerResponse, answer: ApiAnswer) {
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(answer.body));
}

/** Starts the test processor; resolves once it listens. */
export async function startTestProcessor(options: TestProcessorOptions): Promise<TestProcessor> {
  const state = createState(options);
  const { received, faults } = state;
  const webhooks = createWebhooks(state);
  const api = createApi(state, webhooks);
  const handlePage = createCheckoutPage(state, webhooks, api);
  const controls = createTestControls(state, webhooks, api);
  const hangingResponses = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://test-processor');
    const method = request.method ?? 'GET';
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    const apiMatch = /^\/v7[12]\/(.+)$/.exec(url.pathname);
    if (apiMatch?.[1]) {
      const body = method === 'GET' ? '' : await readBody(request);
      received.push({ kind: 'api', method, path: url.pathname + url.search, headers, body });
      const fault = faults.shift();
      if (fault === 'hang') {
        hangingResponses.add(response);
        return;
      }
      if (fault === 'error') return sendJson(response, apiError(500, '905', 'Internal error (injected)', 'internal'));
      const { answer, remember } = api.handleApi(method, apiMatch[1], url.searchParams, request.headers, body);
      remember();
      if (fault === 'error_after_processing') {
        return sendJson(response, apiError(500, '905', 'Internal error (injected)', 'internal'));
      }
      return sendJson(response, answer);
    }
    if (url.pathname === '/__test/webhooks' || url.pathname === '/__test/webhooks/release') {
      return sendJson(response, await controls.webhookControlFromRequest(method, url.pathname, headers, request));
    }
    if (url.pathname === '/__test/modifications' && method === 'POST') {
      return sendJson(response, controls.scriptFromRequest(headers, await readBody(request)));
    }
    received.push({ kind: 'page', method, path: url.pathname, headers, body: null });
    const pageMatch = /^\/checkout\/([A-Z0-9]+)(\/challenge)?$/.exec(url.pathname);
    if (pageMatch?.[1] && (method === 'GET' || method === 'POST')) {
      return handlePage(request, response, pageMatch[1], Boolean(pageMatch[2]));
    }
    if (url.pathname === '/' && method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Test processor (TEST MODE, no real money): Adyen Checkout API v71/v72 subset.\n');
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found\n');
  }

  const httpServer = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('test processor: request failed', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;

  const server: TestProcessor = {
    url: `http://${options.host}:${port}`,
    async close() {
      state.isClosed = true;
      webhooks.cutPauses();
      for (const response of hangingResponses) response.destroy();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await webhooks.deliveriesUnderWay();
    },
    receivedRequests: () => received.map((entry) => ({ ...entry })),
    failNextRequests(count, fault) {
      for (let index = 0; index < count; index += 1) faults.push(fault);
    },
    webhookDeliveries: webhooks.deliveries,
    webhooksSettled: webhooks.settled,
    scriptNextModification: controls.scriptModification,
    controlWebhooks: webhooks.controlWebhooks,
    heldWebhooks: webhooks.held,
    authoriseNextPaymentAs(authorised) {
      state.nextAuthorisation = { ...authorised };
    },
    releaseWebhooks: webhooks.releaseWebhooks,
  };
  state.url = server.url;
  return server;
}
