import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Headless Chromium from Debian's package (`CHROMIUM_PATH`, default /usr/bin/chromium;
 * `scripts/ensure-chromium.sh`, run by `npm test`, installs it when missing), without background
 * traffic: the browser tests and the README's screenshots use it.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`no Chromium at ${executablePath}: run bash scripts/ensure-chromium.sh (npm test does)`);
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
