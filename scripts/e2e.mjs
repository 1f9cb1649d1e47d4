// Runs the Playwright end-to-end tests in Debian's Chromium, or says how to install it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!chromium) {
  console.error(
    'No Chromium found for the end-to-end tests.\n' +
      "Install Debian's Chromium with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
const playwright = fileURLToPath(new URL('../node_modules/.bin/playwright', import.meta.url));
const result = spawnSync(playwright, ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
if (result.error) console.error(`Could not run Playwright: ${result.error.message}`);
process.exit(result.status ?? 1);
