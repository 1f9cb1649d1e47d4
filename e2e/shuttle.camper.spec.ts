import { expect, test } from './support/fixtures';
import { plannedSite } from './support/site-plan';

test('the camper brand has the airport shuttle page with the live map, linked from the footer', async ({ page }) => {
  const site = await plannedSite('camper');
  const plan = site.plans.find((candidate) => candidate.context.documentId === 'camper-en-page-airport-shuttle');
  if (!plan) throw new Error('the camper dataset has no airport shuttle page');
  await page.goto('/');
  await expect(page.locator(`footer a[href="${plan.path}"]`)).toHaveText('Airport shuttle');

  const shuttleCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shuttle/locations') shuttleCalls.push(request.method());
  });
  await page.goto(plan.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Airport shuttle');
  const map = page.getByRole('region', {
    name: 'Map of the shuttle route between the airport terminal and our office',
  });
  await map.scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-marker-icon[data-shuttle]')).toHaveCount(2);
  await expect(page.getByRole('listitem').filter({ hasText: 'Shuttle 2' })).toContainText('Last movement:');
  expect(shuttleCalls[0]).toBe('GET');
});
