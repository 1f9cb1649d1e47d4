import { expect, test } from '@playwright/test';

test.describe('/api/health', () => {
  test('answers 200 with the database up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', tenant: 'car', database: { status: 'up' } });
  });

  test('a wrong method gets a JSON 405 with Allow', async ({ request }) => {
    const response = await request.post('/api/health', { data: { hello: 'world' } });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    const body = await response.json();
    expect(body.error).toMatchObject({ code: 'method_not_allowed' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(m?js|ts):\d+/);
  });

  test('a query string gets a JSON 400', async ({ request }) => {
    const response = await request.get('/api/health?debug=1');
    expect(response.status()).toBe(400);
    expect((await response.json()).error.code).toBe('unexpected_query');
  });
});
