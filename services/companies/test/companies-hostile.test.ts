import { type Stack, startStack } from '@rapport/testkit';

/** `{ a: { a: … { a: 'leaf' } } }`, `levels` objects deep under customFields. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: 'leaf' };
  for (let i = 1; i < levels; i++) value = { a: value };
  return value;
}

describe('companies: hostile customFields answer 400, never 500', () => {
  let sut: Stack;
  let token: string;
  beforeAll(async () => {
    sut = await startStack({ services: ['companies'] });
    token = (await sut.tenant(['companies:*'])).token;
  });
  afterAll(async () => {
    await sut.stop();
  });

  it.each([11, 50, 200, 2_000])(
    'when customFields are nested %i levels deep, then create and update answer 400 naming the depth rule',
    async (levels) => {
      const created = await sut.request('POST', '/v1/companies', {
        token,
        body: { name: 'Deep', customFields: nested(levels) },
      });
      expect(created.status).toBe(400);
      expect(created.body).toEqual({
        statusCode: 400,
        message: ['customFields must not be nested more than 10 levels deep'],
        error: 'Bad Request',
      });
      const company = await sut.request('POST', '/v1/companies', { token, body: { name: 'Shallow' } });
      const updated = await sut.request('PATCH', `/v1/companies/${company.body.id}`, {
        token,
        body: { customFields: nested(levels) },
      });
      expect(updated.status).toBe(400);
      expect(updated.body.message).toEqual(['customFields must not be nested more than 10 levels deep']);
      const stored = await sut.request('GET', `/v1/companies/${company.body.id}`, { token });
      expect(stored.body.customFields).toEqual({});
    },
  );

  it('when customFields are nested 10 levels deep, then the company is stored with them', async () => {
    const res = await sut.request('POST', '/v1/companies', {
      token,
      body: { name: 'Ten', customFields: nested(9) },
    });
    expect(res.status).toBe(201);
    expect(res.body.customFields).toEqual(nested(9));
  });
});
