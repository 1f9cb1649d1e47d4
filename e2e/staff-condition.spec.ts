import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatInstant } from '../src/components/staff/format';
import { localeStrings } from './support/booking';
import { checkedInForTomorrow, deskMarks, smallJpeg } from './support/condition';
import { expect, test } from './support/fixtures';
import { confirmAction, signIn } from './support/staff';

/**
 * The desk's condition records and its view for people (issue 39): a one-day rental whose return walk
 * opens with the handover (the return is less than a day away); the customer photographs the vehicle at
 * pickup and again before the return (through the customer API, as the phone's walk does); the desk
 * opens the reservation and sees each angle's pickup photo beside the return's, each with when it was
 * taken and received, adds its own photo and a note, marked as the desk's, and opens a damage claim,
 * which keeps the photos. In English and in Icelandic (the desk's language, chosen on the page and kept
 * on the device) no raw key or event code shows.
 */

const en = localeStrings('en', 'staff');
const is = localeStrings('is', 'staff');
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

interface SeededPhoto {
  takenAt: string;
  receivedAt: string;
}

/** The customer's photo of one angle of a walk, as the phone sends it; the server's record of it. */
async function customerPhoto(
  api: APIRequestContext,
  reference: string,
  stage: 'pickup' | 'return',
  angle: string,
  sequence: number,
  takenAt: Date,
): Promise<SeededPhoto> {
  const answer = await api.put(`/api/reservations/${reference}/condition/${stage}/photos/${randomUUID()}`, {
    multipart: {
      meta: JSON.stringify({ angle, sequence, takenAt: takenAt.toISOString() }),
      photo: { name: `${stage}-${angle}.jpg`, mimeType: 'image/jpeg', buffer: smallJpeg },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { photo: SeededPhoto }).photo;
}

/** The photo in a walk's column of an angle, named as the desk's language says, drawn (not a broken image). */
async function expectPhotoShown(column: Locator, name: string) {
  const photo = column.getByRole('img', { name });
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  return photo;
}

/** The lines under a column's photo: by whom, when taken, when received. */
async function captionLines(column: Locator): Promise<string[]> {
  const caption = column.getByTestId('staff-condition-photo').locator('figcaption');
  return (await caption.innerText()).split('\n').map((line) => line.trim());
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
    const reference = await checkedInForTomorrow(customerApi, baseURL ?? '');

    await signIn(page, 'desk@example.com', 'desk-demo');
    // The handover opens the pickup walk and, the booked return being less than a day away, the return walk.
    await deskMarks(page, reference, 'picked-up');
    // The pickup photos a quarter of an hour before the return's, so each column shows its own times.
    const now = Date.now();
    const pickupFront = await customerPhoto(customerApi, reference, 'pickup', 'front', 1, new Date(now - 15 * 60_000));
    await customerPhoto(customerApi, reference, 'pickup', 'back', 2, new Date(now - 14 * 60_000));
    const returnFront = await customerPhoto(customerApi, reference, 'return', 'front', 1, new Date(now));
    await customerPhoto(customerApi, reference, 'return', 'back', 2, new Date(now));

    await page.goto(`/staff/?ref=${reference}`);
    await expect(
      page.getByRole('heading', { level: 1, name: fill(en('staff.reservation.heading'), { reference }) }),
    ).toBeVisible();

    // At 1280 px: the day's work on the left, the record on the right.
    const work = await page.getByTestId('staff-work').boundingBox();
    const record = await page.getByTestId('staff-record').boundingBox();
    expect(work && record && work.x + work.width <= record.x).toBeTruthy();

    // The front: the pickup's photo beside the return's, each by the customer with when it was taken and
    // received (Iceland time, as a person reads it).
    const front = page.getByTestId('staff-angle-front');
    const pickup = front.getByTestId('staff-angle-front-pickup');
    const back = front.getByTestId('staff-angle-front-return');
    const alt = (language: typeof en, stage: 'pickup' | 'return') =>
      fill(language('staff.condition.photoAlt'), {
        angle: language('staff.condition.angles.front'),
        stage: language(`staff.condition.stages.${stage}`),
      });
    const pickupPhoto = await expectPhotoShown(pickup, alt(en, 'pickup'));
    const returnPhoto = await expectPhotoShown(back, alt(en, 'return'));
    for (const [column, photo] of [
      [pickup, pickupFront],
      [back, returnFront],
    ] as const) {
      await expect(column.getByTestId('staff-condition-photo')).toHaveCount(1);
      expect(await captionLines(column)).toEqual([
        en('staff.condition.byCustomer'),
        fill(en('staff.condition.takenAt'), { date: formatInstant(photo.takenAt, 'en') }),
        fill(en('staff.condition.receivedAt'), { date: formatInstant(photo.receivedAt, 'en') }),
      ]);
    }
    expect(formatInstant(pickupFront.takenAt, 'en')).not.toBe(formatInstant(returnFront.takenAt, 'en'));
    await expect(front).not.toContainText(en('staff.condition.noPhoto'));
    const left = await pickupPhoto.boundingBox();
    const right = await returnPhoto.boundingBox();
    expect(left && right && Math.abs(left.y - right.y) < 2 && right.x >= left.x + left.width).toBeTruthy();
    // Both walks are open and unconfirmed: the desk reads that for each.
    await expect(page.getByTestId('staff-condition')).toContainText(
      fill(en('staff.condition.notConfirmed'), { stage: en('staff.condition.stages.return') }),
    );

    // The desk's own photo of the windscreen, marked as the desk's.
    const addPhoto = page.getByRole('form', { name: en('staff.condition.addPhoto') });
    await addPhoto.getByLabel(en('staff.condition.stage')).selectOption('pickup');
    await addPhoto.getByLabel(en('staff.condition.angle')).selectOption('windscreen');
    await addPhoto.getByLabel(en('staff.condition.photoFile')).setInputFiles({
      name: 'windscreen.jpg',
      mimeType: 'image/jpeg',
      buffer: smallJpeg,
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
    // The desk's photo is drawn from the report copy the panel sent beside it, not from the stored photo.
    const deskPhotoUrl =
      (await windscreen.getByTestId('staff-condition-photo').locator('a').getAttribute('href')) ?? '';
    const deskPhoto = await page.request.get(deskPhotoUrl);
    expect(deskPhoto.status()).toBe(200);
    expect(Buffer.from(await report.body()).indexOf(await deskPhoto.body())).toBe(-1);

    // A note, marked as the desk's.
    const addNote = page.getByRole('form', { name: en('staff.condition.addNote') });
    await addNote.getByLabel(en('staff.condition.stage')).selectOption('return');
    await addNote.getByLabel(en('staff.condition.noteText')).fill('Stone chip on the glass, passenger side');
    await addNote.getByRole('button', { name: en('staff.condition.addNoteButton') }).click();
    await expect(page.getByTestId('staff-condition-notes')).toContainText('Stone chip on the glass, passenger side');
    await expect(page.getByTestId('staff-condition-notes')).toContainText(en('staff.condition.byDesk'));
    await expect(page.getByTestId('staff-condition-notes')).toContainText(
      fill(en('staff.condition.noteLine'), { stage: en('staff.condition.stages.return') }).split('{{date}}')[0]!,
    );

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
    // The front's pickup and return photos, named and timed in Icelandic (the date's words are the
    // browser's; the Iceland clock time is the instant's UTC time).
    for (const [column, stage, photo] of [
      [pickup, 'pickup', pickupFront],
      [back, 'return', returnFront],
    ] as const) {
      await expectPhotoShown(column, alt(is, stage));
      const [by, taken, received] = await captionLines(column);
      expect(by).toBe(is('staff.condition.byCustomer'));
      expect(taken).toMatch(
        new RegExp(`^${is('staff.condition.takenAt').replace('{{date}}', '')}.+\\b${photo.takenAt.slice(11, 16)}$`),
      );
      expect(received).toMatch(
        new RegExp(
          `^${is('staff.condition.receivedAt').replace('{{date}}', '')}.+\\b${photo.receivedAt.slice(11, 16)}$`,
        ),
      );
    }
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
