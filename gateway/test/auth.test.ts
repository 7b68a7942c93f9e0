import { type Stack, startStack } from '@rapport/testkit';

describe('gateway authentication and scopes', () => {
  let sut: Stack;
  beforeAll(async () => {
    sut = await startStack();
  });
  afterAll(async () => {
    await sut.stop();
  });

  const expectUnauthorized = (res: { status: number; body: any }) => {
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: expect.any(String), error: 'Unauthorized' });
  };

  it('when the Authorization header is missing, then it answers 401 in the envelope', async () => {
    expectUnauthorized(await sut.request('GET', '/v1/me'));
  });

  it.each([
    ['a non-bearer scheme', 'Basic dXNlcjpwYXNz'],
    ['a bearer without a token', 'Bearer '],
    ['a token of the wrong format', 'Bearer rpt_short'],
    ['a token with a wrong prefix', `Bearer xyz_${'a'.repeat(40)}`],
    ['two tokens', `Bearer rpt_${'a'.repeat(40)} rpt_${'b'.repeat(40)}`],
  ])('when the header carries %s, then it answers 401', async (_name, header) => {
    expectUnauthorized(await sut.request('GET', '/v1/me', { headers: { authorization: header } }));
  });

  it('when the token is well formed but unknown, then it answers 401', async () => {
    expectUnauthorized(await sut.request('GET', '/v1/me', { token: `rpt_${'A'.repeat(40)}` }));
  });

  it('when the Authorization header is 10 KB long, then it answers 401', async () => {
    expectUnauthorized(
      await sut.request('GET', '/v1/me', { headers: { authorization: `Bearer ${'x'.repeat(10_240)}` } }),
    );
  });

  it('when a token is revoked, then the very next request answers 401', async () => {
    const org = await sut.createOrg();
    const { id, token } = await sut.createToken(org.slug, []);
    expect((await sut.request('GET', '/v1/me', { token })).status).toBe(200);
    await sut.revokeToken(id);
    expectUnauthorized(await sut.request('GET', '/v1/me', { token }));
  });

  it('when a token has expired, then it answers 401', async () => {
    const org = await sut.createOrg();
    const past = await sut.createToken(org.slug, ['*'], {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expectUnauthorized(await sut.request('GET', '/v1/me', { token: past.token }));
    const soon = await sut.createToken(org.slug, ['*'], {
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await sut.request('GET', '/v1/me', { token: soon.token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    expectUnauthorized(await sut.request('GET', '/v1/me', { token: soon.token }));
  });

  it('when a scope-less token calls GET /v1/me, then it answers 200 with the token and organization', async () => {
    const org = await sut.createOrg();
    const { id, token } = await sut.createToken(org.slug, []);
    const before = Date.now();
    const res = await sut.request('GET', '/v1/me', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: {
        id,
        prefix: token.slice(0, 12),
        name: 'test',
        scopes: [],
        expiresAt: null,
        lastUsedAt: expect.any(String),
      },
      organization: { id: org.id, name: org.name, slug: org.slug },
    });
    expect(Date.parse(res.body.token.lastUsedAt)).toBeGreaterThanOrEqual(before - 5);
  });

  it('when two tokens of one organization are active (rotation), then both are accepted', async () => {
    const org = await sut.createOrg();
    const first = await sut.createToken(org.slug, ['people:read']);
    const second = await sut.createToken(org.slug, ['people:read']);
    const [a, b] = await Promise.all([
      sut.request('GET', '/v1/me', { token: first.token }),
      sut.request('GET', '/v1/me', { token: second.token }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.organization.id).toBe(org.id);
    expect(b.body.organization.id).toBe(org.id);
    expect(a.body.token.id).not.toBe(b.body.token.id);
  });
});
