import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Redirect } from '../src/content/types';
import { expect, test } from './support/fixtures';

/**
 * Content-managed redirects (spec §2 route rules), read from the car brand's embedded dataset: the
 * host answers each with its status and target before any page loads; an internal one lands on the
 * page, an external one leaves the site.
 */
const redirects = readFileSync(path.resolve(__dirname, '../content/car.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { _type: string })
  .filter((document): document is Redirect => document._type === 'redirect');

test('the dataset has a permanent, a temporary and an external redirect for the car brand', () => {
  expect(redirects.some((redirect) => redirect.permanent !== false && redirect.to.startsWith('/'))).toBe(true);
  expect(redirects.some((redirect) => redirect.permanent === false)).toBe(true);
  expect(redirects.some((redirect) => /^https:/.test(redirect.to))).toBe(true);
});

for (const redirect of redirects) {
  const status = redirect.permanent === false ? 302 : 301;
  test(`${redirect.from} answers ${status} to ${redirect.to}, with or without its slash`, async ({ request }) => {
    for (const from of [redirect.from, redirect.from.replace(/\/$/, '')]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(status);
      expect(new URL(response.headers()['location'] ?? '', 'http://site.test').href).toBe(
        new URL(redirect.to, 'http://site.test').href,
      );
    }
  });
}

test('an internal redirect lands on its page', async ({ page }) => {
  const internal = redirects.find((redirect) => redirect.permanent !== false && redirect.to.startsWith('/'));
  await page.goto(internal!.from);
  await expect(page).toHaveURL(new RegExp(`${internal!.to.replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an external redirect leaves the site', async ({ page }) => {
  const external = redirects.find((redirect) => /^https:/.test(redirect.to));
  // The other site is answered here: the tests never reach the network.
  await page.route(`${new URL(external!.to).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Another site</h1>' }),
  );
  await page.goto(external!.from);
  await expect(page).toHaveURL(external!.to);
  await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible();
});

test('the not-found pages still answer 404 beside the redirects', async ({ request }) => {
  expect((await request.get('/de/no-such-page/', { maxRedirects: 0 })).status()).toBe(404);
});
