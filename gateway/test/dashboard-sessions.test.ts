import { randomBytes } from 'node:crypto';
import { loadConfig as identityConfig, openIdentity } from '@rapport/identity/src/main';
import { type Stack, startStack } from '@rapport/testkit';
import { Redis } from 'ioredis';
import { csrfOf, DashboardClient, PASSWORD, signedInOwner } from './dashboard.helpers';

interface RunningGateway {
  port: number;
  stop(): Promise<void>;
}
const gatewayModule = require('@rapport/gateway/src/main') as {
  loadConfig(env: NodeJS.ProcessEnv): unknown;
  start(config: unknown): Promise<RunningGateway>;
};

const NEW_PASSWORD = 'a brand new passphrase, 2';
// Its own Redis database: counting the dashboard's session keys there sees this suite's alone.
const REDIS_URL = 'redis://127.0.0.1:6379/11';
const SESSION_KEYS = 'rapport:dashboard:session:*';

/** Decision 0015: no server-side session before sign-in; a new password ends every other session. */
describe('dashboard sessions', () => {
  let stack: Stack;
  let replica: RunningGateway;
  let replicaUrl: string;
  let redis: Redis;
  beforeAll(async () => {
    stack = await startStack({
      services: ['contacts', 'companies'],
      env: {
        TRUST_PROXY: '1',
        REDIS_URL,
        DASHBOARD_SESSION_SECRET: randomBytes(32).toString('base64url'),
      },
    });
    // A second gateway replica with the same secret and Redis.
    replica = await gatewayModule.start(gatewayModule.loadConfig({ ...stack.env, PORT: '0' }));
    replicaUrl = `http://127.0.0.1:${replica.port}`;
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await replica?.stop();
    await stack?.stop();
  });

  const sessionKeys = async () => {
    let [cursor, count] = ['0', 0];
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', SESSION_KEYS, 'COUNT', 1000);
      [cursor, count] = [next, count + keys.length];
    } while (cursor !== '0');
    return count;
  };
  const signIn = (client: DashboardClient, organization: string, password: string) =>
    client.submit('/dashboard/sign-in', '/dashboard/sign-in', {
      organization,
      email: 'owner@example.com',
      password,
    });
  /** A page opened with a cookie, on either gateway (the client keeps its own jar untouched). */
  const open = async (baseUrl: string, cookie: string, path = '/dashboard/overview') => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location') };
  };

  it('when pages before sign-in are visited without a cookie, then no session is stored and no session cookie is set', async () => {
    const before = await sessionKeys();
    for (let i = 0; i < 20; i++) {
      const path = i % 2 ? '/dashboard/sign-in' : `/dashboard/set-password?token=t${i}`;
      const res = await fetch(`${stack.baseUrl}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(200);
      csrfOf(await res.text());
      expect(res.headers.getSetCookie().filter((c) => c.startsWith('rapport_session='))).toEqual([]);
    }
    // A failed sign-in stores nothing either (its 401 page is a new form).
    const client = new DashboardClient(stack.baseUrl);
    const wrong = await client.submit('/dashboard/sign-in', '/dashboard/sign-in', {
      organization: 'nobody',
      email: 'nobody@example.com',
      password: 'not a password at all',
    });
    expect(wrong.status).toBe(401);
    expect(client.cookies).not.toMatch(/^rapport_session=/);
    expect(await sessionKeys()).toBe(before);
  });

  it('when the sign-in form is posted, then its token counts only with the cookie it was issued with', async () => {
    const { org } = await signedInOwner(stack);
    const visitor = new DashboardClient(stack.baseUrl);
    const form = await visitor.get('/dashboard/sign-in');
    const token = csrfOf(form.html);
    const fields = { _csrf: token, organization: org.slug, email: 'owner@example.com', password: PASSWORD };

    // Without the cookie, or with another visitor's, the token is refused.
    const bare = await fetch(`${stack.baseUrl}/dashboard/sign-in`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(bare.status).toBe(403);
    const other = new DashboardClient(stack.baseUrl);
    await other.get('/dashboard/sign-in');
    expect((await other.post('/dashboard/sign-in', fields)).status).toBe(403);
    // A forged token for the visitor's own cookie is refused too.
    const [expires] = token.split('.');
    const forged = `${expires}.${'A'.repeat(43)}`;
    expect((await visitor.post('/dashboard/sign-in', { ...fields, _csrf: forged })).status).toBe(403);

    // With its cookie it signs in, on the other replica too (same DASHBOARD_SESSION_SECRET).
    const elsewhere = await fetch(`${replicaUrl}/dashboard/sign-in`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: visitor.cookies,
        'x-forwarded-for': visitor.forwardedFor,
      },
      redirect: 'manual',
    });
    expect(elsewhere.status).toBe(303);
    expect(elsewhere.headers.get('location')).toBe('/dashboard/overview');
    const session = elsewhere.headers.getSetCookie().find((c) => c.startsWith('rapport_session='))!;
    expect((await open(stack.baseUrl, session.split(';')[0]!)).status).toBe(200);
  });

  it("when a user's password is reset, then the session that set it stays signed in and every other one ends on its next request, on every replica", async () => {
    const { org, client: first } = await signedInOwner(stack);
    // A second session, signed in on the other replica, and a third here.
    const second = new DashboardClient(replicaUrl);
    expect((await signIn(second, org.slug, PASSWORD)).status).toBe(303);
    const third = new DashboardClient(stack.baseUrl);
    expect((await signIn(third, org.slug, PASSWORD)).status).toBe(303);
    for (const cookie of [first.cookies, second.cookies, third.cookies]) {
      expect((await open(stack.baseUrl, cookie)).status).toBe(200);
      expect((await open(replicaUrl, cookie)).status).toBe(200);
    }
    const tokensForm = csrfOf((await first.get('/dashboard/settings/tokens')).html);

    // The admin CLI's reset link, used by the second session (signed in on the replica).
    const identity = await openIdentity(identityConfig({ ...stack.env, LOG_LEVEL: 'silent' }));
    const link = await identity.users
      .issueSetupLink(org.slug, 'owner@example.com')
      .finally(() => identity.close());
    const reset = await second.submit(
      `/dashboard/set-password?token=${link.setupToken}`,
      '/dashboard/set-password',
      { token: link.setupToken, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    );
    expect(reset.status).toBe(303);
    expect(reset.location).toBe('/dashboard/overview');
    expect((await second.get('/dashboard/overview')).status).toBe(200);
    expect((await open(stack.baseUrl, second.cookies)).status).toBe(200);

    // The others: a form posted with a valid CSRF token does nothing, then every page signs them out.
    const forged = await first.post('/dashboard/settings/tokens', {
      _csrf: tokensForm,
      name: 'after-reset',
      scopes: '*',
    });
    expect(forged.status).toBe(303);
    expect(forged.location).toBe('/dashboard/sign-in');
    expect((await second.get('/dashboard/settings/tokens')).html).not.toContain('after-reset');
    const thirdCookie = third.cookies;
    expect(await open(replicaUrl, thirdCookie)).toEqual({ status: 303, location: '/dashboard/sign-in' });
    expect(await open(stack.baseUrl, thirdCookie)).toEqual({ status: 303, location: '/dashboard/sign-in' });
    expect((await first.get('/dashboard/settings/people')).location).toBe('/dashboard/sign-in');

    // The old password no longer signs in; the new one does, and that session works.
    expect((await signIn(new DashboardClient(stack.baseUrl), org.slug, PASSWORD)).status).toBe(401);
    const fourth = new DashboardClient(stack.baseUrl);
    expect((await signIn(fourth, org.slug, NEW_PASSWORD)).status).toBe(303);
    expect((await fourth.get('/dashboard/overview')).status).toBe(200);
    expect((await second.get('/dashboard/overview')).status).toBe(200);
  });
});
