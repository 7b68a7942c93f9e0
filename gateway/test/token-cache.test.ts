import * as grpc from '@grpc/grpc-js';
import { identityProto, type ServiceClient } from '@rapport/contracts';
import { DEFAULTS, TOKEN_LIVE, tokenStatusKey, unary } from '@rapport/platform';
import { api, type Stack, startStack } from '@rapport/testkit';
import { Redis } from 'ioredis';

interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}
const gatewayModule = require('@rapport/gateway/src/main') as {
  loadConfig(env: NodeJS.ProcessEnv): unknown;
  start(config: unknown): Promise<RunningGateway>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Verified tokens are served from each gateway's cache; Redis carries the token status identity
// writes, so revocation, expiry and last use keep their promises on every gateway replica.
describe('gateway token cache', () => {
  let sut: Stack;
  let second: RunningGateway;
  let redis: Redis;
  let identity: ServiceClient<'identity'>;
  beforeAll(async () => {
    sut = await startStack({ env: { LAST_USED_FLUSH_MS: '100' } });
    second = await gatewayModule.start(gatewayModule.loadConfig({ ...sut.env, PORT: '0' }));
    redis = new Redis(sut.env.REDIS_URL ?? DEFAULTS.REDIS_URL);
    identity = new (identityProto().rapport.identity.v1.IdentityService)(
      sut.addrs.identity!,
      grpc.credentials.createInsecure(),
    );
  });
  afterAll(async () => {
    identity.close();
    redis.disconnect();
    await second.stop();
    await sut.stop();
  });

  const me = (baseUrl: string, token: string) => api(baseUrl, 'GET', '/v1/me', { token });
  const listTokens = async (slug: string) =>
    (
      await unary<any>({ deadlineMs: 5_000 }, (md, o, cb) =>
        identity.listTokens({ organizationSlug: slug }, md, o, cb),
      )
    ).tokens as { id: string; lastUsedAt?: string; lastUsedIp?: string }[];

  it('when a token used on two gateways is revoked, then the very next request on each answers 401', async () => {
    const org = await sut.createOrg();
    const { id, token } = await sut.createToken(org.slug, []);
    for (let i = 0; i < 3; i++) {
      expect((await me(sut.baseUrl, token)).status).toBe(200);
      expect((await me(second.url, token)).status).toBe(200);
    }
    expect(await redis.get(tokenStatusKey(id))).toBe(TOKEN_LIVE);
    await sut.revokeToken(id);
    expect((await me(second.url, token)).status).toBe(401);
    expect((await me(sut.baseUrl, token)).status).toBe(401);
  });

  it('when a cached token reaches its expiry, then the first request at or after it answers 401', async () => {
    const org = await sut.createOrg({ rateLimitPerMinute: 100_000 });
    const expiresAt = Date.now() + 3_000;
    const { token } = await sut.createToken(org.slug, [], { expiresAt: new Date(expiresAt).toISOString() });
    let served = 0;
    while (Date.now() < expiresAt - 500) {
      const res = await me(second.url, token);
      // Answered before the expiry, so served before it: still valid. A slow answer may fall after it.
      if (Date.now() < expiresAt) {
        expect(res.status).toBe(200);
        served++;
      }
      await sleep(20);
    }
    expect(served).toBeGreaterThan(1);
    await sleep(Math.max(0, expiresAt - Date.now()));
    expect((await me(second.url, token)).status).toBe(401);
  });

  it('when a cached token is used, then identity records its last use and the address', async () => {
    const org = await sut.createOrg();
    const { id, token } = await sut.createToken(org.slug, []);
    expect((await me(second.url, token)).status).toBe(200); // verified by identity
    await sleep(50);
    const last = await me(second.url, token); // served from the cache
    expect(last.status).toBe(200);
    const usedAt = Date.parse(last.body.token.lastUsedAt);
    let stored: { lastUsedAt?: string; lastUsedIp?: string } | undefined;
    for (let i = 0; i < 50; i++) {
      stored = (await listTokens(org.slug)).find((t) => t.id === id);
      if (stored?.lastUsedAt && Date.parse(stored.lastUsedAt) >= usedAt) break;
      await sleep(100);
    }
    expect(Date.parse(stored?.lastUsedAt ?? '')).toBe(usedAt);
    expect(stored?.lastUsedIp).toMatch(/127\.0\.0\.1/);
  });

  it('when the token status is missing from Redis (a restart), then the gateway asks identity again and keeps serving', async () => {
    const org = await sut.createOrg();
    const { id, token } = await sut.createToken(org.slug, []);
    expect((await me(sut.baseUrl, token)).status).toBe(200);
    await redis.del(tokenStatusKey(id));
    expect((await me(sut.baseUrl, token)).status).toBe(200);
    // identity marked it live again (not awaited by identity: give it a moment)
    let status: string | null = null;
    for (let i = 0; i < 20 && status !== TOKEN_LIVE; i++) {
      status = await redis.get(tokenStatusKey(id));
      if (status !== TOKEN_LIVE) await sleep(50);
    }
    expect(status).toBe(TOKEN_LIVE);
  });

  it('when a revoked token is marked live by a stale writer, then NX keeps the revocation', async () => {
    const org = await sut.createOrg();
    const { id, token } = await sut.createToken(org.slug, []);
    expect((await me(sut.baseUrl, token)).status).toBe(200);
    await sut.revokeToken(id);
    expect(await redis.set(tokenStatusKey(id), TOKEN_LIVE, 'PX', 60_000, 'NX')).toBeNull();
    expect((await me(sut.baseUrl, token)).status).toBe(401);
  });
});
