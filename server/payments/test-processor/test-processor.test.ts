/**
 * @jest-environment node
 */
import { testProcessorDefaults } from './defaults';
import { postForm } from './pay-on-page';
import { startTestProcessor, type TestProcessor } from './test-processor.server';
import { testProcessorTexts } from './texts';

/** The test processor seen as the site and the shopper's browser see it: raw HTTP, no adapter. */

const keys = {
  apiKey: testProcessorDefaults.apiKey,
  merchantAccount: testProcessorDefaults.merchantAccount,
  hmacKey: testProcessorDefaults.hmacKey,
};
let clock = new Date('2026-11-26T12:00:00Z');
let processor: TestProcessor;

beforeAll(async () => {
  processor = await startTestProcessor({
    port: 0,
    host: '127.0.0.1',
    ...keys,
    merchantName: 'Iceland Rentals',
    now: () => clock,
  });
});

afterAll(() => processor.close());

beforeEach(() => {
  clock = new Date('2026-11-26T12:00:00Z');
});

async function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${processor.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': keys.apiKey, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function session(overrides: Record<string, unknown> = {}) {
  return {
    merchantAccount: keys.merchantAccount,
    amount: { currency: 'ISK', value: 1_234_500 },
    reference: 'attempt-1',
    returnUrl: 'http://localhost:8888/return',
    mode: 'hosted',
    shopperLocale: 'en-GB',
    expiresAt: '2026-11-26T13:00:00Z',
    lineItems: [{ description: 'Reservation ABC123', quantity: 1, amountIncludingTax: 1_234_500 }],
    ...overrides,
  };
}

async function newSession(overrides: Record<string, unknown> = {}) {
  const created = await api('/v71/sessions', session(overrides));
  expect(created.status).toBe(201);
  return created.body as { id: string; url: string };
}

/** The hosted form filled with a card that pays. */
const payingCard = { holderName: 'Jón', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', action: 'pay' };

describe('the Checkout API', () => {
  it('refuses a wrong API key with 401 and a wrong merchant account with 403, as Adyen does', async () => {
    expect((await api('/v71/sessions', session(), { 'x-api-key': 'wrong' })).status).toBe(401);
    const wrongAccount = await api('/v71/sessions', session({ merchantAccount: 'Other' }));
    expect(wrongAccount).toEqual({
      status: 403,
      body: { status: 403, errorCode: '901', message: 'Invalid Merchant Account', errorType: 'security' },
    });
  });

  it.each([
    [{ amount: { currency: 'ISK', value: 12.5 } }, '137'],
    [{ amount: { currency: 'isk', value: 100 } }, '102'],
    [{ returnUrl: 'javascript:alert(1)' }, '14_051'],
    [{ reference: '' }, '130'],
  ])('refuses a session with %j (errorCode %s)', async (overrides, errorCode) => {
    const answer = await api('/v71/sessions', session(overrides));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ status: 422, errorCode, errorType: 'validation' });
  });

  it('answers the same Idempotency-Key and body with the same session, and a different body with 422', async () => {
    const headers = { 'idempotency-key': 'same-key' };
    const first = await api('/v71/sessions', session(), headers);
    const again = await api('/v71/sessions', session(), headers);
    expect(again.body.id).toBe(first.body.id);
    const different = await api('/v71/sessions', session({ reference: 'attempt-2' }), headers);
    expect(different).toMatchObject({ status: 422, body: { errorCode: '704' } });
  });

  it('refuses card details in a payment: the site only ever sends stored card ids', async () => {
    const answer = await api('/v71/payments', {
      merchantAccount: keys.merchantAccount,
      amount: { currency: 'EUR', value: 1000 },
      reference: 'x',
      paymentMethod: { type: 'scheme', number: '4242424242424242', cvc: '123' },
    });
    expect(answer.status).toBe(422);
  });
});

describe('the hosted page', () => {
  it('shows the merchant, the description and the amount, labelled test mode, under a strict CSP', async () => {
    const { url } = await newSession();
    const response = await fetch(url);
    const html = await response.text();
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self' http:\/\/localhost:8888; frame-ancestors http:\/\/localhost:8888; base-uri 'none'$/,
    );
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('TEST MODE — no real money');
    expect(html).toContain('Pay to Iceland Rentals');
    expect(html).toContain('Reservation ABC123');
    expect(html).toContain('ISK'); // 1 234 500 in Adyen's ISK decimals is 12,345 krónur
    expect(html).toMatch(/12,345/);
    expect(html).not.toContain('<script');
    for (const [id, autocomplete] of [
      ['holder-name', 'cc-name'],
      ['card-number', 'cc-number'],
      ['expiry', 'cc-exp'],
      ['cvc', 'cc-csc'],
    ]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="\\w+" autocomplete="${autocomplete}"`));
    }
    expect(html).toContain('4000 0000 0000 3220');
    expect(html).toContain('formnovalidate>Cancel and go back</button>');
  });

  it.each(Object.entries(testProcessorTexts))('speaks %s from the shopper locale', async (language, texts) => {
    const { url } = await newSession({ shopperLocale: language === 'zh' ? 'zh-CN' : `${language}-XX` });
    const html = await (await fetch(url)).text();
    expect(html).toContain(`<html lang="${texts.lang}">`);
    expect(html).toContain(texts.testModeBanner);
    expect(html).toContain(texts.cardNumber);
  });

  it('announces card errors with role=alert, in the page language, without writing the number back', async () => {
    const { url } = await newSession({ shopperLocale: 'is-IS' });
    const { status, html } = await postForm(url, {
      ...payingCard,
      number: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
    });
    expect(status).toBe(422);
    expect(html).toContain('<div class="alert" role="alert">');
    expect(html).toContain('Kortanúmerið er ekki gilt');
    expect(html).toContain('Gildistíminn er ekki gildur (MM/ÁÁ)');
    expect(html).toContain('Öryggiskóðinn er ekki gildur');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="Jón"');
    expect(html).not.toContain('4241');
  });

  it('refuses an expired card by its date, with the clock', async () => {
    const { url } = await newSession();
    const { status, html } = await postForm(url, { ...payingCard, expiry: '10/26' });
    expect(status).toBe(422);
    expect(html).toContain('The card has expired');
  });

  it('takes a payment once: the paid page then says it is finished', async () => {
    const { url } = await newSession();
    const card = { ...payingCard, number: '4242424242424242', expiry: '1230' };
    expect((await postForm(url, card)).status).toBe(303);
    const again = await postForm(url, card);
    expect(again.status).toBe(409);
    expect(again.html).toContain('This payment is finished');
    expect(again.html).toContain('href="http://localhost:8888/return?sessionId=');
  });

  it('takes one payment of two Pay presses sent at once', async () => {
    const { id, url } = await newSession();
    const answers = await Promise.all([postForm(url, payingCard), postForm(url, payingCard)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const result = await fetch(`${processor.url}/v72/sessions/${id}`, { headers: { 'x-api-key': keys.apiKey } });
    expect(((await result.json()) as { payments: unknown[] }).payments).toHaveLength(1);
  });

  it('refuses an expired session and links back to the merchant', async () => {
    const { id, url } = await newSession();
    clock = new Date('2026-11-26T13:00:01Z');
    const page = await (await fetch(url)).text();
    expect(page).toContain('This payment has expired');
    const paid = await postForm(url, payingCard);
    expect(paid.status).toBe(409);
    const result = await fetch(`${processor.url}/v71/sessions/${id}`, { headers: { 'x-api-key': keys.apiKey } });
    expect(await result.json()).toMatchObject({ id, status: 'expired', payments: [] });
  });

  it('answers an unknown session with 404', async () => {
    expect((await fetch(`${processor.url}/checkout/CS0000000000000000`)).status).toBe(404);
  });

  it('keeps no card data of the pages it served', () => {
    const pages = processor.receivedRequests().filter((request) => request.kind === 'page');
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((request) => request.body === null)).toBe(true);
  });
});
