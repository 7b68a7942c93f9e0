import * as grpc from '@grpc/grpc-js';
import { identityProto, type ServiceClient } from '@rapport/contracts';
import { checkHealth, unary } from '@rapport/platform';
import { loadConfig, type RunningIdentity, start } from '../src/main';

describe('identity over gRPC', () => {
  let server: RunningIdentity;
  let sut: ServiceClient<'identity'>;
  const call = { deadlineMs: 5_000 };
  const rpc = <T>(
    fn: (md: grpc.Metadata, o: grpc.CallOptions, cb: (e: grpc.ServiceError | null, r?: T) => void) => void,
  ) => unary<T>(call, fn);

  beforeAll(async () => {
    server = await start(
      loadConfig({
        ...process.env,
        GRPC_LISTEN_ADDR: '127.0.0.1:0',
        LAST_USED_FLUSH_MS: '50',
        LOG_LEVEL: 'silent',
      }),
    );
    sut = new (identityProto().rapport.identity.v1.IdentityService)(
      `127.0.0.1:${server.port}`,
      grpc.credentials.createInsecure(),
    );
  });
  afterAll(async () => {
    sut.close();
    await server.stop();
  });

  const newOrg = async (plan: 'PLAN_FREE' | 'PLAN_PRO' = 'PLAN_FREE') => {
    const slug = `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const res = await rpc<any>((md, o, cb) =>
      sut.createOrganization({ name: 'Grpc Org', slug, plan }, md, o, cb),
    );
    return res.organization;
  };

  it('when asked for health, then the server answers SERVING', async () => {
    expect(await checkHealth(`127.0.0.1:${server.port}`)).toBe(true);
  });

  it('when an organization is created, then its plan, features and default rate limit come back', async () => {
    const org = await newOrg('PLAN_PRO');
    expect(org).toMatchObject({ plan: 'PLAN_PRO', features: ['email_campaigns'], rateLimitPerMinute: 100 });
    const again = await rpc<any>((md, o, cb) => sut.getOrganization({ organizationId: org.id }, md, o, cb));
    expect(again.organization.slug).toBe(org.slug);
  });

  it('when a slug is taken, then creation answers ALREADY_EXISTS', async () => {
    const org = await newOrg();
    await expect(
      rpc((md, o, cb) => sut.createOrganization({ name: 'x', slug: org.slug, plan: 'PLAN_FREE' }, md, o, cb)),
    ).rejects.toMatchObject({ code: grpc.status.ALREADY_EXISTS });
  });

  it('when a token is created with an unknown scope, then it answers INVALID_ARGUMENT naming it', async () => {
    const org = await newOrg();
    await expect(
      rpc((md, o, cb) =>
        sut.createToken({ organizationSlug: org.slug, name: 't', scopes: ['people:fly'] }, md, o, cb),
      ),
    ).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT, details: 'unknown scope(s): people:fly' });
  });

  it('when a token name is longer than 100 characters or holds a NUL, then it answers INVALID_ARGUMENT and stores nothing', async () => {
    const org = await newOrg();
    const create = (name: string) =>
      rpc<any>((md, o, cb) => sut.createToken({ organizationSlug: org.slug, name, scopes: [] }, md, o, cb));
    await expect(create('n'.repeat(101))).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      details: 'name must be at most 100 characters long',
    });
    await expect(create('ci\u0000bot')).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      details: 'name must not contain NUL characters',
    });
    expect((await create('n'.repeat(100))).token.name).toBe('n'.repeat(100));
    const listed = await rpc<any>((md, o, cb) => sut.listTokens({ organizationSlug: org.slug }, md, o, cb));
    expect(listed.tokens.map((t: { name: string }) => t.name)).toEqual(['n'.repeat(100)]);
  });

  it('when a token is verified, then scope grants are computed and last use is recorded', async () => {
    const org = await newOrg();
    const created = await rpc<any>((md, o, cb) =>
      sut.createToken({ organizationSlug: org.slug, name: 'ci', scopes: ['people:*'] }, md, o, cb),
    );
    expect(created.value).toMatch(/^rpt_[0-9A-Za-z]{40}$/);
    expect(created.token.prefix).toBe(created.value.slice(0, 12));
    const verify = (requiredScope: string) =>
      rpc<any>((md, o, cb) =>
        sut.verifyToken({ token: created.value, clientIp: '10.1.2.3', requiredScope }, md, o, cb),
      );
    expect((await verify('people:write')).granted).toBe(true);
    expect((await verify('companies:read')).granted).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    const list = await rpc<any>((md, o, cb) => sut.listTokens({ organizationSlug: org.slug }, md, o, cb));
    expect(list.tokens).toHaveLength(1);
    expect(list.tokens[0]).toMatchObject({
      id: created.token.id,
      lastUsedIp: '10.1.2.3',
      lastUsedAt: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain(created.value);
  });

  it.each([
    ['missing', ''],
    ['malformed', 'rpt_nope'],
    ['unknown', `rpt_${'Z'.repeat(40)}`],
  ])('when the token is %s, then verification answers UNAUTHENTICATED', async (_name, token) => {
    await expect(
      rpc((md, o, cb) => sut.verifyToken({ token, clientIp: '', requiredScope: '' }, md, o, cb)),
    ).rejects.toMatchObject({ code: grpc.status.UNAUTHENTICATED });
  });

  it('when a token is revoked, then verification answers UNAUTHENTICATED and revoking again is harmless', async () => {
    const org = await newOrg();
    const created = await rpc<any>((md, o, cb) =>
      sut.createToken({ organizationSlug: org.slug, name: 'r', scopes: [] }, md, o, cb),
    );
    const revoked = await rpc<any>((md, o, cb) => sut.revokeToken({ tokenId: created.token.id }, md, o, cb));
    expect(revoked.token.revokedAt).toEqual(expect.any(String));
    const again = await rpc<any>((md, o, cb) => sut.revokeToken({ tokenId: created.token.id }, md, o, cb));
    expect(again.token.revokedAt).toBe(revoked.token.revokedAt);
    await expect(
      rpc((md, o, cb) =>
        sut.verifyToken({ token: created.value, clientIp: '', requiredScope: '' }, md, o, cb),
      ),
    ).rejects.toMatchObject({ code: grpc.status.UNAUTHENTICATED });
  });

  it('when gateways report uses while tokens are revoked, then every revocation stays and the latest use is kept', async () => {
    const org = await newOrg();
    const tokens = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rpc<any>((md, o, cb) =>
          sut.createToken({ organizationSlug: org.slug, name: `t${i}`, scopes: [] }, md, o, cb),
        ),
      ),
    );
    const base = Date.now();
    const report = (tokenId: string, n: number) =>
      rpc((md, o, cb) =>
        sut.recordTokenUse(
          { uses: [{ tokenId, at: new Date(base + n).toISOString(), clientIp: `10.0.0.${n}` }] },
          md,
          o,
          cb,
        ),
      );
    await Promise.all(
      tokens.flatMap(({ token }) => [
        ...[1, 2, 3, 4, 5, 6].map((n) => report(token.id, n)),
        rpc((md, o, cb) => sut.revokeToken({ tokenId: token.id }, md, o, cb)),
        ...[7, 8, 9].map((n) => report(token.id, n)),
      ]),
    );
    const list = await rpc<any>((md, o, cb) => sut.listTokens({ organizationSlug: org.slug }, md, o, cb));
    expect(list.tokens).toHaveLength(8);
    for (const token of list.tokens) {
      expect(token).toMatchObject({
        revokedAt: expect.any(String),
        lastUsedAt: new Date(base + 9).toISOString(),
        lastUsedIp: '10.0.0.9',
      });
    }
    for (const { value } of tokens) {
      await expect(
        rpc((md, o, cb) => sut.verifyToken({ token: value, clientIp: '', requiredScope: '' }, md, o, cb)),
      ).rejects.toMatchObject({ code: grpc.status.UNAUTHENTICATED });
    }
  });
});
