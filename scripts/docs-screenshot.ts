// Takes docs/api-reference.png, the picture of the API reference page in docs/api.md: starts identity and
// the gateway in this process (as the tests do), opens /docs in Debian's Chromium, expands
// POST /v1/people with its request schema. Usage: npx tsx scripts/docs-screenshot.ts
import path from 'node:path';
import { startStack } from '@rapport/testkit';
import { launchChromium } from '../gateway/test/browser';

async function main(): Promise<void> {
  const stack = await startStack();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1500 } });
    await page.goto(`${stack.baseUrl}/docs`);
    const upsert = page.locator('#operations-People-postPeople');
    await upsert.locator('.opblock-summary-control').click();
    await upsert.locator('.opblock-section-request-body').getByRole('tab', { name: 'Schema' }).click();
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: path.join(__dirname, '../docs/api-reference.png') });
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
