// The condition walk's e2e (issue 39): a checked-in reservation made through the API, and the desk's
// handover marks through the desk's API after signing in at the local OpenID provider.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { testCustomer } from '../../server/testing/customer';
import { localeStrings } from './booking';
import { expect } from './fixtures';
import { checkInThroughApi, completeCheckout, key, type Started } from './staff';

export { tinyPng } from './staff';

/**
 * A valid 16 × 12 baseline JPEG (one blue-grey colour, 268 bytes, made with sharp), sent as the phone's
 * reduced photo when a walk is seeded through the API.
 */
export const smallJpeg = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgCg5//2Q==',
  'base64',
);

const halfHour = 30 * 60_000;
/** 'YYYY-MM-DDTHH:MM' in Iceland (UTC all year). */
const local = (at: number) => new Date(at).toISOString().slice(0, 16);

/**
 * A paid, checked-in one-day rental of this session whose return walk is open as soon as the car is
 * handed over: the pickup a little over two hours from now (the car brand's lead time), the return less
 * than 24 hours from now (the return walk opens 24 hours before the booked return). The first pickup
 * slot the engine takes is booked.
 */
export async function checkedInForTomorrow(api: APIRequestContext, baseURL: string): Promise<string> {
  const now = Date.now();
  const returnAt = Math.floor((now + 23 * 3_600_000) / halfHour) * halfHour;
  let reference = '';
  const refusals: string[] = [];
  for (
    let pickupAt = Math.ceil((now + 2.25 * 3_600_000) / halfHour) * halfHour;
    pickupAt < returnAt - 3_600_000;
    pickupAt += halfHour
  ) {
    const booked = await api.post('/api/reservations', {
      data: {
        classId: 'car-suzuki-vitara-4x4',
        pickupLocationId: 'kef',
        returnLocationId: 'kef',
        pickupAt: local(pickupAt),
        returnAt: local(returnAt),
        currency: 'EUR',
        locale: 'en',
        extras: [],
        customer: testCustomer,
      },
      headers: { 'idempotency-key': key('book') },
    });
    if (booked.status() === 201) {
      reference = ((await booked.json()) as { reservation: { reference: string } }).reservation.reference;
      break;
    }
    refusals.push(`${local(pickupAt)}: ${booked.status()} ${await booked.text()}`);
  }
  expect(reference, refusals.join('\n')).not.toBe('');
  const returnUrl = `${baseURL}/payment-return/`;
  const paying = await api.post(`/api/reservations/${reference}/payments`, {
    data: { returnUrl },
    headers: { 'idempotency-key': key('pay') },
  });
  await completeCheckout(api, reference, (await paying.json()) as Started);
  await checkInThroughApi(api, baseURL, reference);
  return reference;
}

/** The desk, signed in at the local OpenID provider in a browser of its own (its session cookie). */
export async function deskSignedIn(browser: Browser, baseURL: string): Promise<Page> {
  const t = localeStrings('en', 'staff');
  const desk = await (await browser.newContext({ baseURL })).newPage();
  await desk.goto('/staff/');
  await desk.getByRole('link', { name: t('staff.signIn.button') }).click();
  await expect(desk.getByText('Test mode.')).toBeVisible();
  await desk.getByLabel('E-mail').fill('desk@example.com');
  await desk.getByLabel('Password').fill('desk-demo');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk).toHaveURL(/\/staff\/$/);
  return desk;
}

/** The desk's handover mark, `picked-up` or `returned` (docs/api.md, the desk's actions). */
export async function deskMarks(desk: Page, reference: string, mark: 'picked-up' | 'returned') {
  const answer = await desk.request.post(`/api/staff/reservations/${reference}/${mark}`, {
    data: { odometer: mark === 'picked-up' ? 12345 : 12790, fuel: 'full' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
