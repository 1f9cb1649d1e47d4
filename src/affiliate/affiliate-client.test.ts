import {
  clickCookie,
  clickIdOf,
  newReferralId,
  referralId,
  referralIdKey,
  scheduleClick,
  sendConversion,
  type AffiliateBrowser,
} from './affiliate-client';

const clickId = '7d0e4a52-8a0c-4c3e-9a55-3f1f2a4d9b10';
const now = new Date('2027-01-10T12:00:00Z');

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

const ok = (body: unknown) => ({ ok: true, status: 201, json: async () => body });
const failing = (status: number) => ({ ok: false, status, json: async () => ({ error: { code: 'x', message: 'x' } }) });

/** A browser whose requests, cookies and storage the test sees. */
function fakeBrowser(answers: ((path: string) => unknown)[], overrides: Partial<AffiliateBrowser> = {}) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const cookies: string[] = [];
  const browser: AffiliateBrowser = {
    tenant: 'car',
    storage: memoryStorage(),
    cookies: {
      read: () => cookies.map((cookie) => cookie.split(';')[0]).join('; '),
      write: (cookie) => void cookies.push(cookie),
    },
    fetch: jest.fn(async (path: string, init: RequestInit) => {
      requests.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const answer = answers.shift();
      if (!answer) throw new Error('No answer left');
      const value = answer(path);
      if (value instanceof Error) throw value;
      return value as Response;
    }),
    secure: true,
    now: () => now,
    ...overrides,
  };
  return { browser, requests, cookies };
}

describe('the referral id', () => {
  it('is U- and 12 random uppercase letters', () => {
    expect(newReferralId()).toMatch(/^U-[A-Z]{12}$/);
    expect(newReferralId(() => 0)).toBe('U-AAAAAAAAAAAA');
    expect(newReferralId(() => 0.9999)).toBe('U-ZZZZZZZZZZZZ');
  });

  it('is made once per brand and kept in local storage', () => {
    const { browser } = fakeBrowser([]);
    const first = referralId(browser);
    expect(browser.storage?.getItem('car-referral-id')).toBe(first);
    expect(referralId(browser)).toBe(first);
    expect(referralId({ ...browser, tenant: 'camper' })).not.toBe(first);
    expect(referralIdKey('camper')).toBe('camper-referral-id');
  });

  it('lives as long as the page where storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { browser } = fakeBrowser([], { tenant: 'longterm', storage: throwing });
    const id = referralId(browser);
    expect(id).toMatch(/^U-[A-Z]{12}$/);
    expect(referralId(browser)).toBe(id);
    expect(referralId({ ...browser, storage: null })).toBe(id);
  });
});

describe('the click', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is sent 1500 ms after load with the brand, referral id and code, and its id kept 60 days', async () => {
    const { browser, requests, cookies } = fakeBrowser([() => ok({ clickId })]);
    scheduleClick(browser, 'AFF1', 1500);
    await jest.advanceTimersByTimeAsync(1499);
    expect(requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([
      { path: '/api/affiliate/click', body: { tenant: 'car', ref: referralId(browser), referralCode: 'AFF1' } },
    ]);
    expect(cookies).toEqual([
      `car-affiliate-click-id=${clickId}; Max-Age=5184000; Expires=Thu, 11 Mar 2027 12:00:00 GMT; Path=/; SameSite=Lax; Secure`,
    ]);
  });

  it('is tried once more when the network or the server fails, and no more', async () => {
    const retried = fakeBrowser([() => new TypeError('Failed to fetch'), () => ok({ clickId })]);
    scheduleClick(retried.browser, 'AFF1', 1500);
    await jest.advanceTimersByTimeAsync(1500);
    expect(retried.requests).toHaveLength(2);
    expect(clickIdOf(retried.browser.cookies.read(), 'car')).toBe(clickId);

    const failed = fakeBrowser([() => failing(503), () => failing(500), () => ok({ clickId })]);
    scheduleClick(failed.browser, 'AFF1', 1500);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(failed.requests).toHaveLength(2);
    expect(failed.cookies).toEqual([]);
  });

  it('is not sent again after a refusal, and a cancelled click is never sent', async () => {
    const refused = fakeBrowser([() => failing(400), () => ok({ clickId })]);
    scheduleClick(refused.browser, 'bad code', 1500);
    await jest.advanceTimersByTimeAsync(1500);
    expect(refused.requests).toHaveLength(1);

    const cancelled = fakeBrowser([() => ok({ clickId })]);
    scheduleClick(cancelled.browser, 'AFF1', 1500)();
    await jest.advanceTimersByTimeAsync(5000);
    expect(cancelled.requests).toHaveLength(0);
  });

  it('has a cookie without Secure on http', () => {
    expect(clickCookie('camper', clickId, now, false)).toBe(
      `camper-affiliate-click-id=${clickId}; Max-Age=5184000; Expires=Thu, 11 Mar 2027 12:00:00 GMT; Path=/; SameSite=Lax`,
    );
  });
});

describe('the conversion', () => {
  const reservation = { reference: 'CJY9NMP', currency: 'EUR', paid: 14400, refunded: 0, promoCode: 'WINTER15' };

  it('is sent only when a click id is kept', async () => {
    const { browser, requests } = fakeBrowser([() => ok({})]);
    expect(await sendConversion(browser, reservation)).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('is sent with the click id, the reservation and the amount paid, once per reservation', async () => {
    const { browser, requests } = fakeBrowser([() => ok({}), () => ok({})]);
    browser.cookies.write(clickCookie('car', clickId, now, true));
    browser.cookies.write('car-currency=EUR');
    expect(await sendConversion(browser, reservation)).toBe(true);
    expect(requests).toEqual([
      {
        path: '/api/affiliate/conversion',
        body: {
          tenant: 'car',
          ref: referralId(browser),
          clickId,
          externalId: 'CJY9NMP',
          amount: 14400,
          currency: 'EUR',
          coupon: 'WINTER15',
        },
      },
    ]);
    // The confirmation reloaded: nothing is sent again.
    expect(await sendConversion(browser, reservation)).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('is tried once more when it fails, and the failure is not kept as sent', async () => {
    const { browser, requests } = fakeBrowser([
      () => new TypeError('Failed to fetch'),
      () => failing(502),
      () => new TypeError('Failed to fetch'),
      () => ok({}),
    ]);
    browser.cookies.write(clickCookie('car', clickId, now, true));
    await expect(sendConversion(browser, reservation)).rejects.toThrow();
    expect(requests).toHaveLength(2);
    expect(await sendConversion(browser, reservation)).toBe(true);
    expect(requests).toHaveLength(4);
  });

  it('reads only its own brand’s cookie', () => {
    expect(clickIdOf(`camper-affiliate-click-id=${clickId}; car-affiliate-click-id=`, 'car')).toBeNull();
    expect(clickIdOf(`a=1; car-affiliate-click-id=${clickId}`, 'car')).toBe(clickId);
  });
});
