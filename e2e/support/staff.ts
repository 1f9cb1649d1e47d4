import type { APIRequestContext, Page } from '@playwright/test';
import { testCheckInDetails, testCustomer } from '../../server/testing/customer';
import { localeStrings } from './booking';
import { expect } from './fixtures';

/**
 * The staff desk's e2e helpers (e2e/staff*.spec.ts): reservations made through the API (book, pay on the
 * test processor's page, check in with photos, deposit hold and a typed signature), so the desk's specs do
 * not depend on the booking wizard's UI; the desk's sign-in at the local OpenID provider; a confirmed action.
 */

const t = localeStrings('en', 'staff');
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const customer = testCustomer;
export const key = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

export interface Started {
  payment: { id: string };
  checkout: { url: string } | null;
}

/** Types the test card on the processor's page of a started payment, then asks the site how it ended. */
export async function completeCheckout(api: APIRequestContext, reference: string, started: Started) {
  if (!started.checkout) return;
  const answer = await api.post(started.checkout.url, {
    form: {
      holderName: 'Gudrun Jonsdottir',
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      action: 'pay',
    },
    maxRedirects: 0,
  });
  const back = new URL(answer.headers().location ?? '', started.checkout.url);
  const result = await api.post(`/api/reservations/${reference}/payments/${started.payment.id}/result`, {
    data: { sessionResult: back.searchParams.get('sessionResult') ?? '' },
  });
  expect(result.status()).toBe(200);
}

/** A booked and paid reservation of this browser's session: no deposit is held until check-in or the sweep. */
export async function paidReservation(api: APIRequestContext, baseURL: string, days: number): Promise<string> {
  const booked = await api.post('/api/reservations', {
    data: {
      classId: 'car-suzuki-vitara-4x4',
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupAt: `${inDays(days)}T10:00`,
      returnAt: `${inDays(days + 3)}T10:00`,
      currency: 'EUR',
      locale: 'en',
      extras: [],
      customer,
    },
    headers: { 'idempotency-key': key('book') },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reference } = ((await booked.json()) as { reservation: { reference: string } }).reservation;
  const returnUrl = `${baseURL}/payment-return/`;
  const paying = await api.post(`/api/reservations/${reference}/payments`, {
    data: { returnUrl },
    headers: { 'idempotency-key': key('pay') },
  });
  await completeCheckout(api, reference, (await paying.json()) as Started);
  return reference;
}

/** A booked, paid and checked-in reservation (photos, deposit hold, signed contract) of this browser's session. */
export async function checkedInReservation(api: APIRequestContext, baseURL: string, days: number): Promise<string> {
  const reference = await paidReservation(api, baseURL, days);
  await checkInThroughApi(api, baseURL, reference);
  return reference;
}

/** Online check-in of a paid reservation through the API: details, licence photos, deposit hold, signed contract. */
export async function checkInThroughApi(api: APIRequestContext, baseURL: string, reference: string): Promise<void> {
  const returnUrl = `${baseURL}/payment-return/`;
  const base = `/api/reservations/${reference}/check-in`;
  expect((await api.post(base, { data: {} })).status()).toBe(200);
  const { address, zipcode, city, licenseNumber, dateOfBirth } = testCheckInDetails;
  const details = await api.post(`${base}/details`, {
    data: { address, zipcode, city, licenseNumber, dateOfBirth, drivers: [] },
  });
  expect(details.status(), await details.text()).toBe(200);
  for (const side of ['front', 'back']) {
    const photo = await api.put(`${base}/licence-photos/main/${side}`, {
      data: tinyPng,
      headers: { 'content-type': 'image/png' },
    });
    expect(photo.status()).toBeLessThan(300);
  }
  expect(
    (await api.post(`${base}/options`, { data: { extras: [], insuranceId: 'basic', extraDrivers: 0 } })).status(),
  ).toBe(200);
  const deposit = await api.post(`${base}/payment`, { data: { returnUrl }, headers: { 'idempotency-key': key('ci') } });
  if (deposit.status() === 201) await completeCheckout(api, reference, (await deposit.json()) as Started);
  const contract = await api.post(`${base}/contract`, { data: {} });
  const { sha256 } = ((await contract.json()) as { contract: { sha256: string } }).contract;
  const signed = await api.post(`${base}/signature`, {
    data: { contractSha256: sha256, signerName: 'Guðrún Jónsdóttir', method: 'typed' },
  });
  expect(signed.status()).toBe(201);
}

/** Signs in at the local OpenID provider from the desk's sign-in. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/staff/');
  await page.getByRole('link', { name: t('staff.signIn.button') }).click();
  await expect(page.getByText('Test mode.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/$/);
  await expect(page.getByRole('button', { name: t('staff.signOut') })).toBeVisible();
}

/**
 * Clicks an action's button, then its confirmation, and waits for the result. The action's outcome is
 * said under its group of actions, and stays when the action is gone with the answer (a picked-up car
 * has no "Mark picked up" any more); starting an action clears the outcome of the one before.
 */
export async function confirmAction(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('status').filter({ hasText: t('staff.actions.done') })).toHaveCount(0);
  const group = page.getByRole('group', { name: label });
  await group.getByRole('button', { name: t('staff.actions.confirm') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('staff.actions.done') })).toBeVisible();
  await expect(group).toHaveCount(0);
}
