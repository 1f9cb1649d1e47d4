/**
 * @jest-environment node
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simulatedShuttles } from '../../../src/domain/shuttle';
import { clock } from '../../../server/clock.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import { shuttleLocations as locate } from '../../../server/shuttle/locations.server';
import shuttleLocations from '../shuttle-locations.mts';

interface Answer {
  shuttles?: { id: string; lat: number; lon: number; heading: number; date: string | null }[];
  source?: string;
  now?: string;
  error?: { code: string; message: string };
}

/** The function against a local GPS feed: a Node HTTP server whose answers each test picks by path. */
describe('shuttle-locations, against a local GPS feed', () => {
  const client = new ApiClient();
  const now = new Date('2027-03-01T12:07:30Z');
  const feed = {
    shuttles: [
      { id: 'KEF-1', lat: 63.9972, lon: -22.6185, heading: 62.5, date: '2027-03-01T12:07:25Z' },
      { id: 'KEF-2', lat: 64.0045, lon: -22.585, heading: -120, date: null },
    ],
  };
  const requests: string[] = [];
  let server: Server;
  let feedUrl: string;

  const ask = (path: string | undefined, method = 'GET') => {
    if (path === undefined) delete process.env.SHUTTLE_FEED_URL;
    else process.env.SHUTTLE_FEED_URL = `${feedUrl}${path}`;
    return client.call<Answer>(shuttleLocations, { method, path: '/api/shuttle/locations' });
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      requests.push(path);
      const send = (status: number, body: string) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      if (path === '/feed.json') return send(200, JSON.stringify(feed));
      if (path === '/cut-off.json') return send(200, JSON.stringify(feed).slice(0, 40));
      if (path === '/wrong-shape.json') return send(200, JSON.stringify({ vehicles: feed.shuttles }));
      if (path === '/bad-entry.json')
        return send(200, JSON.stringify({ shuttles: [{ ...feed.shuttles[0], lat: 'north' }] }));
      if (path === '/error.json') return send(503, '{"message":"maintenance"}');
      if (path === '/slow.json') return setTimeout(() => send(200, JSON.stringify(feed)), 1000);
      return send(404, '{}');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    jest.spyOn(clock, 'now').mockReturnValue(now);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    delete process.env.SHUTTLE_FEED_URL;
    server.close();
    await once(server, 'close');
  });

  it('without a feed answers the simulated loop at the time of the request', async () => {
    const answer = await ask(undefined);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ shuttles: simulatedShuttles(now), source: 'simulation', now: now.toISOString() });
    expect(answer.body.shuttles?.map((shuttle) => shuttle.id)).toEqual(['1', '2']);
  });

  it('two requests at the same instant get the same positions (any instance would)', async () => {
    const [first, second] = await Promise.all([ask(undefined), ask(undefined, 'POST')]);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('answers a valid feed checked: headings in [0, 360), dates in UTC', async () => {
    const answer = await ask('/feed.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      now: '2027-03-01T12:07:30.000Z',
      source: 'feed',
      shuttles: [
        { id: 'KEF-1', lat: 63.9972, lon: -22.6185, heading: 62.5, date: '2027-03-01T12:07:25.000Z' },
        { id: 'KEF-2', lat: 64.0045, lon: -22.585, heading: 240, date: null },
      ],
    });
    expect(requests.at(-1)).toBe('/feed.json');
  });

  it.each([
    ['a cut-off answer', '/cut-off.json', 'The feed did not answer JSON.'],
    ['JSON of another shape', '/wrong-shape.json', 'The feed is not an object with a "shuttles" list.'],
    ['an entry without a latitude', '/bad-entry.json', 'Entry 0 has no lat (-90 to 90).'],
    ['an HTTP error', '/error.json', 'The feed answered HTTP 503.'],
  ])('answers 502 shuttle_feed_unavailable for %s, and logs why without the address', async (_, path, reason) => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await ask(path);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      error: { code: 'shuttle_feed_unavailable', message: `The shuttle positions are not available: ${reason}` },
    });
    expect(errorLog).toHaveBeenCalledWith(`shuttle-locations: ${reason}`);
    expect(JSON.stringify(errorLog.mock.calls)).not.toContain('127.0.0.1');
  });

  it('answers 502 when the feed cannot be reached', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    process.env.SHUTTLE_FEED_URL = `http://127.0.0.1:${port}/feed.json`;
    const answer = await client.call<Answer>(shuttleLocations, { path: '/api/shuttle/locations' });
    expect(answer.status).toBe(502);
    expect(answer.body.error).toEqual({
      code: 'shuttle_feed_unavailable',
      message: 'The shuttle positions are not available: The feed could not be reached.',
    });
    expect(errorLog).toHaveBeenCalledWith('shuttle-locations: The feed could not be reached.');
  });

  it('gives up on a feed that does not answer in time', async () => {
    const outcome = await locate({ url: `${feedUrl}/slow.json`, fetch: globalThis.fetch, now, timeoutMs: 100 });
    expect(outcome).toEqual({ status: 'failed', reason: 'The feed did not answer in time.' });
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('refuses %s with 405 and the methods it takes', async (method) => {
    const answer = await ask(undefined, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    expect(answer.body).toEqual({
      error: { code: 'method_not_allowed', message: 'Use GET or POST for this endpoint.' },
    });
  });
});
