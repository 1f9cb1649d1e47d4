import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Issue 16: a new build deployed while a tab is open is picked up on the tab's next navigation. Gatsby
 * checks it itself: every navigation reads `/page-data/app-data.json`, and when its
 * `webpackCompilationHash` is not the one the open page was built with, Gatsby loads the next page
 * from the server instead of rendering it in place. The "deploy" here answers app-data.json and the
 * next page's HTML as a new build would (a new hash, a page with a mark of the new build), so the test
 * needs no second build of the site.
 */

const nextPath = '/cars/';
const newBuildMark = '<meta name="test-build" content="new">';

/**
 * Resolves once the page is hydrated, every island included: before that a link click is a plain page
 * load anyway. The last hydration turn marks the page with `<html data-hydrated>` (decision 023).
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

/** The documents (whole pages) the tab loads from the server from now on. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

async function followLinkToNextPage(page: Page): Promise<void> {
  await page.locator(`main a[href="${nextPath}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
  await expect(page.locator('h1')).toBeVisible();
}

test('with no new build, a link renders the next page in the open tab', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const loads = documentLoads(page);
  await followLinkToNextPage(page);
  expect(loads).toEqual([]);
});

test('after a new build is deployed, the next navigation loads the new build', async ({ page }) => {
  // The open tab must not have fetched the next page before the deploy: Gatsby prefetches the pages
  // of links in view once hydrated, keeps what it fetched (the old build's answer included) and would
  // then render the next page in place. It does not prefetch for a visitor who asks to save data.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
  await page.goto('/');
  await hydrated(page);
  const openTabBuild = await page.evaluate(
    () => (window as Window & { ___webpackCompilationHash?: string }).___webpackCompilationHash,
  );
  expect(openTabBuild).toBeTruthy();

  // The deploy: from now on the server answers with the new build's app data and pages.
  await page.route('**/page-data/app-data.json', async (route) => {
    const response = await route.fetch();
    const appData = (await response.json()) as { webpackCompilationHash: string };
    await route.fulfill({ response, json: { ...appData, webpackCompilationHash: 'new-build' } });
  });
  await page.route(`**${nextPath}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace('<head>', `<head>${newBuildMark}`);
    return route.fulfill({ response, body: html });
  });

  const loads = documentLoads(page);
  await followLinkToNextPage(page);
  expect(loads).toEqual([nextPath]);
  await expect(page.locator('meta[name="test-build"]')).toHaveAttribute('content', 'new');
  // The new page reads app-data.json too; its answer may still be on the way when the test ends.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
