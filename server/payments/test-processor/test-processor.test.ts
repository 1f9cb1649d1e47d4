/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testProcessorDefaults } from './defaults';
import { postForm } from './pay-on-page';
import { sessionRefusalLimit, startTestProcessor, type TestProcessor } from './test-processor.server';
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
      /^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self' http:\/\/localhost:8888; frame-ancestors 'none'; base-uri 'none'$/,
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
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
    const paid = answers.find((answer) => answer.status === 303);
    expect((await sessionResultOf(id, paid?.location ?? null)).payments).toHaveLength(1);
  });

  it('refuses an expired session and links back to the merchant', async () => {
    const { id, url } = await newSession();
    clock = new Date('2026-11-26T13:00:01Z');
    const page = await (await fetch(url)).text();
    expect(page).toContain('This payment has expired');
    const paid = await postForm(url, payingCard);
    expect(paid.status).toBe(409);
    expect(await sessionResultOf(id, backLinkOf(page), 'v71')).toMatchObject({ id, status: 'expired', payments: [] });
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

/** A card typed on the page, as the browser posts it. */
const cardForm = (number: string) => ({ ...payingCard, number });

/**
 * The session's result as the site asks it: with the `sessionResult` of the address the processor sent
 * the customer back to (a redirect's location, or the link of a finished page), required as by Adyen.
 */
async function sessionResultOf(id: string, back: string | null, version = 'v72') {
  const sessionResult = new URL((back ?? '').replaceAll('&amp;', '&'), 'http://site.invalid').searchParams.get(
    'sessionResult',
  );
  const query = sessionResult === null ? '' : `?sessionResult=${encodeURIComponent(sessionResult)}`;
  const answer = await fetch(`${processor.url}/${version}/sessions/${id}${query}`, {
    headers: { 'x-api-key': keys.apiKey },
  });
  return (await answer.json()) as {
    status: string;
    payments: { pspReference: string; resultCode: string }[];
    errorCode?: string;
  };
}

/** The address of the page's link back to the merchant (a finished or expired session's page). */
const backLinkOf = (html: string) => /href="(http:\/\/localhost:8888\/return\?[^"]+)"/.exec(html)?.[1] ?? null;

describe('as strict as Adyen: never framed', () => {
  it('sends frame-ancestors none and X-Frame-Options DENY on every hosted page answer', async () => {
    const { url } = await newSession();
    const answers = [
      await fetch(url),
      await fetch(`${processor.url}/checkout/CS0000000000000000`),
      await fetch(`${url}/challenge`, { redirect: 'manual' }),
    ];
    const form = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...payingCard, number: '4242 4242 4242 4241' }).toString(),
    });
    const challengeStart = await postForm(url, cardForm('4000 0000 0000 3220'));
    const challenge = await fetch(new URL(challengeStart.location ?? '', url));
    const refused = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(cardForm('4000 0000 0000 0002')).toString(),
    });
    for (const answer of [...answers.filter((one) => one.status !== 303), form, challenge, refused]) {
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect([form.status, challenge.status, refused.status]).toEqual([422, 200, 200]);
  });
});

describe('as strict as Adyen: a checkout stays open after a refused card', () => {
  it('shows the refusal, takes a second card on the same page, and lists only the paid one', async () => {
    const { id, url } = await newSession({ shopperLocale: 'is-IS' });
    const refused = await postForm(url, cardForm('4000 0000 0000 9995'));
    expect(refused.status).toBe(200);
    expect(refused.location).toBeNull();
    expect(refused.html).toContain('<div class="alert" role="alert"><p>Kortinu var hafnað: Ekki næg innstæða.');
    expect(refused.html).toContain('<input id="card-number" name="number"');
    // The session is still active; its result is answered only with the return address's value.
    expect(await sessionResultOf(id, null)).toMatchObject({ errorCode: '14_031' });

    const paid = await postForm(url, cardForm('4242 4242 4242 4242'));
    expect(paid.status).toBe(303);
    const back = new URL(paid.location ?? '');
    expect(back.searchParams.get('sessionId')).toBe(id);
    const result = await sessionResultOf(id, paid.location);
    expect(result.status).toBe('completed');
    expect(result.payments).toEqual([expect.objectContaining({ resultCode: 'Authorised' })]);
  });

  it('shows a denied 3-D Secure challenge as a refusal, and the form again', async () => {
    const { url } = await newSession();
    const challenge = await postForm(url, cardForm('4000 0000 0000 3220'));
    const denied = await postForm(new URL(challenge.location ?? '', url).toString(), { action: 'deny' });
    expect(denied.status).toBe(200);
    expect(denied.html).toContain('role="alert"');
    expect(denied.html).toContain('Not confirmed by the card issuer (3-D Secure)');
    expect(denied.html).toContain('name="number"');
  });

  it(`refuses the session at the ${sessionRefusalLimit}th refused card, and sends the customer back`, async () => {
    const { id, url } = await newSession();
    for (let attempt = 1; attempt < sessionRefusalLimit; attempt += 1) {
      const refused = await postForm(url, cardForm('4000 0000 0000 0002'));
      expect(refused).toMatchObject({ status: 200, location: null });
    }
    const last = await postForm(url, cardForm('4000 0000 0000 0002'));
    expect(last.status).toBe(303);
    expect(new URL(last.location ?? '').searchParams.get('sessionId')).toBe(id);
    expect(await sessionResultOf(id, last.location)).toEqual(
      expect.objectContaining({ status: 'refused', payments: [] }),
    );
    // The session is over: a good card is no longer taken.
    expect((await postForm(url, payingCard)).status).toBe(409);
  });
});

describe('webhook ordering, for tests', () => {
  let site: Server;
  let siteUrl = '';
  let ordered: TestProcessor;
  /** What the site received, in the order it answered. */
  const received: { reference: string; pspReference: string; success: string }[] = [];
  let answerDelayMs = 0;

  beforeAll(async () => {
    site = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        setTimeout(() => {
          const parsed = JSON.parse(body) as {
            notificationItems: { NotificationRequestItem: Record<string, string> }[];
          };
          const item = parsed.notificationItems[0]?.NotificationRequestItem ?? {};
          received.push({
            reference: item.merchantReference ?? '',
            pspReference: item.pspReference ?? '',
            success: item.success ?? '',
          });
          response.end('[accepted]');
        }, answerDelayMs);
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/webhook`;
    ordered = await startTestProcessor({ port: 0, host: '127.0.0.1', ...keys, webhookUrl: siteUrl });
  });

  afterAll(async () => {
    await ordered.close();
    await new Promise((resolve) => site.close(resolve));
  });

  beforeEach(() => {
    received.length = 0;
    answerDelayMs = 0;
    ordered.controlWebhooks({ timing: 'immediate', copies: 1 });
  });

  async function orderedSession(reference: string) {
    const response = await fetch(`${ordered.url}/v72/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': keys.apiKey },
      body: JSON.stringify(session({ reference, expiresAt: undefined })),
    });
    return (await response.json()) as { id: string; url: string };
  }

  it('gives each attempt its own pspReference and AUTHORISATION webhook: refused false, paid true', async () => {
    const { url } = await orderedSession('two-cards');
    await postForm(url, cardForm('4000 0000 0000 0002'));
    await postForm(url, payingCard);
    await ordered.webhooksSettled();
    expect(received.map((event) => event.success)).toEqual(['false', 'true']);
    expect(new Set(received.map((event) => event.pspReference)).size).toBe(2);
  });

  it('before_return: the customer is sent back only after the site answered the webhook', async () => {
    ordered.controlWebhooks({ timing: 'before_return' });
    answerDelayMs = 200;
    const { url } = await orderedSession('before-return');
    const paid = await postForm(url, payingCard);
    expect(paid.status).toBe(303);
    // The redirect came after the answer: the site has it already.
    expect(received).toEqual([expect.objectContaining({ reference: 'before-return', success: 'true' })]);
  });

  it('held: nothing reaches the site until released, after the return', async () => {
    ordered.controlWebhooks({ timing: 'held' });
    const { url } = await orderedSession('after-return');
    expect((await postForm(url, payingCard)).status).toBe(303);
    await ordered.webhooksSettled();
    expect(received).toEqual([]);
    expect(ordered.heldWebhooks()).toHaveLength(1);
    await ordered.releaseWebhooks();
    expect(received).toEqual([expect.objectContaining({ reference: 'after-return', success: 'true' })]);
    expect(ordered.heldWebhooks()).toEqual([]);
  });

  it('copies: 2 delivers the same webhook twice', async () => {
    ordered.controlWebhooks({ copies: 2 });
    const { url } = await orderedSession('twice');
    await postForm(url, payingCard);
    await ordered.webhooksSettled();
    expect(received).toHaveLength(2);
    expect(received[0]).toEqual(received[1]);
  });

  it('out of order: the success of a checkout reaches the site before the refusal of its first card', async () => {
    ordered.controlWebhooks({ timing: 'held' });
    const { url } = await orderedSession('out-of-order');
    await postForm(url, cardForm('4000 0000 0000 0002'));
    await postForm(url, payingCard);
    await ordered.releaseWebhooks({ order: 'newest_first' });
    expect(received.map((event) => event.success)).toEqual(['true', 'false']);
  });

  it('releases only the held webhooks picked by index, keeping the others held', async () => {
    ordered.controlWebhooks({ timing: 'held' });
    const { url } = await orderedSession('picked');
    await postForm(url, cardForm('4000 0000 0000 0002'));
    await postForm(url, payingCard);
    await ordered.releaseWebhooks({ only: [1] });
    expect(received.map((event) => event.success)).toEqual(['true']);
    expect(ordered.heldWebhooks()).toHaveLength(1);
    await ordered.releaseWebhooks();
    expect(received.map((event) => event.success)).toEqual(['true', 'false']);
  });

  it('does the same over the test-only HTTP route, with the API key only', async () => {
    const control = (path: string, body?: unknown, key: string = keys.apiKey) =>
      fetch(`${ordered.url}/__test/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    expect((await control('webhooks', { timing: 'held' }, 'wrong')).status).toBe(401);
    expect((await control('webhooks', { timing: 'sometimes' })).status).toBe(422);
    expect((await control('webhooks', { copies: 0 })).status).toBe(422);
    expect(await (await control('webhooks', { timing: 'held', copies: 1 })).json()).toEqual({
      timing: 'held',
      copies: 1,
      held: [],
    });
    const { url } = await orderedSession('over-http');
    await postForm(url, cardForm('4000 0000 0000 0002'));
    await postForm(url, payingCard);
    const listed = (await (await control('webhooks')).json()) as { held: string[] };
    expect(listed.held).toHaveLength(2);
    const released = await control('webhooks/release', { order: 'newest_first' });
    expect(released.status).toBe(200);
    expect(received.map((event) => [event.reference, event.success])).toEqual([
      ['over-http', 'true'],
      ['over-http', 'false'],
    ]);
  });
});
