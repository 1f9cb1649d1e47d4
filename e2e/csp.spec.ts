import type { Page } from '@playwright/test';
import { fillCard, inDays, localeStrings, pay, reachPayment, testCards } from './support/booking';
import { checkInToSignature, drawSignature } from './support/checkin';
import { expect, test } from './support/fixtures';
import { findReservation, pageStrings } from './support/reservation';
import { plannedPage, plannedSite } from './support/site-plan';

/**
 * Issue 31, Content-Security-Policy: every kind of page is walked with the policy the server sends,
 * enforced, and no violation may happen (docs/decisions/036). The build hashes the inline scripts of
 * the pages it wrote; a script the build did not write must be refused. Violations are caught in every
 * frame and on every page the window shows (the processor's page, then our payment return page) as `securitypolicyviolation`
 * events and as the console errors Chromium writes for them.
 */
test.describe.configure({ timeout: 240_000 });

/** Collects the page's violations, in all its frames, from before any script of theirs runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', ({ frame }, violation: string) => {
    violations.push(`${violation} (frame ${frame.url()})`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}: ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return violations;
}

/** The policy of a page's answer (its headers): sent, enforced (not report-only), scripts by hash and never inline. */
function expectEnforcedPolicy(headers: Record<string, string>): string {
  expect(headers['content-security-policy-report-only']).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = policy
    .split(/[;,]/)
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).toContain('report-uri /api/csp-reports');
  return policy;
}

/** Opens `path`, checks its policy, waits until it is hydrated and scrolls it through, so lazy parts (maps, videos) load. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(path === '/no-such-page/' ? 404 : 200);
  expectEnforcedPolicy((await response?.allHeaders()) ?? {});
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 20_000 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
}

test('every kind of content page, the search, the find page, 404 and the staff sign-in run under the policy', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const site = await plannedSite('car');
  const withBlock = (block: string) =>
    site.plans.find(
      (plan) => plan.context.language === 'en' && JSON.stringify(plan.context.page).includes(`"_type":"${block}"`),
    );
  const paths = [
    '/',
    '/is/',
    ...(
      await Promise.all(
        (['page', 'vehicleOverviewPage', 'vehicleCategoryPage', 'vehiclePage', 'blogPostPage'] as const).map((type) =>
          plannedPage('car', type, 'en'),
        ),
      )
    ).map((plan) => plan.path),
    // Leaflet's map tiles, YouTube's thumbnail and player, the shuttle's map.
    ...['mapBlock', 'videoBlock', 'shuttleMapBlock'].map((block) => {
      const plan = withBlock(block);
      if (!plan) throw new Error(`the car dataset has no English page with a ${block}`);
      return plan.path;
    }),
    '/reservation/find/',
    '/staff/',
    '/no-such-page/',
  ];
  for (const path of new Set(paths)) await visit(page, path);

  // The video's player, framed from YouTube once asked for (offline here: the frame fails, but is allowed).
  await visit(page, withBlock('videoBlock')?.path ?? '/');
  const poster = page.locator('button:has(span[aria-hidden="true"])').filter({ hasText: '▶' }).first();
  await poster.click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);

  expect(violations).toEqual([]);
});

test('a script the build did not write is refused, and reported to /api/csp-reports', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedByAttacker = true';
    document.body.append(script);
    return (window as unknown as { injectedByAttacker?: boolean }).injectedByAttacker === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('script-src-elem blocked inline');
  // The endpoint the policy names answers as browsers expect.
  const report = await page.request.post('/api/csp-reports', {
    headers: { 'content-type': 'application/csp-report' },
    data: JSON.stringify({
      'csp-report': { 'document-uri': page.url(), 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
    }),
  });
  expect(report.status()).toBe(204);
});

test('the booking to a 3-D Secure payment on the processor’s page, then the find page and the check-in, under the policy', async ({
  page,
}, testInfo) => {
  const violations = await watchViolations(page);
  const day = testInfo.project.name === 'mobile' ? 5 : 6;
  await reachPayment(page, 'en', inDays(day), inDays(day + 2));
  expectEnforcedPolicy((await page.request.get('/book/payment/')).headers());
  // The challenge card: the processor's card page and its 3-D Secure challenge in the whole window
  // (issue 37), then our payment return page, then the confirmation.
  await fillCard(page, testCards.challenge);
  const reference = await pay(page, 'en');

  await findReservation(page, 'en', reference);
  await expect(page).toHaveURL(/\/reservation\/$/);
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  await checkInToSignature(page, 'en', { check: false });
  await drawSignature(page, testInfo.project.name === 'mobile');
  const t = pageStrings('en', 'checkin');
  await page.getByRole('button', { name: t('signature.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('done.title') })).toBeVisible({ timeout: 15_000 });

  expect(violations).toEqual([]);
});

test('the staff desk signs in and shows the day under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const t = localeStrings('en', 'staff');
  await visit(page, '/staff/');
  await page.getByRole('link', { name: t('staff.signIn.button') }).click();
  await page.getByLabel('E-mail').fill('desk@example.com');
  await page.getByLabel('Password').fill('desk-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/$/);
  await expect(page.getByRole('button', { name: t('staff.signOut') })).toBeVisible();
  expect(violations).toEqual([]);
});
