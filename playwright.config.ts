import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium';
import { publicSiteUrl } from './e2e/support/site-url';

const port = Number(process.env.E2E_PORT ?? 8899);
const tenant = process.env.TENANT ?? 'car';
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests against the built site served with its functions and a throwaway embedded
 * database, started exactly as a newcomer starts it (`npm start`: the local host, docs/decisions/035;
 * LOCAL_HOST=netlify runs them through `netlify serve`).
 */
export default defineConfig({
  testDir: 'e2e',
  // One brand is built and served per run: `*.camper.spec.ts` run against the camper brand and
  // `*.longterm.spec.ts` against the long-term brand (npm test runs each in a stage of its own), every
  // other spec against the car brand.
  ...(tenant === 'car'
    ? { testIgnore: ['**/*.camper.spec.ts', '**/*.longterm.spec.ts'] }
    : { testMatch: `**/*.${tenant}.spec.ts` }),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]]
    : 'list',
  timeout: 30_000,
  // A booking waits on several function calls (milliseconds each from the local host, docs/decisions/035,
  // about half a second each with LOCAL_HOST=netlify) on a loaded machine.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The service worker (docs/decisions/049) answers from its caches, where a test's page.route would not
    // see the request; e2e/offline.spec.ts allows it, and every other spec runs as a first visit does.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    // Each flow runs once, on a phone at 360 px (Pixel 7's touch and pixel density in a 360 × 780
    // window): the narrowest screen the site is designed for (issue 14) and the one travellers book on.
    // A test tagged @desktop runs at 1280 px too, and one tagged @desktop-only at 1280 px alone: only
    // where the layout or the keyboard differs there (issue 36; the README lists them and why).
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      grep: /@desktop\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/health`,
    // A cold build of a brand with every function takes minutes on a busy 2-core machine.
    timeout: 480_000,
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      FUNCTIONS_PORT: String(port + 1),
      PGLITE_DATA_DIR: 'memory://',
      TENANT: tenant,
      // The local mail catcher on ports of this run (e2e/support/mail.ts reads its REST API).
      MAIL_SMTP_PORT: String(port + 3),
      MAIL_WEB_PORT: String(port + 4),
      // Built for a public address other than the served one, as a deploy is (e2e/seo.spec.ts).
      SITE_URL: publicSiteUrl,
      // A chat provider for e2e/client-chrome.spec.ts (the dataset has none); its script is a stand-in
      // the test serves, so the button never reaches the provider.
      CHAT_PROVIDER: 'crisp',
      CHAT_ID: 'e2e-website',
      CHAT_SCRIPT_URL: '/chat-e2e.js',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
