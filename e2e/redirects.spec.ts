import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import type { Redirect } from '../src/content/types';
import { chromiumArgs, chromiumPath } from './support/chromium';
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

// The external targets' host names resolve to nothing in this spec's browser, so following one never
// leaves the machine.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      `--host-resolver-rules=${redirects
        .filter((redirect) => /^https?:/.test(redirect.to))
        .map((redirect) => `MAP ${new URL(redirect.to).hostname} ~NOTFOUND`)
        .join(', ')}`,
    ],
  },
});

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

test('an external redirect leaves the site', async ({ page, baseURL }) => {
  const external = redirects.find((redirect) => /^https:/.test(redirect.to))!;
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // The other site's name resolves nowhere (see test.use above): the browser sets off for it, and the
  // test never reaches the network.
  await expect(page.goto(external.from)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
  const away = requests.find((request) => request.url() === external.to);
  expect(away?.redirectedFrom()?.url()).toBe(new URL(external.from, baseURL).href);
});

test('the not-found pages still answer 404 beside the redirects', async ({ request }) => {
  expect((await request.get('/de/no-such-page/', { maxRedirects: 0 })).status()).toBe(404);
});
