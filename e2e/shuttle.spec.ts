import { expectNoAxeViolations } from './support/booking';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { plannedSite } from './support/site-plan';

/** The shuttle page's path in a language, from the planned site (no hard-coded slugs). */
async function shuttlePagePath(language: 'en' | 'de'): Promise<string> {
  const site = await plannedSite('car');
  const plan = site.plans.find((candidate) => candidate.context.documentId === `car-${language}-page-airport-shuttle`);
  if (!plan) throw new Error(`the car dataset has no airport shuttle page in ${language}`);
  return plan.path;
}

const isShuttleCall = (url: string) => new URL(url).pathname === '/api/shuttle/locations';

/**
 * Counts the page's requests to the shuttle function, and waits for those under way to end (the map
 * does not ask again while an answer is on its way, so the test moves the clock only after it came).
 */
function countShuttleRequests(page: Page) {
  let started = 0;
  let ended = 0;
  page.on('request', (request) => {
    if (isShuttleCall(request.url())) started += 1;
  });
  const end = (request: { url(): string }) => {
    if (isShuttleCall(request.url())) ended += 1;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const requests = () => started;
  requests.answered = async () => {
    await expect.poll(() => ended).toBe(started);
    // The answer's state is set and rendered before the clock moves on.
    await page.waitForTimeout(100);
  };
  return requests;
}

/** Opens the page with a clock the test moves, and brings the map on screen until its shuttles show. */
async function openOnMap(page: Page, path: string) {
  const requests = countShuttleRequests(page);
  await page.clock.install();
  await page.goto(path);
  const map = page.getByRole('region', {
    name: 'Map of the shuttle route between the airport terminal and our office',
  });
  const heightBefore = (await map.boundingBox())?.height;
  await map.scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-marker-icon[data-shuttle]')).toHaveCount(2);
  // The box kept the height reserved for it: nothing below moved when the map came.
  expect(heightBefore).toBeGreaterThan(200);
  expect((await map.boundingBox())?.height).toBe(heightBefore);
  await expect.poll(requests).toBeGreaterThanOrEqual(1);
  // From here time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
  await requests.answered();
  return { map, requests };
}

test('the shuttle map shows the shuttles turned to their heading and polls every 5 s while on screen', async ({
  page,
}) => {
  const { map, requests } = await openOnMap(page, await shuttlePagePath('en'));
  await expect(map).toBeVisible();

  // Markers on the map, each arrow turned to the shuttle's heading.
  const markers = page.locator('.leaflet-marker-icon[data-shuttle]');
  for (const marker of await markers.all()) {
    const heading = await marker.getAttribute('data-heading');
    expect(Number(heading)).toBeGreaterThanOrEqual(0);
    expect(await marker.locator('span').evaluate((arrow) => arrow.style.transform)).toBe(`rotate(${heading}deg)`);
  }
  // The terminal and the office are labelled on the map.
  await expect(map.getByText('Terminal bus stop')).toBeVisible();
  await expect(map.getByText('Our office, Blikavöllur 2')).toBeVisible();
  // Each shuttle also reads as text.
  const shuttle1 = page.getByRole('listitem').filter({ hasText: 'Shuttle 1' });
  await expect(shuttle1).toBeVisible();
  await expect(shuttle1).toContainText(/Last movement: (now|\d+ seconds? ago|\d+ minutes? ago)/);

  const before = requests();
  await page.clock.runFor(5_000);
  await expect.poll(requests).toBe(before + 1);
  await requests.answered();
  await page.clock.runFor(5_000);
  await expect.poll(requests).toBe(before + 2);
  await requests.answered();
  await page.clock.runFor(5_000);
  await expect.poll(requests).toBe(before + 3);

  // No sideways scroll at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

/**
 * The request count, read after a frame has passed on the page's fake clock: the browser bundle's
 * Preact runs effects after the next frame (requestAnimationFrame, then a timeout), and page.clock
 * owns both, so the effect that starts polling would otherwise wait for the next `runFor`, as it
 * never would in a browser. 20 ms a look keeps far from the 5 s poll.
 */
function afterFrames(page: Page, requests: () => number): () => Promise<number> {
  return async () => {
    await page.clock.runFor(20);
    return requests();
  };
}

test('polling stops when the map is scrolled away and starts again when it is back', async ({ page, viewport }) => {
  // A short window, so that the top of the page leaves the map below it at either width.
  await page.setViewportSize({ width: viewport?.width ?? 1280, height: 420 });
  const { map, requests } = await openOnMap(page, await shuttlePagePath('en'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(map).not.toBeInViewport();
  await requests.answered();
  // Off screen, nothing is asked for.
  const away = requests();
  await page.clock.runFor(30_000);
  await page.waitForTimeout(300);
  expect(requests()).toBe(away);

  await map.scrollIntoViewIfNeeded();
  await expect.poll(afterFrames(page, requests)).toBe(away + 1);
  await requests.answered();
  await page.clock.runFor(5_000);
  await expect.poll(requests).toBe(away + 2);
});

test('polling stops after 900 s without input and resumes on a key press', async ({ page }) => {
  const { requests } = await openOnMap(page, await shuttlePagePath('en'));
  await page.clock.runFor(905_000);
  await expect(page.getByText(/Updates are paused while you are away/)).toBeVisible();
  await requests.answered();
  const idle = requests();
  await page.clock.runFor(60_000);
  await page.waitForTimeout(300);
  expect(requests()).toBe(idle);

  await page.keyboard.press('Shift');
  await expect.poll(afterFrames(page, requests)).toBe(idle + 1);
  await expect(page.getByText(/Updates are paused/)).toBeHidden();
  await requests.answered();
  await page.clock.runFor(5_000);
  await expect.poll(requests).toBe(idle + 2);
});

test('the page is linked from the footer and speaks the language of the page', async ({ page }) => {
  await page.goto('/');
  const path = await shuttlePagePath('en');
  await expect(page.locator(`footer a[href="${path}"]`)).toHaveText('Airport shuttle');
  // Other pages load no Leaflet (it would define the global L) and have no map.
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => 'L' in window)).toBe(false);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await page.goto(await shuttlePagePath('de'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flughafen-Shuttle');
  const map = page.getByRole('region', {
    name: 'Karte der Shuttle-Strecke zwischen dem Flughafenterminal und unserem Büro',
  });
  await map.scrollIntoViewIfNeeded();
  await expect(page.getByRole('listitem').filter({ hasText: 'Shuttle 1' })).toContainText('Letzte Bewegung:');
});

test('the shuttle page, its map loaded, has no accessibility violations', async ({ page }) => {
  // Axe waits on timers: the clock is left to run.
  await page.goto(await shuttlePagePath('en'));
  await page
    .getByRole('region', { name: 'Map of the shuttle route between the airport terminal and our office' })
    .scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-marker-icon[data-shuttle]')).toHaveCount(2);
  await expect(page.getByRole('listitem').filter({ hasText: 'Shuttle 1' })).toBeVisible();
  await expectNoAxeViolations(page);
});
