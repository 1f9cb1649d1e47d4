import type { Request, Response } from '@playwright/test';
import { fillCard, inDays, pay, reachPayment } from './support/booking';
import { expect, test } from './support/fixtures';

/**
 * Affiliate tracking (spec §2, §7, §9): `?ref=` sends one click about 1.5 s after load and keeps its id
 * in a cookie for 60 days; the booking paid after it sends one conversion.
 */

/** Days from today to the last day of the home calendar's fourth month (spec §9: 4 months shown). */
function daysToCalendarEnd(): number {
  const today = new Date(`${inDays(0)}T00:00:00Z`);
  const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 4, 0));
  return Math.round((lastDay.getTime() - today.getTime()) / 86_400_000);
}

const sixtyDaysInSeconds = 60 * 86_400;

test('a page without ref neither downloads the tracking module nor sends anything', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForTimeout(2000);
  expect(requests.filter((path) => path.includes('affiliate'))).toEqual([]);
});

test('a visit with ?ref= sends one click after 1.5 s and keeps its id 60 days; the paid booking sends one conversion', async ({
  page,
}, testInfo) => {
  const clicks: Request[] = [];
  const conversions: Request[] = [];
  const affiliateScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/affiliate/click') clicks.push(request);
    if (url.pathname === '/api/affiliate/conversion') conversions.push(request);
    if (/\/affiliate-[^/]*\.js$/.test(url.pathname)) affiliateScripts.push(url.pathname);
  });

  // A booking through `netlify serve` waits on several cold function starts.
  test.slow();
  const clickAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/affiliate/click');
  await page.goto('/?ref=AFF1');
  const answer: Response = await clickAnswer;
  expect(answer.status()).toBe(201);
  // The tracking module came with the address's ref, in a chunk of its own.
  expect(affiliateScripts).toHaveLength(1);
  const [click] = clicks;
  expect(click).toBeDefined();
  // Read on the page's own clock: the test process hears of the load event and of requests late, and
  // not equally late on a busy machine.
  // The request's timing entry is added once its answer has fully arrived, a moment after the test
  // hears of the answer's headers: wait for it.
  const afterLoad = await page
    .waitForFunction(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const sentAt = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === '/api/affiliate/click')?.startTime;
      return sentAt === undefined || !navigation ? undefined : { ms: sentAt - navigation.loadEventStart };
    })
    .then(async (handle) => ((await handle.jsonValue()) as { ms: number }).ms);
  expect(afterLoad).toBeGreaterThanOrEqual(1400);
  expect(afterLoad).toBeLessThan(4000);
  const sent = click?.postDataJSON() as { tenant: string; ref: string; referralCode: string };
  expect(sent).toEqual({ tenant: 'car', ref: expect.stringMatching(/^U-[A-Z]{12}$/), referralCode: 'AFF1' });
  expect(await page.evaluate(() => window.localStorage.getItem('car-referral-id'))).toBe(sent.ref);

  const { clickId } = (await answer.json()) as { clickId: string };
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'car-affiliate-click-id'))
    .toMatchObject({ value: clickId, path: '/', sameSite: 'Lax' });
  const cookie = (await page.context().cookies()).find((item) => item.name === 'car-affiliate-click-id');
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + sixtyDaysInSeconds))).toBeLessThan(120);

  // Pickup days of their own, two days before the calendar's end (no other spec books them).
  const start = daysToCalendarEnd() - (testInfo.project.name === 'mobile' ? 4 : 2);
  // The conversion is sent from the payment's return page, which then leaves for the confirmation: its
  // answer is read as it passes (a response of a page left behind has no body to read).
  let converted: { status: number; body: unknown } | undefined;
  await page.route('**/api/affiliate/conversion', async (route) => {
    const response = await route.fetch();
    converted = { status: response.status(), body: await response.json() };
    await route.fulfill({ response });
  });
  await reachPayment(page, 'en', inDays(start), inDays(start + 2));
  await fillCard(page);
  const reference = await pay(page, 'en');
  await expect.poll(() => converted?.status).toBe(201);
  const stored = converted?.body as { externalId: string; amount: number; duplicate: boolean };
  expect(stored).toMatchObject({ externalId: reference, duplicate: false });
  expect(stored.amount).toBeGreaterThan(0);
  expect(conversions).toHaveLength(1);
  expect(conversions[0]?.postDataJSON()).toMatchObject({
    tenant: 'car',
    ref: sent.ref,
    clickId,
    externalId: reference,
  });

  // The confirmation reloaded sends nothing again; the visit had one click only.
  await page.reload();
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  await page.waitForTimeout(500);
  expect(conversions).toHaveLength(1);
  expect(clicks).toHaveLength(1);
});
