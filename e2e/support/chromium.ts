import { existsSync } from 'node:fs';

/** Debian's Chromium (DESIGN.md "Browsers"); Playwright's own browser download is never used. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate as string));
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
