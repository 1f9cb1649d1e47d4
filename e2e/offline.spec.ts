import type { Page } from '@playwright/test';
import { checkInToSignature, drawSignature } from './support/checkin';
import { expect, test } from './support/fixtures';
import { book, expectNoSidewaysScroll, pageStrings, templatePattern } from './support/reservation';

/**
 * Issue 40, the trip offline (docs/decisions/049): a customer who has opened their checked-in
 * reservation once reads its overview, its pickup and return instructions and the signed contract with no connection, and the
 * page says since when; back online it is brought up to date; signing out of the reservation deletes
 * what the device kept of it. With the service worker, which every other spec blocks.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 240_000 });

/** The paths kept in a cache of this origin, or [] when there is no such cache (opening would create it). */
function keptPaths(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return [];
    const requests = await (await caches.open(cacheName)).keys();
    return requests.map((request) => new URL(request.url).pathname).sort();
  }, name);
}

test('a checked-in trip opens offline, says since when, refreshes online and is forgotten on sign-out', async ({
  page,
  context,
}) => {
  const t = pageStrings('en', 'reservation');
  const checkin = pageStrings('en', 'checkin');
  const reference = await book(page, 'en', 4, 2);
  await page.goto('/reservation/');
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  await checkInToSignature(page, 'en', { check: false });
  await drawSignature(page, true);
  await page.getByRole('button', { name: checkin('signature.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: checkin('done.title') })).toBeVisible({ timeout: 15_000 });

  // The customer opens the reservation: it says it is up to date, and the worker keeps it for offline use.
  await page.goto('/reservation/');
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  const status = page.getByTestId('offline-status');
  await expect(status).toHaveText(templatePattern(t('offline.updated')));
  const reservationCache = `nl-car-reservation-${reference}`;
  const answer = `/api/reservations/${reference}`;
  const contract = `${answer}/check-in/contract`;
  await expect.poll(() => keptPaths(page, reservationCache), { timeout: 20_000 }).toEqual([answer, contract]);
  await expect
    .poll(() => keptPaths(page, 'nl-car-pages-v1'), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['/reservation/', '/api/search-options']));

  // Offline: the overview opens again, from the device, and says since when.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  await expect(status).toHaveText(templatePattern(t('offline.fromDevice')));
  // The pickup and return instructions: the office's address and its opening hours on that day.
  const pickup = page.getByTestId('instructions-pickup');
  await expect(page.getByRole('heading', { level: 2, name: t('instructions.heading') })).toBeVisible();
  await expect(pickup.locator('address')).toContainText(/\d{3} \S/);
  const open = templatePattern(t('instructions.hours')).source.slice(1, -1);
  const closed = t('instructions.closed');
  await expect(page.getByTestId('instructions-pickup-hours')).toHaveText(new RegExp(`^(${open}|${closed})$`));
  await expect(pickup).toContainText(t('instructions.mapOffline'));
  // The airport shuttle, from the brand's shuttle page at build: where and how it runs, and a link to its page.
  const shuttle = pickup.getByTestId('instructions-shuttle');
  await expect(shuttle.getByRole('heading', { level: 4, name: 'Airport shuttle' })).toBeVisible();
  await expect(shuttle).toContainText('our free shuttle covers it around the clock');
  await expect(shuttle.getByRole('link', { name: t('instructions.shuttleLink') })).toHaveAttribute(
    'href',
    '/airport-shuttle/',
  );
  await expect(shuttle).toContainText(t('instructions.shuttleOffline'));
  await expectNoSidewaysScroll(page);
  // The signed contract opens (read as the link opens it, through the worker).
  const pdf = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      head: String.fromCharCode(...bytes.slice(0, 4)),
    };
  }, contract);
  expect(pdf).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), head: '%PDF' });

  // Back online, the page reads the reservation again: up to date, no longer the device's copy.
  await context.setOffline(false);
  await expect(status).toHaveText(templatePattern(t('offline.updated')));

  // Signing out of the reservation deletes what the device kept of it.
  await page.getByRole('button', { name: t('offline.signOut') }).click();
  await expect(page).toHaveURL(/\/reservation\/find\/$/);
  const left = await page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('-reservation-')));
  expect(left).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('reservation-reference'))).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem('reservation-reference'))).toBeNull();
  // The session ended too: this device proves the reservation no more.
  const check = await page.evaluate(async () => (await (await fetch('/api/session')).json()) as unknown);
  expect(check).toEqual({ session: { active: false, expiresAt: null, reservations: [] } });
});

test('every page links its language’s manifest; the manifest, its icons and the worker are served', async ({
  page,
  request,
}) => {
  await page.goto('/is/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-is.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b2a4a');
  const manifest = await request.get('/manifest-is.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { start_url: string; icons: { src: string; sizes: string }[] };
  expect(body.start_url).toBe('/is/reservation/');
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect([icon.src, image.status(), image.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
  }
  // The worker is asked for again on every visit, so a deploy's worker takes over.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
  // The site's worker is the only one: Gatsby's own registration hook (which listens for `updatefound`)
  // and Partytown's browser file are left out of the app chunk every page loads (decision 051).
  const app = /"\/(app-[0-9a-f]+\.js)"/.exec(await (await request.get('/is/')).text())?.[1];
  expect(app).toBeDefined();
  const appCode = await (await request.get(`/${app}`)).text();
  expect(appCode).toContain('/sw.js');
  expect([appCode.includes('updatefound'), appCode.includes('partytown')]).toEqual([false, false]);
});
