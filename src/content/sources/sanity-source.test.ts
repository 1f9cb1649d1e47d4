/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentRequestError, ContentServerError } from './content-source';
import { contentRetryDelayMs, createSanitySource, dataRequestOptions, sanityClientConfig } from './sanity-source';

/**
 * A local server that answers like Sanity's query endpoint:
 * GET /v{apiVersion}/data/query/{dataset}?query=…&$param="json" → { ms, query, result }.
 */
function startFakeSanity(answer: (url: URL) => { status: number; body: unknown }) {
  const requests: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    const { status, body } = answer(url);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  return new Promise<{ host: string; requests: URL[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        host: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

describe('sanityClientConfig (spec §7, §9)', () => {
  it('reads through the CDN without a token or preview', () => {
    expect(sanityClientConfig({ projectId: 'p', dataset: 'd' })).toMatchObject({
      useCdn: true,
      apiVersion: '1',
      timeout: 120_000,
      maxRetries: 4,
      perspective: 'published',
    });
  });

  it('waits about 100 ms times a power of two, plus jitter, between its five tries', () => {
    expect(sanityClientConfig({ projectId: 'p', dataset: 'd' }).retryDelay).toBe(contentRetryDelayMs);
    expect([0, 1, 2, 3].map((attempt) => contentRetryDelayMs(attempt, () => 0))).toEqual([100, 200, 400, 800]);
    expect(contentRetryDelayMs(2, () => 0.5)).toBe(450);
  });

  it('gives data requests 300 s, over the client default of 120 s (issue 30)', () => {
    expect(dataRequestOptions).toEqual({ timeout: 300_000 });
  });

  it('skips the CDN with a token or in preview, and previews drafts', () => {
    expect(sanityClientConfig({ projectId: 'p', dataset: 'd', token: 't' }).useCdn).toBe(false);
    expect(sanityClientConfig({ projectId: 'p', dataset: 'd', preview: true })).toMatchObject({
      useCdn: false,
      perspective: 'drafts',
    });
  });
});

describe('createSanitySource against a server speaking Sanity’s query API', () => {
  it('sends the query and its parameters and answers the result', async () => {
    const fake = await startFakeSanity(() => ({ status: 200, body: { ms: 1, query: '', result: { title: 'Hæ' } } }));
    try {
      const source = createSanitySource({ projectId: 'proj', dataset: 'production', apiHost: fake.host });
      const result = await source.fetch<{ title: string }>('*[_type == $type][0]', { type: 'header' });
      expect(result).toEqual({ title: 'Hæ' });
      const [request] = fake.requests;
      expect(request?.pathname).toBe('/v1/data/query/production');
      expect(request?.searchParams.get('query')).toBe('*[_type == $type][0]');
      expect(request?.searchParams.get('$type')).toBe('"header"');
    } finally {
      await fake.close();
    }
  });

  it('turns a 4xx into a request error with the message from the body', async () => {
    const fake = await startFakeSanity(() => ({
      status: 400,
      body: { error: { description: 'expected "]" following expression', type: 'queryParseError' } },
    }));
    try {
      const source = createSanitySource({ projectId: 'proj', dataset: 'production', apiHost: fake.host });
      const failure = source.fetch('*[_type == ');
      await expect(failure).rejects.toBeInstanceOf(ContentRequestError);
      await expect(failure).rejects.toThrow('expected "]" following expression');
    } finally {
      await fake.close();
    }
  });

  it('turns a 5xx into a server error after retrying', async () => {
    const fake = await startFakeSanity(() => ({ status: 503, body: { message: 'Service unavailable' } }));
    try {
      const source = createSanitySource({ projectId: 'proj', dataset: 'production', apiHost: fake.host });
      await expect(source.fetch('*[0]')).rejects.toBeInstanceOf(ContentServerError);
      expect(fake.requests.length).toBeGreaterThan(1);
    } finally {
      await fake.close();
    }
  }, 20_000);
});
