import { clickCookieName, referralCodeOf, reportConversion, trackReferral } from './affiliate-trigger';

const reservation = {
  reference: 'CJY9NMP',
  status: 'confirmed',
  currency: 'EUR',
  paid: 14400,
  refunded: 0,
  promoCode: null,
};
const clickId = '7d0e4a52-8a0c-4c3e-9a55-3f1f2a4d9b10';

/** Lets the dynamic import and the promises after it settle. */
async function settle() {
  for (let round = 0; round < 5; round += 1) await jest.advanceTimersByTimeAsync(0);
}

describe('the affiliate trigger on every page', () => {
  // jsdom has no Response: an answer with what the module reads of one.
  const fetchMock = jest.fn(async () => ({ ok: true, status: 201, json: async () => ({ clickId }) }));
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2027-01-10T12:00:00Z') });
    fetchMock.mockClear();
    window.fetch = fetchMock as unknown as typeof window.fetch;
    document.documentElement.dataset.tenant = 'car';
    document.cookie = `${clickCookieName('car')}=; Max-Age=0; Path=/`;
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('reads the referral code of the address', () => {
    expect(referralCodeOf('?ref=AFF1&coupon=WINTER15')).toBe('AFF1');
    expect(referralCodeOf('?coupon=WINTER15')).toBe('');
    expect(referralCodeOf('?ref=')).toBe('');
  });

  it('sends nothing for an address without ref, and one click 1.5 s after load with it', async () => {
    trackReferral('?coupon=WINTER15');
    await settle();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();

    trackReferral('?ref=AFF1');
    trackReferral('?ref=AFF1');
    await settle();
    await jest.advanceTimersByTimeAsync(1400);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/affiliate/click', expect.objectContaining({ method: 'POST' }));
    expect(document.cookie).toContain(`car-affiliate-click-id=${clickId}`);
  });

  it('sends a conversion after payment only when the click cookie exists and the booking is paid', async () => {
    await reportConversion(reservation);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    document.cookie = `${clickCookieName('car')}=${clickId}; Path=/`;
    await reportConversion({ ...reservation, status: 'pending_payment' });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    // Resolves once the conversion is sent (the return page waits for it before it leaves).
    await reportConversion(reservation);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/affiliate/conversion', expect.objectContaining({ method: 'POST' }));
  });
});
