import { randomBytes } from 'node:crypto';
import { type Stack, startStack } from '@rapport/testkit';

/** A client address of its own for each call of a run (the gateway trusts one proxy hop here). */
const anAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

// The routes without a token (issue 28's one-click unsubscribe and providers' notifications) are
// limited per client address, so nobody can flood the email service through them.
describe('routes without a token: a limit per client address', () => {
  let sut: Stack;
  beforeAll(async () => {
    sut = await startStack({
      services: ['email'],
      env: { PUBLIC_REQUESTS_PER_MINUTE: '5', TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('when one address exceeds PUBLIC_REQUESTS_PER_MINUTE, then it gets 429 with Retry-After until the minute ends; other addresses and token routes are not affected', async () => {
    const link = `${sut.baseUrl}/v1/email/unsubscribe/forged.link`;
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    const flooding = anAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await fetch(link, from(flooding))).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    const page = await fetch(link, from(flooding));
    expect(page.status).toBe(429);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const notification = await fetch(`${sut.baseUrl}/v1/email/events/acme?organizationId=x`, {
      method: 'POST',
      body: '{}',
      ...from(flooding),
    });
    expect(notification.status).toBe(429);
    expect(await notification.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect((await fetch(link, from(anAddress()))).status).toBe(403);
    const { token } = await sut.tenant();
    expect((await sut.request('GET', '/v1/me', { token })).status).toBe(200);
  });
});
