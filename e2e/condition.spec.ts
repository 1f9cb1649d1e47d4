import type { Page } from '@playwright/test';
import { extractPageTexts } from '../server/testing/pdf-text.server';
import { expectNoAxeViolations, localeStrings } from './support/booking';
import { checkedInForTomorrow, deskMarks, deskSignedIn, tinyPng } from './support/condition';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, openOverview } from './support/reservation';

/**
 * Issue 39, the proof of condition, on a phone at 360 px: the desk marks a checked-in reservation picked
 * up; the customer records the pickup walk with one damage photo, offline for part of it (the waiting
 * photos are counted, survive the tab being closed, and upload in order once online); then the return
 * walk; the condition report PDF lists both walks with their times, read back in English and Chinese.
 */

const t = localeStrings('en', 'condition');
const angles = ['front', 'back', 'left', 'right', 'windscreen', 'dashboard'];
const note = 'Scratch on the driver door, about 10 cm';

interface Condition {
  open: string | null;
  stages: {
    stage: string;
    confirmedAt: string | null;
    photos: {
      id: string;
      url: string;
      clientId: string;
      angle: string;
      sequence: number;
      receivedAt: string;
      takenAt: string;
      note: string | null;
    }[];
  }[];
  report: string | null;
}

async function conditionOf(page: Page, reference: string): Promise<Condition> {
  const answer = await page.request.get(`/api/reservations/${reference}/condition`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { condition: Condition }).condition;
}

/** Takes the step's photo with the camera input, looks at it and uses it. */
async function takePhoto(page: Page, name: string) {
  await page
    .getByTestId('condition-camera')
    .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: tinyPng });
  await expect(
    page.getByRole('img', { name: new RegExp(`^${t('condition.photo.previewAlt').split('{{')[0]}`) }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('condition.photo.use') }).click();
}

const angleHeading = (page: Page, index: number) =>
  page.getByRole('heading', {
    level: 2,
    name: t('condition.photo.heading')
      .replace('{{number}}', String(index + 1))
      .replace('{{total}}', String(angles.length))
      .replace('{{angle}}', t(`condition.angles.${angles[index]}`)),
  });

const waiting = (page: Page) => page.getByTestId('condition-waiting');
const waitingText = (count: number) =>
  count === 0
    ? t('condition.queue.allUploaded')
    : t(count === 1 ? 'condition.queue.waiting_one' : 'condition.queue.waiting_other').replace(
        '{{count}}',
        String(count),
      );

test('the customer records the car’s condition at pickup, partly offline, and at return; the report lists both', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const reference = await checkedInForTomorrow(page.request, baseURL ?? '');

  // Before the handover: no walk is open, the overview offers none.
  expect((await conditionOf(page, reference)).open).toBeNull();
  const desk = await deskSignedIn(browser, baseURL ?? '');
  await deskMarks(desk, reference, 'picked-up');

  await openOverview(page, 'en', reference);
  await page.getByRole('link', { name: t('condition.overview.record') }).click();
  await expect(page).toHaveURL(/\/reservation\/condition\/$/);
  await expect(page.getByRole('heading', { level: 1, name: t('condition.titles.condition') })).toBeVisible();
  // The pickup walk comes first although the return's is open too (a one-day rental).
  await expect(page.getByTestId('condition-stage')).toHaveText(t('condition.stages.pickup'));
  await expect(angleHeading(page, 0)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Two photos online.
  await takePhoto(page, 'front');
  await expect(angleHeading(page, 1)).toBeFocused();
  await takePhoto(page, 'back');
  await expect(angleHeading(page, 2)).toBeVisible();
  await expect(waiting(page)).toHaveText(waitingText(0));

  // The car park has no signal: the rest of the walk is kept on the phone and counted.
  await page.context().setOffline(true);
  for (const index of [2, 3, 4, 5]) {
    await expect(angleHeading(page, index)).toBeVisible();
    await takePhoto(page, angles[index]!);
  }
  await expect(page.getByRole('heading', { level: 2, name: t('condition.damage.heading') })).toBeFocused();
  await page.getByRole('button', { name: t('condition.damage.add') }).click();
  await page
    .getByTestId('condition-camera')
    .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByLabel(t('condition.damage.note')).fill(note);
  // Where: a tap on the outline's left side (the list then names the part).
  const outline = page.getByTestId('car-outline');
  const box = (await outline.boundingBox())!;
  await outline.click({ position: { x: box.width * 0.1, y: box.height * 0.5 } });
  await expect(page.getByLabel(t('condition.damage.zone'))).toHaveValue('left');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: t('condition.photo.use') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('condition.damage.heading') })).toBeVisible();
  await expect(waiting(page)).toContainText(waitingText(5));
  await expect(waiting(page)).toContainText(t('condition.queue.offline'));
  // Meanwhile the server has only the two photos sent online (the desk's view of the record).
  const deskView = await desk.request.get(`/api/staff/reservations/${reference}/condition`);
  const held = ((await deskView.json()) as { condition: Condition }).condition;
  expect(held.stages.find((stage) => stage.stage === 'pickup')!.photos.map((photo) => photo.angle)).toEqual([
    'front',
    'back',
  ]);

  // The tab is closed while offline; the photos wait in the phone's IndexedDB. Back online, the walk is
  // opened again in a new tab: the queue resumes and the photos upload in the order they were taken.
  const context = page.context();
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await openOverview(again, 'en', reference);
  await again.getByRole('link', { name: t('condition.overview.record') }).click();
  await expect(waiting(again)).toHaveText(waitingText(0), { timeout: 30_000 });
  const pickup = (await conditionOf(again, reference)).stages.find((stage) => stage.stage === 'pickup')!;
  expect(pickup.photos.map((photo) => [photo.angle, photo.sequence])).toEqual([
    ...angles.map((angle, index) => [angle, index + 1]),
    ['damage', 7],
  ]);
  const received = pickup.photos.map((photo) => Date.parse(photo.receivedAt));
  expect(received).toEqual([...received].sort((a, b) => a - b));
  expect(pickup.photos[6]!.note).toBe(note);

  // A photo sent twice is stored once (the retry of a lost answer: 200, the same record); none can be
  // removed by the customer.
  const first = pickup.photos[0]!;
  const bytes = await again.request.get(first.url);
  expect(bytes.status()).toBe(200);
  const frontPhoto = await bytes.body();
  const twice = await again.request.put(`/api/reservations/${reference}/condition/pickup/photos/${first.clientId}`, {
    multipart: {
      meta: JSON.stringify({ angle: first.angle, sequence: first.sequence, takenAt: first.takenAt }),
      photo: {
        name: 'front.webp',
        mimeType: bytes.headers()['content-type'] ?? 'image/webp',
        buffer: await bytes.body(),
      },
    },
  });
  expect(twice.status()).toBe(200);
  expect(((await twice.json()) as { photo: { id: string } }).photo.id).toBe(first.id);
  expect((await conditionOf(again, reference)).stages[0]!.photos).toHaveLength(7);
  const removal = await again.request.delete(
    `/api/reservations/${reference}/condition/pickup/photos/${first.clientId}`,
  );
  expect(removal.status()).toBe(409);
  expect(((await removal.json()) as { error: { code: string } }).error.code).toBe('photo_not_removable');

  // Every angle was taken: the walk resumes at the damage step; then the summary and the final confirmation.
  await again.getByRole('button', { name: t('condition.damage.done') }).click();
  await expect(again.getByRole('heading', { level: 2, name: t('condition.summary.heading') })).toBeFocused();
  await expect(again.getByText(t('condition.summary.final'))).toBeVisible();
  await again.getByRole('button', { name: t('condition.summary.confirm') }).click();
  await expect(again.getByRole('heading', { level: 2, name: t('condition.confirmed.heading') })).toBeVisible();
  await expect(again.getByRole('button', { name: t('condition.summary.confirm') })).toHaveCount(0);

  // The return walk, before the car is handed back.
  await again.getByRole('button', { name: t('condition.stages.return') }).click();
  await expect(again.getByTestId('condition-stage')).toHaveText(t('condition.stages.return'));
  for (const index of angles.keys()) {
    await expect(angleHeading(again, index)).toBeVisible();
    await takePhoto(again, `return-${angles[index]}`);
  }
  await again.getByRole('button', { name: t('condition.damage.done') }).click();
  await expect(waiting(again)).toHaveText(waitingText(0));
  await again.getByRole('button', { name: t('condition.summary.confirm') }).click();
  await expect(again.getByRole('heading', { level: 2, name: t('condition.confirmed.heading') })).toBeVisible();
  const recorded = await conditionOf(again, reference);
  const returned = recorded.stages.find((stage) => stage.stage === 'return')!;
  expect(returned.confirmedAt).not.toBeNull();
  expect(returned.photos).toHaveLength(angles.length);

  // The desk's return mark closes the walks; the report is on the overview.
  await deskMarks(desk, reference, 'returned');
  await openOverview(again, 'en', reference);
  await expect(again.getByRole('link', { name: t('condition.overview.record') })).toHaveCount(0);
  const reportHref = await again.getByRole('link', { name: t('condition.overview.report') }).getAttribute('href');
  expect(reportHref).toContain(`/api/reservations/${reference}/condition/report.pdf`);

  for (const language of ['en', 'zh'] as const) {
    const report = localeStrings(language, 'mail');
    const label = (key: string) => report(`mail.conditionReport.${key}`).replace(/\s*\{\{time\}\}\s*/, '');
    const pdf = await again.request.get(`/api/reservations/${reference}/condition/report.pdf?lang=${language}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toContain('no-store');
    const text = (await extractPageTexts(new Uint8Array(await pdf.body()))).flat().join('\n');
    expect(text).toContain(reference);
    expect(text).toContain(note);
    // Both walks, in the report's language.
    expect(text).toContain(report('mail.conditionReport.stages.pickup'));
    expect(text).toContain(report('mail.conditionReport.stages.return'));
    // Every photo of both walks with its times (Iceland time is UTC: the instant's own time to the second).
    for (const stage of recorded.stages) {
      for (const photo of stage.photos) {
        expect(text).toContain(photo.takenAt.slice(11, 19));
        expect(text).toContain(photo.receivedAt.slice(11, 19));
      }
    }
    // A "taken" and a "received" line for each of the 13 photos.
    for (const line of ['taken', 'received'])
      expect(text.split(label(line)).length - 1).toBeGreaterThanOrEqual(angles.length * 2 + 1);
    // The phone's JPEGs are drawn in the report: from the report copy sent beside each photo, not the photo.
    expect(text).not.toContain(report('mail.conditionReport.imageUnavailable'));
    expect(Buffer.from(await pdf.body()).indexOf(frontPhoto)).toBe(-1);
  }
});
