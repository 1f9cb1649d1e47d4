/**
 * @jest-environment node
 */
import { closeDatabase } from '../../../server/db/client.server';
import health from '../health.mts';

const url = 'http://localhost/api/health';

describe('/api/health', () => {
  // The database is the run's throwaway PGlite (jest.global-setup.ts).
  afterAll(closeDatabase);

  it('answers 200 with the database up', async () => {
    const response = await health(new Request(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', tenant: 'car', database: { status: 'up' } });
    expect(typeof body.database.latencyMs).toBe('number');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers 405 with Allow to %s', async (method) => {
    const response = await health(new Request(url, { method, body: '{"x":1}' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.json()).toEqual({
      error: { code: 'method_not_allowed', message: 'Use GET for this endpoint.' },
    });
  });

  it('answers HEAD as GET without a body, and OPTIONS with the methods it takes', async () => {
    const head = await health(new Request(url, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('application/json');
    expect(await head.text()).toBe('');
    const options = await health(new Request(url, { method: 'OPTIONS' }));
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await options.text()).toBe('');
  });

  it('answers 400 to a query string', async () => {
    const response = await health(new Request(`${url}?verbose=true`));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('unexpected_query');
  });

  it('answers 503, not a stack trace, when the database is unreachable', async () => {
    await closeDatabase();
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:1/postgres';
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await health(new Request(url));
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toMatchObject({
        status: 'degraded',
        database: { status: 'down', error: 'The database did not answer.' },
      });
      expect(JSON.stringify(body)).not.toContain('127.0.0.1');
    } finally {
      spy.mockRestore();
      await closeDatabase();
      process.env.DATABASE_URL = saved;
    }
  });
});
