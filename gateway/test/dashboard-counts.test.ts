import { isDeepStrictEqual } from 'node:util';
import { eventually, type Stack, startStack } from '@rapport/testkit';
import { DashboardClient, PASSWORD, signedInOwner } from './dashboard.helpers';

// The overview's counts come from the change ledger (decision 0024): exact beyond 100, per
// organization, and the first page of each list (up to "100+") when the ledger cannot be read.
describe('dashboard overview counts', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: ['contacts', 'companies', 'webhooks'] });
  });
  afterAll(async () => {
    await stack.stop();
  });

  /** What `read` shows once it shows `expected` (changes are recorded just after a write answers), or after 10 s. */
  async function settled<T>(read: () => Promise<T>, expected: T): Promise<T> {
    await eventually(async () => isDeepStrictEqual(await read(), expected)).catch(() => undefined);
    return read();
  }

  async function overviewOf(slug: string) {
    const client = new DashboardClient(stack.baseUrl);
    const signedIn = await client.submit('/dashboard/sign-in', '/dashboard/sign-in', {
      organization: slug,
      email: 'OWNER@example.com',
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(303);
    return async () => {
      const page = await client.get('/dashboard/overview');
      expect(page.status).toBe(200);
      const count = (label: string) =>
        new RegExp(`stat-value">([^<]*)</span><span class="stat-label">${label}<`).exec(page.html)?.[1];
      return { people: count('People'), companies: count('Companies') };
    };
  }

  it('when an organization holds 149 people and 2 companies, then the overview shows exactly that, and another organization its own', async () => {
    const { org } = await signedInOwner(stack);
    const { org: neighbour } = await signedInOwner(stack);
    const { token } = await stack.createToken(org.slug, ['*']);
    const { token: neighbourToken } = await stack.createToken(neighbour.slug, ['*']);
    const inputs = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `P ${from + i}`, email: `p${from + i}@counts.example` }));
    for (const from of [0, 100]) {
      const batch = await stack.request('POST', '/v1/people/batch', {
        token,
        body: { inputs: inputs(100 - from / 2, from) },
      });
      expect(batch.status).toBe(200);
    }
    const people = await stack.request<{ data: { id: string }[] }>('GET', '/v1/people?limit=1', { token });
    expect((await stack.request('DELETE', `/v1/people/${people.body.data[0]!.id}`, { token })).status).toBe(
      204,
    );
    for (const name of ['Acme', 'Globex']) {
      expect((await stack.request('POST', '/v1/companies', { token, body: { name } })).status).toBe(201);
    }
    expect(
      (
        await stack.request('POST', '/v1/people', {
          token: neighbourToken,
          body: { name: 'N', email: 'n@n.example' },
        })
      ).status,
    ).toBe(201);

    const expected = { people: '149', companies: '2' };
    expect(await settled(await overviewOf(org.slug), expected)).toEqual(expected);
    const neighbours = { people: '1', companies: '0' };
    expect(await settled(await overviewOf(neighbour.slug), neighbours)).toEqual(neighbours);
  });

  it('when the ledger cannot be read, then the overview shows the first page of each list', async () => {
    const { org } = await signedInOwner(stack);
    const { token } = await stack.createToken(org.slug, ['*']);
    const inputs = Array.from({ length: 100 }, (_, i) => ({ name: `P ${i}`, email: `q${i}@counts.example` }));
    expect((await stack.request('POST', '/v1/people/batch', { token, body: { inputs } })).status).toBe(200);
    expect((await stack.request('POST', '/v1/people', { token, body: { name: 'One more' } })).status).toBe(
      201,
    );
    const overview = await overviewOf(org.slug);
    const exact = { people: '101', companies: '0' };
    expect(await settled(overview, exact)).toEqual(exact);

    const restart = await stack.stopService('webhooks');
    try {
      expect(await overview()).toEqual({ people: '100+', companies: '0' });
    } finally {
      await restart();
    }
  });
});
