import * as grpc from '@grpc/grpc-js';
import { identityProto, type ServiceClient } from '@rapport/contracts';
import { unary } from '@rapport/platform';
import { loadConfig, openIdentity, type RunningIdentity, start } from '../src/main';

/** Dashboard users over gRPC: passwords, invitations, and the role checks on tokens. */
describe('identity users and roles over gRPC', () => {
  const config = loadConfig({
    ...process.env,
    GRPC_LISTEN_ADDR: '127.0.0.1:0',
    LAST_USED_FLUSH_MS: '50',
    LOG_LEVEL: 'silent',
  });
  let server: RunningIdentity;
  let cli: Awaited<ReturnType<typeof openIdentity>>;
  let sut: ServiceClient<'identity'>;
  const rpc = <T = any>(
    fn: (md: grpc.Metadata, o: grpc.CallOptions, cb: (e: grpc.ServiceError | null, r?: T) => void) => void,
  ) => unary<T>({ deadlineMs: 5_000 }, fn);
  const PASSWORD = 'correct horse battery staple';

  beforeAll(async () => {
    server = await start(config);
    // The admin CLI's path: the store directly, for an organization's first Owner.
    cli = await openIdentity(config);
    sut = new (identityProto().rapport.identity.v1.IdentityService)(
      `127.0.0.1:${server.port}`,
      grpc.credentials.createInsecure(),
    );
  });
  afterAll(async () => {
    sut.close();
    await cli.close();
    await server.stop();
  });

  const newOrg = async () => {
    const slug = `u-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const res = await rpc((md, o, cb) =>
      sut.createOrganization({ name: 'Users Org', slug, plan: 'PLAN_PRO' }, md, o, cb),
    );
    return res.organization as { id: string; slug: string };
  };

  /** An organization with an active Owner, an Admin and a Member (all with passwords). */
  const team = async () => {
    const org = await newOrg();
    const owner = await cli.users.createUser({
      organizationSlug: org.slug,
      email: 'Owner@Example.com',
      name: 'Olga',
    });
    await rpc((md, o, cb) =>
      sut.setPassword({ setupToken: owner.setupToken, password: PASSWORD }, md, o, cb),
    );
    const invite = async (email: string, role: string) => {
      const res = await rpc((md, o, cb) =>
        sut.inviteUser({ actorUserId: owner.user.id, email, name: email, role: role as any }, md, o, cb),
      );
      await rpc((md, o, cb) =>
        sut.setPassword({ setupToken: res.setupToken, password: PASSWORD }, md, o, cb),
      );
      return res.user.id as string;
    };
    return {
      org,
      ownerId: owner.user.id,
      adminId: await invite('admin@example.com', 'ROLE_ADMIN'),
      memberId: await invite('member@example.com', 'ROLE_MEMBER'),
    };
  };

  it('when the first Owner sets a password from the link, then sign-in works, and the link works only once', async () => {
    const org = await newOrg();
    const owner = await cli.users.createUser({
      organizationSlug: org.slug,
      email: 'ada@example.com',
      name: 'Ada',
    });
    expect(owner.user.role).toBe('owner');
    await expect(
      rpc((md, o, cb) =>
        sut.signIn({ organizationSlug: org.slug, email: 'ada@example.com', password: '' }, md, o, cb),
      ),
    ).rejects.toMatchObject({ code: grpc.status.UNAUTHENTICATED });
    await expect(
      rpc((md, o, cb) => sut.setPassword({ setupToken: owner.setupToken, password: 'short' }, md, o, cb)),
    ).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    const set = await rpc((md, o, cb) =>
      sut.setPassword({ setupToken: owner.setupToken, password: PASSWORD }, md, o, cb),
    );
    expect(set.user).toMatchObject({ email: 'ada@example.com', role: 'ROLE_OWNER', active: true });
    await expect(
      rpc((md, o, cb) => sut.setPassword({ setupToken: owner.setupToken, password: PASSWORD }, md, o, cb)),
    ).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });

    const signedIn = await rpc((md, o, cb) =>
      sut.signIn({ organizationSlug: org.slug, email: 'ADA@example.com', password: PASSWORD }, md, o, cb),
    );
    expect(signedIn.user.id).toBe(owner.user.id);
    expect(signedIn.organization.slug).toBe(org.slug);
    await expect(
      rpc((md, o, cb) =>
        sut.signIn(
          { organizationSlug: org.slug, email: 'ada@example.com', password: `${PASSWORD}!` },
          md,
          o,
          cb,
        ),
      ),
    ).rejects.toMatchObject({
      code: grpc.status.UNAUTHENTICATED,
      details: 'wrong organization, email or password',
    });
    // A NUL in the organization or the email names nobody: wrong credentials, not a store error.
    for (const [organizationSlug, email] of [
      [org.slug, 'ada\u0000@example.com'],
      [`${org.slug}\u0000`, 'ada@example.com'],
    ]) {
      await expect(
        rpc((md, o, cb) => sut.signIn({ organizationSlug, email, password: PASSWORD }, md, o, cb)),
      ).rejects.toMatchObject({
        code: grpc.status.UNAUTHENTICATED,
        details: 'wrong organization, email or password',
      });
    }
    // The stored password is a scrypt hash, never the password.
    const stored = await cli.users.getUser(owner.user.id);
    expect(stored.user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('when a Member creates or revokes a token, then identity answers PERMISSION_DENIED and nothing changes', async () => {
    const { org, memberId, ownerId } = await team();
    const listed = await rpc((md, o, cb) => sut.listTokens({ actorUserId: memberId }, md, o, cb));
    expect(listed.tokens).toEqual([]);
    await expect(
      rpc((md, o, cb) => sut.createToken({ actorUserId: memberId, name: 'm', scopes: ['*'] }, md, o, cb)),
    ).rejects.toMatchObject({ code: grpc.status.PERMISSION_DENIED });

    const made = await rpc((md, o, cb) =>
      sut.createToken({ actorUserId: ownerId, name: 'o', scopes: ['people:read'] }, md, o, cb),
    );
    expect(made.token.organizationId).toBe(org.id);
    await expect(
      rpc((md, o, cb) => sut.revokeToken({ actorUserId: memberId, tokenId: made.token.id }, md, o, cb)),
    ).rejects.toMatchObject({ code: grpc.status.PERMISSION_DENIED });
    const after = await rpc((md, o, cb) => sut.listTokens({ actorUserId: memberId }, md, o, cb));
    expect(after.tokens).toEqual([expect.objectContaining({ id: made.token.id, name: 'o' })]);
    expect(after.tokens[0].revokedAt).toBeUndefined();
  });

  it("when an Admin manages tokens, then they act in their own organization only and another's token is not found", async () => {
    const mine = await team();
    const theirs = await team();
    const made = await rpc((md, o, cb) =>
      sut.createToken(
        {
          actorUserId: mine.adminId,
          organizationSlug: theirs.org.slug,
          name: 'a',
          scopes: ['tags:*'],
          expiresAt: '2099-01-01T00:00:00Z',
        },
        md,
        o,
        cb,
      ),
    );
    expect(made.token.organizationId).toBe(mine.org.id);
    await expect(
      rpc((md, o, cb) => sut.revokeToken({ actorUserId: theirs.adminId, tokenId: made.token.id }, md, o, cb)),
    ).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    expect(
      (await rpc((md, o, cb) => sut.listTokens({ actorUserId: theirs.ownerId }, md, o, cb))).tokens,
    ).toEqual([]);
    const revoked = await rpc((md, o, cb) =>
      sut.revokeToken({ actorUserId: mine.adminId, tokenId: made.token.id }, md, o, cb),
    );
    expect(revoked.token.revokedAt).toEqual(expect.any(String));
    await expect(
      rpc((md, o, cb) => sut.verifyToken({ token: made.value, clientIp: '', requiredScope: '' }, md, o, cb)),
    ).rejects.toMatchObject({ code: grpc.status.UNAUTHENTICATED });
  });

  it('when a token is created with a past expiry by a user, then it answers INVALID_ARGUMENT', async () => {
    const { ownerId } = await team();
    await expect(
      rpc((md, o, cb) =>
        sut.createToken(
          { actorUserId: ownerId, name: 'x', scopes: [], expiresAt: '2000-01-01T00:00:00Z' },
          md,
          o,
          cb,
        ),
      ),
    ).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      details: 'the expiry date must be in the future',
    });
  });

  it('when invitations are made, then Members may not invite, Admins may not invite Owners, and emails are unique', async () => {
    const { adminId, memberId, ownerId } = await team();
    const invite = (actorUserId: string, email: string, role: string) =>
      rpc((md, o, cb) => sut.inviteUser({ actorUserId, email, name: 'N', role: role as any }, md, o, cb));
    await expect(invite(memberId, 'x@example.com', 'ROLE_MEMBER')).rejects.toMatchObject({
      code: grpc.status.PERMISSION_DENIED,
    });
    await expect(invite(adminId, 'y@example.com', 'ROLE_OWNER')).rejects.toMatchObject({
      code: grpc.status.PERMISSION_DENIED,
    });
    await expect(invite(ownerId, 'MEMBER@example.com', 'ROLE_ADMIN')).rejects.toMatchObject({
      code: grpc.status.ALREADY_EXISTS,
    });
    // NUL characters are refused by the rules, not by the store (a 500 before).
    await expect(invite(ownerId, 'nul\u0000@example.com', 'ROLE_MEMBER')).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      details: 'email must be an email address',
    });
    await expect(
      rpc((md, o, cb) =>
        sut.inviteUser(
          { actorUserId: ownerId, email: 'nul@example.com', name: 'N\u0000', role: 'ROLE_MEMBER' as any },
          md,
          o,
          cb,
        ),
      ),
    ).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
      details: 'name must not contain NUL characters',
    });
    const users = await rpc((md, o, cb) => sut.listUsers({ actorUserId: memberId }, md, o, cb));
    expect(users.users.map((u: any) => [u.email, u.role, u.active])).toEqual([
      ['owner@example.com', 'ROLE_OWNER', true],
      ['admin@example.com', 'ROLE_ADMIN', true],
      ['member@example.com', 'ROLE_MEMBER', true],
    ]);
  });

  it('when the actor is unknown, then every user action answers PERMISSION_DENIED', async () => {
    await expect(
      rpc((md, o, cb) => sut.listTokens({ actorUserId: '0190a0a0-0000-7000-8000-000000000000' }, md, o, cb)),
    ).rejects.toMatchObject({ code: grpc.status.PERMISSION_DENIED });
  });

  it('when the scope catalogue is asked for, then it lists the grantable scopes without wildcards', async () => {
    const { scopes } = await rpc((md, o, cb) => sut.listScopes({}, md, o, cb));
    expect(scopes).toEqual(expect.arrayContaining(['people:read', 'email:send:to', 'messages:send']));
    expect(scopes).not.toContain('*');
  });
});
