import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { localeStrings } from './support/booking';
import { expect, test } from './support/fixtures';
import { checkedInReservation, confirmAction, signIn, tinyPng } from './support/staff';

/**
 * The desk's condition records and its view for people (issue 39): the customer photographs the vehicle
 * at pickup (through the customer API, as the phone's walk does); the desk opens the reservation and sees
 * each angle's pickup photos beside the return's (the return walk opens 24 hours before the booked return,
 * days ahead here, so its column is still empty), adds its own photo and a note, marked as the desk's,
 * and opens a damage claim, which keeps the photos. In English and in Icelandic (the desk's language,
 * chosen on the page and kept on the device) no raw key or event code shows.
 */

const en = localeStrings('en', 'staff');
const is = localeStrings('is', 'staff');
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The customer's photo of one angle of the pickup walk, as the phone sends it. */
async function customerPhoto(api: APIRequestContext, reference: string, angle: string, sequence: number) {
  const answer = await api.put(`/api/reservations/${reference}/condition/pickup/photos/${randomUUID()}`, {
    multipart: {
      meta: JSON.stringify({ angle, sequence, takenAt: new Date().toISOString() }),
      photo: { name: `${angle}.png`, mimeType: 'image/png', buffer: tinyPng },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Every raw code the desk's answer holds: the customer's keys and country, history codes, e-mail kinds. */
async function rawCodes(page: Page, reference: string): Promise<string[]> {
  const answer = (await (await page.request.get(`/api/staff/reservations/${reference}`)).json()) as {
    reservation: { customer: Record<string, string> };
    staff: { history: { action: string }[]; emails: { kind: unknown }[] | null };
  };
  return [
    ...Object.keys(answer.reservation.customer),
    ...answer.staff.history.map((entry) => entry.action),
    ...(answer.staff.emails ?? []).map((email) => String(email.kind)),
    'pickup',
    'return',
    'windscreen',
  ];
}

/** The view's text holds none of `codes` (a key or code as it is, not a word of a sentence). */
async function expectNoRawCode(page: Page, codes: string[]) {
  const text = await page.getByRole('article').innerText();
  const words = new Set(text.split(/[\s·:(),]+/));
  expect(codes.filter((code) => words.has(code) || (/[._]|[a-z][A-Z]/.test(code) && text.includes(code)))).toEqual([]);
  // The customer's country is said by name, not as its code (a licence number may start "IS-").
  expect(await page.getByTestId('staff-customer').innerText()).not.toMatch(/\bIS\b/);
  // Times are read as a person reads them, not as ISO stamps.
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
}

test(
  'the desk sees pickup beside return, adds a photo and a note, opens a claim; no raw key in English or Icelandic',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const customerContext = await browser.newContext({ baseURL });
    const customerApi = customerContext.request;
    const reference = await checkedInReservation(customerApi, baseURL ?? '', 5);

    await signIn(page, 'desk@example.com', 'desk-demo');
    // The handover opens the pickup walk for the customer's phone.
    const handedOver = await page.request.post(`/api/staff/reservations/${reference}/picked-up`, { data: {} });
    expect(handedOver.status(), await handedOver.text()).toBe(200);
    await customerPhoto(customerApi, reference, 'front', 1);
    await customerPhoto(customerApi, reference, 'back', 2);

    await page.goto(`/staff/?ref=${reference}`);
    await expect(
      page.getByRole('heading', { level: 1, name: fill(en('staff.reservation.heading'), { reference }) }),
    ).toBeVisible();

    // At 1280 px: the day's work on the left, the record on the right.
    const work = await page.getByTestId('staff-work').boundingBox();
    const record = await page.getByTestId('staff-record').boundingBox();
    expect(work && record && work.x + work.width <= record.x).toBeTruthy();

    // Each angle: the pickup's photo beside the return's column (empty until the return walk opens).
    const front = page.getByTestId('staff-angle-front');
    const pickup = front.getByTestId('staff-angle-front-pickup');
    const back = front.getByTestId('staff-angle-front-return');
    const photo = pickup.getByRole('img', {
      name: fill(en('staff.condition.photoAlt'), {
        angle: en('staff.condition.angles.front'),
        stage: en('staff.condition.stages.pickup'),
      }),
    });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await expect(pickup).toContainText(en('staff.condition.byCustomer'));
    await expect(back).toContainText(en('staff.condition.noPhoto'));
    const left = await pickup.boundingBox();
    const right = await back.boundingBox();
    expect(left && right && Math.abs(left.y - right.y) < 2 && right.x > left.x + left.width - 1).toBeTruthy();

    // The desk's own photo of the windscreen, marked as the desk's.
    const addPhoto = page.getByRole('form', { name: en('staff.condition.addPhoto') });
    await addPhoto.getByLabel(en('staff.condition.angle')).selectOption('windscreen');
    await addPhoto.getByLabel(en('staff.condition.photoFile')).setInputFiles({
      name: 'windscreen.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await addPhoto.getByRole('button', { name: en('staff.condition.addPhotoButton') }).click();
    await expect(addPhoto.getByRole('status')).toHaveText(en('staff.condition.added'));
    const windscreen = page.getByTestId('staff-angle-windscreen-pickup');
    await expect(windscreen.getByTestId('staff-condition-photo')).toHaveAttribute('data-author', 'staff');
    await expect(windscreen).toContainText(en('staff.condition.byDesk'));

    // The condition report of both walks, for the desk.
    const reportHref =
      (await page.getByRole('link', { name: en('staff.condition.report') }).getAttribute('href')) ?? '';
    const report = await page.request.get(reportHref);
    expect(report.headers()['content-type']).toBe('application/pdf');
    expect(report.headers()['cache-control']).toContain('no-store');

    // A note, marked as the desk's.
    const addNote = page.getByRole('form', { name: en('staff.condition.addNote') });
    await addNote.getByLabel(en('staff.condition.noteText')).fill('Stone chip on the glass, passenger side');
    await addNote.getByRole('button', { name: en('staff.condition.addNoteButton') }).click();
    await expect(page.getByTestId('staff-condition-notes')).toContainText('Stone chip on the glass, passenger side');
    await expect(page.getByTestId('staff-condition-notes')).toContainText(en('staff.condition.byDesk'));

    // A damage claim, after the confirmation: the photos are kept while it is open.
    await page.getByLabel(en('staff.condition.claim.note')).fill('Stone chip on the glass');
    await confirmAction(page, en('staff.condition.claim.open'));
    await expect(page.getByTestId('staff-claim')).toContainText('Stone chip on the glass');
    await expect(page.getByTestId('staff-condition-purge')).toHaveText(en('staff.condition.purgeHeld'));
    await expect(page.getByRole('button', { name: en('staff.condition.claim.close') })).toBeVisible();

    // No raw key or code, in English…
    const codes = await rawCodes(page, reference);
    expect(codes).toEqual(expect.arrayContaining(['lastName', 'reservation.created', 'staff.picked-up']));
    await expectNoRawCode(page, codes);
    await expect(page.getByTestId('staff-customer')).toContainText('Iceland');

    // …and in Icelandic, chosen on the page: applied at once, and kept on this device.
    await page.getByLabel(en('staff.deskLanguage')).selectOption('is');
    await expect(
      page.getByRole('heading', { level: 1, name: fill(is('staff.reservation.heading'), { reference }) }),
    ).toBeVisible();
    await expect(page.getByTestId('staff-customer')).toContainText(is('staff.customerFields.lastName'));
    await expect(page.getByTestId('staff-claim')).toContainText('Stone chip on the glass');
    await expectNoRawCode(page, codes);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: fill(is('staff.reservation.heading'), { reference }) }),
    ).toBeVisible();
    await expect(page.getByTestId('staff-condition-purge')).toHaveText(is('staff.condition.purgeHeld'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'is');
    await customerContext.close();
  },
);
