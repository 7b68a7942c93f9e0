import { type Stack, startStack } from '@rapport/testkit';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { createOwner, PASSWORD } from './dashboard.helpers';

/** The dashboard in real headless Chromium (Debian's package; `npm test` installs it when missing). */
describe('dashboard in a browser', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startStack({ services: ['contacts', 'companies'], env: { LAST_USED_FLUSH_MS: '50' } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  });

  const newPage = async (viewport = { width: 1280, height: 900 }) => {
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
    return context.newPage();
  };
  const api = (path: string, token: string) => stack.request('GET', path, { token });
  // Expressions run in the page are strings: the tests' TypeScript has no DOM library.
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
  const noHorizontalScroll = (page: Page) =>
    page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');

  it('when an Owner signs in, creates a token, copies it once, uses it and revokes it, then the API follows each step', async () => {
    const org = await stack.createOrg({ plan: 'pro', rateLimitPerMinute: 10_000 });
    const owner = await createOwner(stack, org.slug);
    const page = await newPage();

    // The CLI's set-password link, then sign out and in again through the form.
    await page.goto(`${stack.baseUrl}${owner.setPasswordPath}`);
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByRole('heading', { level: 1, name: org.name }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    // Keyboard: the first Tab reaches the skip link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Skip to content');

    await page.getByLabel('Organization').fill(org.slug);
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Wrong organization, email or password.',
    );
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: org.name }).waitFor();

    // Create a token with two scopes and an expiry.
    await nav(page).getByRole('link', { name: 'API tokens' }).click();
    await page.getByLabel('Name').fill('browser');
    await page.getByRole('checkbox', { name: 'people:read', exact: true }).check();
    await page.getByRole('checkbox', { name: 'tags:* all tags actions' }).check();
    await page.getByLabel('Expiry date').fill('2099-12-31');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('heading', { name: 'Token “browser” created' }).waitFor();
    await expect(page.getByText('you will not see it again').isVisible()).resolves.toBe(true);
    const token = await page.getByLabel('Your new token').inputValue();
    expect(token).toMatch(/^rpt_[0-9A-Za-z]{40}$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(token);

    // It works on the API with exactly its scopes.
    expect((await api('/v1/me', token)).body.token.scopes).toEqual(['people:read', 'tags:*']);
    expect((await api('/v1/people', token)).status).toBe(200);
    expect((await api('/v1/companies', token)).status).toBe(403);

    // Shown once: the list never contains it again; its last use and address appear.
    const row = page.getByRole('row', { name: /browser/ });
    let lastUse = '';
    for (let i = 0; i < 50 && !lastUse.includes('from 127.0.0.1'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await page.goto(`${stack.baseUrl}/dashboard/settings/tokens`);
      lastUse = (await row.textContent()) ?? '';
    }
    expect(lastUse).toMatch(/\d{2}:\d{2} UTC\s*from 127\.0\.0\.1/);
    expect(await page.content()).not.toContain(token);
    expect(await row.textContent()).toContain('31 Dec 2099');

    // On a phone the page fits the screen (the table scrolls inside its card).
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Revoke, with confirmation; the next API call fails.
    await row.getByRole('link', { name: 'Revoke browser' }).click();
    await page.getByRole('heading', { name: 'Revoke “browser”?' }).waitFor();
    await page.getByRole('button', { name: 'Revoke token' }).click();
    await page.getByText('The token is revoked.').waitFor();
    expect(await page.getByRole('row', { name: /browser/ }).textContent()).toContain('Revoked');
    expect((await api('/v1/me', token)).status).toBe(401);
    await page.context().close();
  });

  it('when a Member signs in on a phone, then the pages fit the screen and no create or revoke control is shown', async () => {
    const org = await stack.createOrg({ rateLimitPerMinute: 10_000 });
    await stack.createToken(org.slug, ['people:read']);
    const owner = await createOwner(stack, org.slug);
    const page = await newPage();
    await page.goto(`${stack.baseUrl}${owner.setPasswordPath}`);
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await nav(page).getByRole('link', { name: 'Team' }).click();
    await page.getByLabel('Name').fill('Mia Member');
    await page.getByLabel('Email').fill('mia@example.com');
    await page.getByLabel('Role').selectOption('member');
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const link = await page.getByLabel('Invitation link').inputValue();
    await page.context().close();

    const phone = await newPage({ width: 375, height: 740 });
    await phone.goto(link);
    await phone.getByLabel('New password').fill(PASSWORD);
    await phone.getByLabel('Repeat the password').fill(PASSWORD);
    await phone.getByRole('button', { name: 'Set password and sign in' }).click();
    await phone.getByRole('heading', { level: 1, name: org.name }).waitFor();
    expect(await noHorizontalScroll(phone)).toBe(true);
    await nav(phone).getByRole('link', { name: 'API tokens' }).click();
    await phone.getByRole('heading', { name: `Tokens of ${org.name}` }).waitFor();
    expect(await noHorizontalScroll(phone)).toBe(true);
    expect(await phone.getByRole('row', { name: /test/ }).count()).toBe(1);
    expect(await phone.getByRole('heading', { name: 'Create a token' }).count()).toBe(0);
    expect(await phone.getByRole('link', { name: /Revoke/ }).count()).toBe(0);
    await expect(
      phone.getByText('Only Owners and Admins create and revoke tokens.').isVisible(),
    ).resolves.toBe(true);
    await phone.context().close();
  });
});
