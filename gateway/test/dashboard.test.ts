import { type Stack, startStack } from '@rapport/testkit';
import {
  createdTokenOf,
  csrfOf,
  DashboardClient,
  invited,
  PASSWORD,
  signedInOwner,
} from './dashboard.helpers';

describe('dashboard (sessions, CSRF, roles, API tokens)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      services: ['contacts', 'companies'],
      env: { DASHBOARD_SIGN_IN_ATTEMPTS: '3', TRUST_PROXY: '1', LAST_USED_FLUSH_MS: '50' },
    });
  });
  afterAll(async () => {
    await stack.stop();
  });

  /** The API as a client at 203.0.113.7 (the address the token page must show). */
  const api = (method: string, path: string, token: string, body?: unknown) =>
    stack.request(method, path, { token, body, headers: { 'x-forwarded-for': '203.0.113.7' } });

  const signIn = (client: DashboardClient, organization: string, email: string, password: string) =>
    client.submit('/dashboard/sign-in', '/dashboard/sign-in', { organization, email, password });

  it('when the Owner signs in, then the overview shows the organization; after sign-out the session is gone', async () => {
    const { org } = await signedInOwner(stack);
    const client = new DashboardClient(stack.baseUrl);
    expect((await client.get('/dashboard/overview')).location).toBe('/dashboard/sign-in');

    const signedIn = await signIn(client, org.slug, 'OWNER@example.com', PASSWORD);
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe('/dashboard/overview');
    const cookie = signedIn.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^rapport_session=s%3A[\w%.-]+; Path=\/dashboard; HttpOnly; SameSite=Lax$/);

    const overview = await client.get('/dashboard/overview');
    expect(overview.status).toBe(200);
    expect(overview.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(overview.html).toContain(org.name);
    expect(overview.html).toContain('Pro');
    expect(overview.html).toContain('10000 requests per minute per token');
    expect(overview.html).toMatch(/stat-value">0<\/span><span class="stat-label">People/);
    expect(overview.html).toMatch(/stat-value">0<\/span><span class="stat-label">Tags/);

    const session = client.cookies;
    const out = await client.post('/dashboard/sign-out', { _csrf: csrfOf(overview.html) });
    expect(out.status).toBe(303);
    expect(out.location).toBe('/dashboard/sign-in');
    // The old cookie no longer opens anything: the session is deleted server-side.
    const replay = await fetch(`${stack.baseUrl}/dashboard/overview`, {
      headers: { cookie: session },
      redirect: 'manual',
    });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/dashboard/sign-in');
  });

  it('when the request came over TLS (through the trusted proxy), then the session cookie is Secure', async () => {
    const { org } = await signedInOwner(stack);
    const client = new DashboardClient(stack.baseUrl);
    const form = await client.get('/dashboard/sign-in', { 'x-forwarded-proto': 'https' });
    expect(form.headers.get('set-cookie')).toContain('; Secure');
    const res = await client.post(
      '/dashboard/sign-in',
      { _csrf: csrfOf(form.html), organization: org.slug, email: 'owner@example.com', password: PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly; Secure; SameSite=Lax$/);
  });

  it('when wrong passwords are tried, then each answers 401 and after the limit even the right one answers 429', async () => {
    const { org } = await signedInOwner(stack);
    const client = new DashboardClient(stack.baseUrl);
    for (let i = 0; i < 3; i++) {
      const wrong = await signIn(client, org.slug, 'owner@example.com', `wrong password ${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.html).toContain('Wrong organization, email or password.');
    }
    const blocked = await signIn(client, org.slug, 'owner@example.com', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.html).toContain('Too many failed sign-ins');
    // The account is throttled from another address too.
    const elsewhere = await signIn(
      new DashboardClient(stack.baseUrl),
      org.slug,
      'owner@example.com',
      PASSWORD,
    );
    expect(elsewhere.status).toBe(429);
  });

  it('when 16 wrong passwords arrive at once, then at most the limit (3) reach the password check and the rest answer 429', async () => {
    const { org } = await signedInOwner(stack);
    // Each from its own address: only the account's counter is shared.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        signIn(new DashboardClient(stack.baseUrl), org.slug, 'owner@example.com', `guess ${i}`),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(
      (await signIn(new DashboardClient(stack.baseUrl), org.slug, 'owner@example.com', PASSWORD)).status,
    ).toBe(429);
  });

  it('when sign-ins succeed, then they do not count against the limit', async () => {
    const { org } = await signedInOwner(stack);
    // The account's counter: one more sign-in than the limit, each a success.
    for (let i = 0; i < 5; i++) {
      const client = new DashboardClient(stack.baseUrl);
      expect((await signIn(client, org.slug, 'owner@example.com', PASSWORD)).status).toBe(303);
    }
  });

  it('when a form is posted without its CSRF token or with another, then it answers 403 and nothing happens', async () => {
    const { client } = await signedInOwner(stack);
    const missing = await client.post('/dashboard/settings/tokens', { name: 'forged', scopes: '*' });
    expect(missing.status).toBe(403);
    expect(missing.html).toContain('This form has expired');
    const other = new DashboardClient(stack.baseUrl);
    const foreign = csrfOf((await other.get('/dashboard/sign-in')).html);
    expect((await client.post('/dashboard/settings/tokens', { _csrf: foreign, name: 'forged' })).status).toBe(
      403,
    );
    expect(
      (await other.post('/dashboard/sign-in', { organization: 'x', email: 'y', password: 'z' })).status,
    ).toBe(403);
    expect((await client.get('/dashboard/settings/tokens')).html).toContain('No tokens yet.');
  });

  it('when an Owner creates a token, then it is shown once, works on the API with its scopes, shows its last use, and fails once revoked', async () => {
    const { client } = await signedInOwner(stack);
    const created = await client.submit('/dashboard/settings/tokens', '/dashboard/settings/tokens', {
      name: 'website',
      scopes: ['people:read', 'tags:*'],
      expires: '2099-12-31',
    });
    expect(created.status).toBe(201);
    expect(created.html).toContain('you will not see it again');
    const token = createdTokenOf(created.html)!;
    expect(token).toBeDefined();
    const list = await client.get('/dashboard/settings/tokens');
    expect(list.html).not.toContain(token);
    expect(list.html).toContain(token.slice(0, 12));
    expect(list.html).toContain('31 Dec 2099, 00:00 UTC');
    expect(list.html).toContain('never used');

    const me = await api('GET', '/v1/me', token);
    expect(me.status).toBe(200);
    expect(me.body.token).toMatchObject({
      name: 'website',
      scopes: ['people:read', 'tags:*'],
      expiresAt: '2099-12-31T00:00:00.000Z',
    });
    expect((await api('GET', '/v1/people', token)).status).toBe(200);
    expect((await api('POST', '/v1/tags', token, { name: 'VIP' })).status).toBe(201);
    expect((await api('GET', '/v1/companies', token)).status).toBe(403);

    let row = '';
    for (let i = 0; i < 40 && !row.includes('from '); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row =
        /<td data-last-use>(.*?)<\/td>/s.exec((await client.get('/dashboard/settings/tokens')).html)?.[1] ??
        '';
    }
    expect(row).toMatch(/\d{2}:\d{2} UTC<br><span class="muted">from 203\.0\.113\.7<\/span>/);

    const id = me.body.token.id as string;
    const confirm = await client.get(`/dashboard/settings/tokens/${id}/revoke`);
    expect(confirm.html).toContain('Revoke “website”?');
    const revoked = await client.post(`/dashboard/settings/tokens/${id}/revoke`, {
      _csrf: csrfOf(confirm.html),
    });
    expect(revoked.status).toBe(303);
    expect((await stack.request('GET', '/v1/me', { token })).status).toBe(401);
    const after = await client.get(revoked.location!);
    expect(after.html).toContain('The token is revoked.');
    expect(after.html).toContain('status-revoked');
  });

  it('when a Member opens the tokens page, then there are no controls, and forged requests get 403 from identity', async () => {
    const { client: owner } = await signedInOwner(stack);
    const made = await owner.submit('/dashboard/settings/tokens', '/dashboard/settings/tokens', {
      name: 'kept',
      scopes: 'people:read',
    });
    const token = createdTokenOf(made.html)!;
    const id = (await stack.request('GET', '/v1/me', { token })).body.token.id as string;
    const member = await invited(stack, owner, 'member', 'member@example.com');

    const page = await member.get('/dashboard/settings/tokens');
    expect(page.status).toBe(200);
    expect(page.html).toContain('kept');
    expect(page.html).not.toContain('Create a token');
    expect(page.html).not.toContain('/revoke');
    const csrf = csrfOf(page.html);
    const create = await member.post('/dashboard/settings/tokens', {
      _csrf: csrf,
      name: 'sneaky',
      scopes: '*',
    });
    expect(create.status).toBe(403);
    expect(create.html).toContain('your role may not create or revoke tokens');
    const revoke = await member.post(`/dashboard/settings/tokens/${id}/revoke`, { _csrf: csrf });
    expect(revoke.status).toBe(403);
    expect((await stack.request('GET', '/v1/me', { token })).status).toBe(200);
    expect((await member.get('/dashboard/settings/tokens')).html).not.toContain('sneaky');
  });

  it("when two organizations have tokens, then neither sees the other's, nor can revoke it", async () => {
    const a = await signedInOwner(stack);
    const b = await signedInOwner(stack);
    const made = await a.client.submit('/dashboard/settings/tokens', '/dashboard/settings/tokens', {
      name: 'only-a',
      scopes: '*',
    });
    const token = createdTokenOf(made.html)!;
    const id = (await stack.request('GET', '/v1/me', { token })).body.token.id as string;
    const page = await b.client.get('/dashboard/settings/tokens');
    expect(page.html).not.toContain('only-a');
    expect((await b.client.get(`/dashboard/settings/tokens/${id}/revoke`)).status).toBe(404);
    expect(
      (await b.client.post(`/dashboard/settings/tokens/${id}/revoke`, { _csrf: csrfOf(page.html) })).status,
    ).toBe(404);
    expect((await stack.request('GET', '/v1/me', { token })).status).toBe(200);
  });

  it('when a token form is invalid, then the page answers 400 with the reasons and keeps the choices', async () => {
    const { client } = await signedInOwner(stack);
    const res = await client.submit('/dashboard/settings/tokens', '/dashboard/settings/tokens', {
      name: '',
      scopes: ['tags:read'],
      expires: '2001-01-01',
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain('the expiry date must be in the future');
    expect(res.html).toMatch(/value="tags:read" checked/);
  });

  it('when assets are asked for, then they are served locally', async () => {
    const css = await fetch(`${stack.baseUrl}/dashboard/assets/app.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await fetch(`${stack.baseUrl}/dashboard/assets/app.js`)).status).toBe(200);
    expect((await fetch(`${stack.baseUrl}/dashboard/assets/nothing.css`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/dashboard/no-such-page`, { redirect: 'manual' })).status).toBe(303);
  });
});
